#!/usr/bin/env bash
# Session 13, call 3 (H200): gpu/pooling-nd with each thread's outputs in a
# loop (one register accumulator each, static where the tile is partial)
# and the new defaults (block_y 16, thread_y 4): knob points on the three
# level-1 pools, then the harness (budget 3) on them; the harness no longer
# holds the first case's inputs through the validation (45's 17 GB input
# ran out of GPU memory in call 1).
#   bash utils/gpu-check/session13-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level1/41_* level1/43_* level1/45_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=1 \
KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=330 KGEN_KB_WORK=/tmp/kb3 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
timeout 200 bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" '{}' '{"block_y":4,"thread_y":1}' \
  '{"block_y":32,"thread_y":8}' '{"block_x":128,"block_y":8,"thread_y":2}' > "$out/table.md"
rm -f "$out"/knobs/*.mlir "$out"/knobs/*.json
tail -n 14 "$out/kb.txt"
cat "$out/table.md"
