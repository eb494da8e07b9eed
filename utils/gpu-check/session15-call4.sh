#!/usr/bin/env bash
# Session 15, call 4 (H200): the convolutions that come first in level2/21
# (Conv2d 8 -> 32, 3x3, 254x254 outputs, with its epilogue) and level2/23
# (Conv3d 3 -> 24, 3x3x3) at the points the search can reach: gpu/matmul's
# implicit GEMM (auto start: 3xTF32 under strict; and SIMT FMAs) and
# gpu/conv-nd's lowerings, against the naive lowering.
#   bash utils/gpu-check/session15-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-group-norm-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
k=$root/utils/gpu-check/pool-knobs.sh
{
  echo "gpu/matmul:"
  KGEN_POOL_STRATEGY=gpu/matmul KGEN_POOL_KERNELS="conv3d-23 conv2d-21" bash "$k" "$out/mm" naive '{}' '{"math":"fma"}'
  echo "gpu/conv-nd:"
  KGEN_POOL_STRATEGY=gpu/conv-nd KGEN_POOL_KERNELS="conv3d-23 conv2d-21" bash "$k" "$out/cnd" '{}' '{"lowering":"direct"}' '{"lowering":"rows"}'
} > "$out/table.md" 2>&1
rm -f "$out"/*/*.mlir
tail -n 3 "$out/lit.txt"
cat "$out/table.md"
