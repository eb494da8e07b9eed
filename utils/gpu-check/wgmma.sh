#!/usr/bin/env bash
# Issue #21: Hopper's warpgroup MMA (math "3xtf32-wgmma", "tf32-wgmma";
# kernels compiled for sm_90a) on an H100 or H200, in one call (the main
# goal first: a call cut short still returns what $OUT holds):
#   1. gemm.py under strict: mma.sync's 3xTF32 (the automatic start) and
#      3xtf32-wgmma points against cuBLAS with TF32 off, 4096^3 and 8192^3;
#   2. gpu-gemm-wgmma-cuda.test: the validator's strict protocol on the
#      device for 3xtf32-wgmma (7 kernels x 3 points), tf32-wgmma under the
#      tf32 policy (7 kernels x 2 points, and not the strict one);
#   3. gemm.py under tf32: mma.sync's TF32 and tf32-wgmma points (2 stages:
#      each tile's wgmma waited for; 3 or more: in flight) against
#      cuBLAS with TF32 on.
# Tables last.
#   bash utils/gpu-check/wgmma.sh OUT
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
strict='math=auto;math=3xtf32-wgmma,block_m=128,block_n=128,stages=3;math=3xtf32-wgmma,block_m=128,block_n=128,stages=4;math=3xtf32-wgmma,block_m=128,block_n=64,stages=4'
tf32='math=tf32;math=tf32-wgmma,block_m=128,block_n=128,stages=2;math=tf32-wgmma,block_m=128,block_n=128,stages=4;math=tf32-wgmma,block_m=128,block_n=256,stages=3;math=tf32-wgmma,block_m=256,block_n=128,stages=3'
timeout 200 python3 "$root/utils/gpu-check/gemm.py" --out "$out/strict" --chip sm_90a \
  --shapes 4096,8192 --points "$strict" > "$out/strict.txt" 2>&1
KGEN_LIT_TIMEOUT=${KGEN_LIT_TIMEOUT:-200} bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-gemm-wgmma-cuda.test > "$out/lit.txt" 2>&1
timeout 170 python3 "$root/utils/gpu-check/gemm.py" --out "$out/tf32" --chip sm_90a --precision tf32 \
  --shapes 4096,8192 --points "$tf32" --work /tmp/kgen-gemm-tf32 > "$out/tf32.txt" 2>&1
grep -E "PASS|FAIL|UNSUPPORTED|lit exit" "$out/lit.txt" | tail -5
echo "## strict"; sed -n '/^| shape | point/,$p' "$out/strict.txt"
echo "## tf32"; sed -n '/^| shape | point/,$p' "$out/tf32.txt"
