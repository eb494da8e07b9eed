#!/usr/bin/env bash
# Session 20, call 1 (H200): matmul forms through the harness at budget 2,
# against eager and torch.compile in the same call: the dev set's level-1
# matmul problems and the forms outside it in utils/gpu-check/problems/matmul
# (matrix-vector, vector-matrix, few outputs with a long K, a batch of
# those, irregular sizes, a 3-D tensor times a matrix, both operands
# transposed, upper-triangular).
#   bash utils/gpu-check/session20-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_KB_PROBLEMS="level1/1_* level1/3_* level1/7_* level1/9_* level1/11_* level1/13_* level1/15_* level1/17_*" \
KGEN_KB_FILES="utils/gpu-check/problems/matmul/*.py" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-2} KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-430} \
KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-500} KGEN_KB_WORK=/tmp/kb1 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -24
