#!/usr/bin/env bash
# Session 13, call 4 (H200): gpu/pooling-nd with a thread's outputs (the unroll, since removed)
# unrolled by 4 where the tiles divide: the GPU-gated pooling test, the
# knob points on the three level-1 pools, the harness (budget 3) on 41 and
# 43 (45's harness validation needs more GPU memory than the H200 has).
#   bash utils/gpu-check/session13-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
timeout 120 bash "$s" gpu-lit "$out/lit" Search/gpu-pooling-nd-cuda.test > "$out/lit.txt" 2>&1
KGEN_KB_PROBLEMS="level1/41_* level1/43_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=2 \
KGEN_KB_TIME_LIMIT=200 KGEN_KB_TIMEOUT=240 KGEN_KB_WORK=/tmp/kb4 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
timeout 200 bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" naive '{}' '{"block_y":32,"thread_y":8}' \
  '{"block_x":128,"block_y":16,"thread_y":4}' > "$out/table.md"
rm -f "$out"/knobs/*.mlir "$out"/knobs/*.json
tail -n 8 "$out/lit.txt"
tail -n 10 "$out/kb.txt"
cat "$out/table.md"
