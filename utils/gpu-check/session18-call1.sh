#!/usr/bin/env bash
# Session 18, call 1 (H200): the level-2 convolution problems of the dev
# set that session 17 did not re-measure, first half, through the harness
# at budget 1 (issue #15's level-2 goal: geomean >= 1.0x eager).
#   bash utils/gpu-check/session18-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
p=""
for n in 1 5 7 17 21 23 25 27 31 35 43 47 57; do p="$p level2/${n}_*"; done
KGEN_KB_PROBLEMS="$p" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=5 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=280 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -30
