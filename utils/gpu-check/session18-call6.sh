#!/usr/bin/env bash
# Session 18, call 6 (H200): gpu/softmax-rows's automatic start now stages
# the elements in shared memory where a row spans a cluster (call 5: 4.14 ms
# against 5.21 in registers on level1/23's kernel): the GPU-gated lit test,
# then level1/23 through the harness at budget 1.
#   bash utils/gpu-check/session18-call6.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=300 bash "$s" gpu-lit "$out/lit" Search/gpu-softmax-rows-cuda.test > "$out/lit.txt" 2>&1
tail -n 3 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/23_*" KGEN_KB_BUDGET=1 KGEN_KB_JOBS=1 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=280 \
  KGEN_KB_WORK=/tmp/kb6 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -8
