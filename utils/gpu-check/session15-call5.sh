#!/usr/bin/env bash
# Session 15, call 5 (H200): gpu/matmul's implicit GEMM on level2/23's
# Conv3d (3 -> 24 filters, 3x3x3: M = 24 filters, N = 2.5 M output
# positions, K = 81) and level2/21's Conv2d (8 -> 32, 3x3) with block tiles
# narrow in M and wide in N, which the automatic start's table (tiles at
# least as wide in M as in N) does not have: call 4 measured its 32 x 32
# start at 1.005 ms on 23's. Also the group-norm GPU test again (its
# leftover-reduction input is now a sum of squares: the plain sum of call 4
# cancels to ~0 and failed the strict bounds as its naive lowering would).
#   bash utils/gpu-check/session15-call5.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-group-norm-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
KGEN_POOL_STRATEGY=gpu/matmul KGEN_POOL_KERNELS="conv3d-23 conv2d-21" \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/mm" naive '{}' \
  '{"block_m":32,"block_n":64,"warp_m":16,"warp_n":32}' \
  '{"block_m":32,"block_n":128,"warp_m":32,"warp_n":32}' \
  '{"block_m":32,"block_n":128,"warp_m":16,"warp_n":32}' \
  '{"block_m":32,"block_n":256,"warp_m":32,"warp_n":64}' \
  '{"math":"fma","block_m":32,"block_n":128,"thread_m":2,"thread_n":8}' \
  '{"math":"fma","block_m":32,"block_n":256,"thread_m":4,"thread_n":8}' > "$out/table.md" 2>&1
rm -f "$out"/*/*.mlir
tail -n 3 "$out/lit.txt"
cat "$out/table.md"
