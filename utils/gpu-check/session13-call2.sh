#!/usr/bin/env bash
# Session 13, call 2 (H200): gpu/pooling-nd's knob points on the three
# level-1 pools at their sizes (utils/gpu-check/pool-knobs.sh): how many
# outputs per thread and how large a block.
#   bash utils/gpu-check/session13-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p $bin && tar -xJf "$root/.gpu/session/tools.tar.xz" -C $bin
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" '{}' '{"block_y":16,"thread_y":4}' \
  '{"block_x":256,"block_y":16,"thread_y":4}' '{"block_x":128,"block_y":32,"thread_y":8}' \
  '{"block_x":32,"block_y":8,"thread_y":2}' > "$out/table.md"
rm -f "$out"/knobs/*.mlir
tail -n 30 "$out/knobs/log.txt"
cat "$out/table.md"
