#!/usr/bin/env bash
# Session 14, call 2 (H200): depthwise convolutions through gpu/pooling-nd
# (transform.kgen.gather_pool_input now also reads a depthwise filter in
# the body and orders the loops as the output), level1/85's 3x7 depthwise
# 2-D convolution at pinned points against the naive lowering and
# gpu/conv-nd's points (its start, `direct`, is what the harness ran: 9.1
# ms, 0.249x eager in call 1); a pool and the GPU-gated pool test as the
# regression check.
#   bash utils/gpu-check/session14-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-pooling-nd-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
k=$root/utils/gpu-check/pool-knobs.sh
{
  echo "gpu/pooling-nd:"
  KGEN_POOL_KERNELS="dwconv2d-85" bash "$k" "$out/nd" naive '{}' \
    '{"block_x":128,"block_y":8,"thread_y":2}' '{"block_x":32,"block_y":16,"thread_y":8}' \
    '{"block_x":64,"block_y":32,"thread_y":8}' '{"block_x":256,"block_y":4,"thread_y":4}'
  KGEN_POOL_KERNELS="maxpool1d-41" bash "$k" "$out/nd41" '{}' | tail -n 1
  echo "gpu/conv-nd:"
  KGEN_POOL_STRATEGY=gpu/conv-nd KGEN_POOL_KERNELS="dwconv2d-85" bash "$k" "$out/cnd" '{}' '{"lowering":"rows"}'
} > "$out/table.md"
rm -f "$out"/*/*.mlir
tail -n 20 "$out/nd/log.txt"
tail -n 4 "$out/lit.txt"
cat "$out/table.md"
