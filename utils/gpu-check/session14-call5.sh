#!/usr/bin/env bash
# Session 14, call 5 (H200): gpu/reduction-cols on reductions over the
# middle dimension of [B, R, C] (rank 3, and a keepdim result), the thread's
# accumulator now private (it was stored to the output on every row):
# level1/47's sum and 49's max at pinned points against the naive lowering,
# then the dev set's middle-axis reductions (47 sum, 49 max, 53 min) through
# the harness at budget 2.
#   bash utils/gpu-check/session14-call5.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-reduction-cols-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
KGEN_POOL_STRATEGY=gpu/reduction-cols KGEN_POOL_KERNELS="sum-dim1-47 max-dim1-49" \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/rc" naive '{}' '{"block_cols":64}' '{"block_cols":256}' '{"block_cols":32}' > "$out/table.md"
rm -f "$out"/rc/*.mlir
KGEN_KB_PROBLEMS="level1/47_* level1/49_* level1/53_*" KGEN_KB_BUDGET=2 KGEN_KB_JOBS=1 \
KGEN_KB_TIME_LIMIT=280 KGEN_KB_TIMEOUT=330 KGEN_KB_WORK=/tmp/kb5 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 4 "$out/lit.txt"
cat "$out/table.md"
tail -n 10 "$out/kb.txt"
