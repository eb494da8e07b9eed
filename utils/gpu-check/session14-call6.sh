#!/usr/bin/env bash
# Session 14, call 6 (H200; the variant it measured was reverted: slower):
# gpu/reduction-cols with the column walk in
# steps of row_unroll rows (static loops, unrolled: row_unroll loads in
# flight per thread; call 5 had LLVM's 8): level1/47's sum and 49's max at
# pinned points, then 47, 49, 53 through the harness at budget 2.
#   bash utils/gpu-check/session14-call6.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-reduction-cols-cuda.test > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
KGEN_POOL_STRATEGY=gpu/reduction-cols KGEN_POOL_KERNELS="sum-dim1-47 max-dim1-49" \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/rc" '{}' '{"row_unroll":32}' '{"row_unroll":8}' '{"block_cols":256,"row_unroll":32}' '{"block_cols":64,"row_unroll":32}' > "$out/table.md"
rm -f "$out"/rc/*.mlir
KGEN_KB_PROBLEMS="level1/47_* level1/49_* level1/53_*" KGEN_KB_BUDGET=2 KGEN_KB_JOBS=1 \
KGEN_KB_TIME_LIMIT=280 KGEN_KB_TIMEOUT=330 KGEN_KB_WORK=/tmp/kb6 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 4 "$out/lit.txt"
cat "$out/table.md"
tail -n 10 "$out/kb.txt"
