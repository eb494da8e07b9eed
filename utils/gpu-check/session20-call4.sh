#!/usr/bin/env bash
# Session 20, call 4 (H200, little device time left): the split-K GPU test,
# then gemm.py on two few-outputs, long-K shapes at the automatic start
# (split) against split_k = 1, cuBLAS (TF32 off) in the same process.
#   bash utils/gpu-check/session20-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=120 bash "$s" gpu-lit "$out/lit" Search/gpu-gemm-split-k-cuda.test > "$out/lit.txt" 2>&1
tail -n 3 "$out/lit.txt"
KGEN_GEMM_TIMEOUT=150 bash "$s" gemm "$out/gemm" --shapes 256x256x524288,192x320x393216-bias-relu \
  --points "split_k=0;split_k=1" --reps 5 > "$out/gemm.txt" 2>&1
tail -n 12 "$out/gemm.txt"
