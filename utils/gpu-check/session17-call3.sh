#!/usr/bin/env bash
# Session 17, call 3 (H200): the dev set's level-2 transposed-convolution
# chains (strided ones now split into phases; the elementwise chain after
# the convolution one generic) and two problems outside convolutions
# (a softmax, a GEMM epilogue) on the synchronous host buffers, through the
# harness at budget 1 (the heuristic start).
#   bash utils/gpu-check/session17-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level2/3_* level2/11_* level2/13_* level2/15_* level2/19_* level2/49_* level1/23_* level2/29_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=380 KGEN_KB_TIMEOUT=420 KGEN_KB_WORK=/tmp/kb3 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
