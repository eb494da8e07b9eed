#!/usr/bin/env bash
# Session 29, call 2 (issue #17): the tuner's throughput again
# (throughput.sh, the default screen; the reports this time, and the naive
# validation's wall time), then the dev set through the KernelBench harness
# at budget 16 per problem, 4 problems at once, for 400 s: how many
# problems a minute of one GPU reaches, toward the issue's 100 problems in
# 25 minutes.
#   bash utils/gpu-check/session29-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
mkdir -p "$out"
bash "$root/utils/gpu-check/throughput.sh" "$out/screen" > "$out/screen.txt" 2>&1
sed -n '/^| run/,$p' "$out/screen.txt"; grep "exit" "$out/screen.txt"
tar -czf "$out/throughput.tgz" -C "$out" --exclude=tune.db screen && rm -rf "$out/screen"
source "$root/utils/gpu-check/env.sh"
KGEN_KB_BUDGET=16 KGEN_KB_JOBS=${KGEN_KB_JOBS:-4} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-400} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-470} \
KGEN_KB_WORK=/tmp/kb29 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | tail -30
