#!/usr/bin/env bash
# Session 29, call 1 (issue #17): the tuner's throughput
# (utils/gpu-check/throughput.sh) without screening (every candidate gets
# the validation's 5 trials) and with the default screen (2 trials, the
# full protocol for a candidate faster than the best, the final check with
# fresh seeds).
#   bash utils/gpu-check/session29-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
mkdir -p "$out"
KGEN_TUNE_FLAGS=--screen-trials=0 bash "$root/utils/gpu-check/throughput.sh" "$out/full" > "$out/full.txt" 2>&1
bash "$root/utils/gpu-check/throughput.sh" "$out/screen" > "$out/screen.txt" 2>&1
for f in full screen; do echo "== $f"; sed -n '/^| run/,$p' "$out/$f.txt"; grep "exit\|wall" "$out/$f.txt" | head -8; done
# The reports and logs in one file (a call brings back a limited number).
tar -czf "$out/reports.tgz" -C "$out" --exclude=tune.db full screen && rm -rf "$out/full" "$out/screen"
