#!/usr/bin/env bash
# Issue #21, BF16 under #kgen.precision<bf16> (math "bf16": mma.sync
# m16n8k16 on the fp32 tiles, each pair of elements rounded to BF16), on an
# H100 or H200, in one call:
#   1. gemm.py under bf16: the automatic start and pinned points at 4096^3
#      and 8192^3 against cuBLAS on bfloat16 operands (torch.matmul), and
#      the same kernels' TF32 start for scale;
#   2. gpu-gemm-mma-cuda.test: the validator's protocol on the device
#      (3xTF32 under strict, TF32 under tf32, BF16 under bf16 on 7 kernels
#      x 2 points, BF16 rejected by the strict bounds).
# Tables last.
#   bash utils/gpu-check/bf16.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
mkdir -p "$out"
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
points='math=auto;math=tf32;math=bf16,block_m=128,block_n=128,warp_m=64,warp_n=64,stages=3;math=bf16,block_m=128,block_n=256,warp_m=64,warp_n=64,stages=3'
timeout 240 python3 "$root/utils/gpu-check/gemm.py" --out "$out/bf16" --chip sm_90 --precision bf16 \
  --shapes 4096,8192 --points "$points" > "$out/bf16.txt" 2>&1
KGEN_LIT_TIMEOUT=${KGEN_LIT_TIMEOUT:-300} bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-gemm-mma-cuda.test > "$out/lit.txt" 2>&1
grep -E "PASS|FAIL|UNSUPPORTED|lit exit" "$out/lit.txt" | tail -5
echo "## bf16"; sed -n '/^| shape | point/,$p' "$out/bf16.txt"
