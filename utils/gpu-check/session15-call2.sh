#!/usr/bin/env bash
# Session 15, call 2 (H200): gpu/group-norm's kernel at pinned points
# (threads x vector) against the naive lowering, on the group norms (with
# their per-channel affine) of level1/35 and of level2/21's and 23's second
# kernels, to set the automatic start.
#   bash utils/gpu-check/session15-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-group-norm-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
KGEN_POOL_STRATEGY=gpu/group-norm KGEN_POOL_KERNELS="group-norm-35 group-norm-21 group-norm-23" \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" naive '{}' \
  '{"threads": 128, "vector": 8}' '{"threads": 256, "vector": 8}' \
  '{"threads": 1024, "vector": 8}' '{"threads": 256, "vector": 16}' '{"threads": 512, "vector": 4}' \
  > "$out/table.md" 2>&1
rm -f "$out"/*/*.mlir
tail -n 4 "$out/lit.txt"
cat "$out/table.md"
