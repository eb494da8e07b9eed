#!/usr/bin/env bash
# Session 22, calls 1 and 3 (H200): issue #14's benchmark of record in one
# call. gemm.py on the five square/large-K/small-K/prime shapes at the
# automatic start (cuBLAS with TF32 off in the same process); with
# KGEN_TUNE_BUDGET set, kgen-tune on matmul 4096^3 at that budget (naive,
# heuristic start, best, trials to 95% of best); then the dev set's level-1
# matmul problems and level-2 Gemm/Matmul + epilogue problems through the
# harness at budget 1 (eager and torch.compile in the same call).
# session22-call3.sh is this script with call 3's settings.
#   bash utils/gpu-check/session22-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
nvidia-smi -L
KGEN_GEMM_TIMEOUT=${KGEN_GEMM_TIMEOUT:-190} bash "$s" gemm "$out/gemm" \
  --shapes 4096,8192,4096x4096x16384,16384x16384x64,prime-4093x4091x4099 \
  --points "" --reps 10 > "$out/gemm.txt" 2>&1
if [ -n "${KGEN_TUNE_BUDGET:-}" ]; then
  KGEN_BENCH_ONLY=matmul-4096 KGEN_BUDGET_MATMUL=$KGEN_TUNE_BUDGET KGEN_CAP_MATMUL=75 \
  KGEN_BENCH_TORCH=0 bash "$s" bench "$out/tune" > "$out/tune.txt" 2>&1
fi
KGEN_KB_PROBLEMS="level1/1_* level1/3_* level1/7_* level1/9_* level1/11_* level1/13_* level1/15_* level1/17_* level2/9_* level2/29_* level2/33_* level2/37_* level2/39_* level2/41_* level2/45_* level2/51_* level2/53_* level2/55_* level2/59_* level2/63_* level2/75_* level2/81_* level2/95_* level2/97_* level2/99_*" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-1} KGEN_KB_JOBS=${KGEN_KB_JOBS:-4} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-280} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-340} \
KGEN_KB_WORK=${KGEN_KB_WORK:-/tmp/kb1} \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^| shape | point/,$p' "$out/gemm.txt"
[ -f "$out/tune.txt" ] && cat "$out/tune.txt"
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "^  .*kernel(s) tuned" | head -45
