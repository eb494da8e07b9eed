#!/usr/bin/env bash
# Session 14, call 1 (H200): today's build on the dev-set convolution
# problems whose last measured figure is the lowest (sessions 7-8, before
# the implicit GEMM moved to 3xTF32): depthwise (level1/85), transposed
# (level1/65, 69), level-2 conv + norm chains (21, 23, 73), and level-2
# transposed-convolution chains not measured before (5, 19, 93).
#   bash utils/gpu-check/session14-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level1/85_* level1/69_* level1/65_* level2/73_* level2/21_* level2/23_* level2/19_* level2/5_* level2/93_*" \
KGEN_KB_BUDGET=2 KGEN_KB_JOBS=3 KGEN_KB_TIME_LIMIT=480 KGEN_KB_TIMEOUT=560 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 16 "$out/kb.txt"
