#!/usr/bin/env bash
# Session 18, call 2 (H200): the other level-2 convolution problems of the
# dev set, and again those of call 1 with more than one kernel, through the
# harness at budget 4 (call 1's budget of 1 is one candidate for the whole
# module: a problem's second kernel was never tried). Issue #15's level-2
# goal: geomean >= 1.0x eager. First level1/23 (softmax) with gpu/softmax-rows's
# start after calls 3-4 and its GPU-gated test (512 threads x 48 elements, clusters of 16).
#   bash utils/gpu-check/session18-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=300 bash "$s" gpu-lit "$out/lit" Search/gpu-softmax-rows-cuda.test > "$out/lit.txt" 2>&1
tail -n 3 "$out/lit.txt"
p=""
for n in 61 65 67 69 71 73 77 79 83 85 87 89 91 17 21 23 25 27 35 43; do p="$p level2/${n}_*"; done
p="level1/23_* $p"
KGEN_KB_PROBLEMS="$p" \
KGEN_KB_BUDGET=4 KGEN_KB_JOBS=6 KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 KGEN_KB_WORK=/tmp/kb2 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
