#!/usr/bin/env bash
# Session 28, call 4 (issue #15): level-1 55, 63 and 67's convolutions
# (utils/gpu-check/conv/c55.mlir ...) at gpu/matmul's heuristic start
# before and after rewrite_conv_channels_innermost (old-*: the strategy
# without it, new-*: with it; both made here by kgen-tune --start-only and
# wrap-kernel.py, carried in .gpu/s28): each checked against PyTorch
# float64 (check-conv.py) and timed (call-overhead.py), then PyTorch
# eager's time for the same convolutions.
#   bash utils/gpu-check/session28-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out"
mods=""
for p in 55 63 67; do mods+=" $root/.gpu/s28/old-c$p.mlir $root/.gpu/s28/new-c$p.mlir"; done
timeout 200 python3 "$root/utils/gpu-check/conv/check-conv.py" /tmp/s28c/chk $mods 2>&1 \
  | tee "$out/check.txt" | grep -v Warn
timeout 250 python3 "$root/utils/gpu-check/call-overhead.py" /tmp/s28c/ov $mods > "$out/overhead.txt" 2>&1
tail -8 "$out/overhead.txt"
