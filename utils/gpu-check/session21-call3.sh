#!/usr/bin/env bash
# Session 21, call 3 (H200; device time is short, so one call): call 2's
# GEMM lit tests and split shapes, then the dev set's level-1 matmul
# problems and level-2 Gemm/Matmul + epilogue problems through the harness
# at budget 1 (issue #14's second and third benchmarks), eager and
# torch.compile in the same call.
#   bash utils/gpu-check/session21-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
KGEN_GEMM_TIMEOUT=120 bash "$root/utils/gpu-check/session21-call2.sh" "$out"
KGEN_KB_PROBLEMS="level1/1_* level1/3_* level1/7_* level1/9_* level1/11_* level1/13_* level1/15_* level1/17_* level2/9_* level2/29_* level2/33_* level2/37_* level2/39_* level2/41_* level2/45_* level2/51_* level2/53_* level2/55_* level2/59_* level2/63_* level2/75_* level2/81_* level2/95_* level2/97_* level2/99_*" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-1} KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-230} \
KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-290} KGEN_KB_WORK=/tmp/kb3 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
