#!/usr/bin/env bash
# Session 21, call 2 (H200): the GEMM path's GPU-gated lit tests after
# kgen-read-only-arguments (a matmul accumulated onto an input is
# bufferized into a copy of it) and the split heuristic's occupancy target
# (kMinWarps warps per multiprocessor), then gemm.py on the split shapes:
# the automatic start against split_k = 1 and call 1's start for
# 192x320x393216 (64 x 64 tiles of four 32 x 32 warps, 9 slices), cuBLAS
# (TF32 off) in the same process.
#   bash utils/gpu-check/session21-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=240 bash "$s" gpu-lit "$out/lit" Search/gpu-gemm-split-k-cuda.test \
  Search/gpu-gemm-mma-cuda.test > "$out/lit.txt" 2>&1
tail -n 4 "$out/lit.txt"
KGEN_GEMM_TIMEOUT=${KGEN_GEMM_TIMEOUT:-200} bash "$s" gemm "$out/gemm" \
  --shapes 192x320x393216-bias-relu,256x256x524288,bmm-4x96x128x131072 \
  --points "split_k=0;split_k=1;block_m=64,block_n=64,warp_m=32,warp_n=32,split_k=9" \
  --reps 10 > "$out/gemm.txt" 2>&1
sed -n '/^| shape | point/,$p' "$out/gemm.txt"
