#!/usr/bin/env bash
# Session 14, call 3 (H200): depthwise convolutions through gpu/pooling-nd in
# the harness (level1/85 3x7 window, level1/83 3x1 window; budget 2), and
# the GPU-gated pooling-nd test (pools and a depthwise convolution).
#   bash utils/gpu-check/session14-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-pooling-nd-cuda.test > "$out/lit.txt" 2>&1
KGEN_KB_PROBLEMS="level1/85_* level1/83_*" KGEN_KB_BUDGET=2 KGEN_KB_JOBS=2 \
KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=400 KGEN_KB_WORK=/tmp/kb3 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 4 "$out/lit.txt"
tail -n 12 "$out/kb.txt"
