#!/usr/bin/env bash
# Session 20, call 2 (H200): split-K in transform.kgen.gemm_pipelined.
# The GPU-gated lit tests of the GEMM path (split-K's validations, the
# tensor-core ones unchanged), then gemm.py on the
# few-outputs, long-K shapes and 4096^3 at the automatic start (split_k
# chosen by the heuristic) against the same start with split_k = 1, cuBLAS
# (torch.matmul, TF32 off) in the same process.
#   bash utils/gpu-check/session20-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=240 bash "$s" gpu-lit "$out/lit" Search/gpu-gemm-split-k-cuda.test \
  Search/gpu-gemm-mma-cuda.test > "$out/lit.txt" 2>&1
tail -n 4 "$out/lit.txt"
bash "$s" gemm "$out/gemm" \
  --shapes 256x256x524288,192x320x393216-bias-relu,bmm-4x96x128x131072,1024x1024x262144,4096 \
  --points "split_k=0;split_k=1" --reps 10 > "$out/gemm.txt" 2>&1
tail -n 25 "$out/gemm.txt"
