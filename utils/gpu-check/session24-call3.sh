#!/usr/bin/env bash
# Session 24, call 3: gpu/reduction-cols after its fix (the last op over
# the reduction's input tiled by columns: the BatchNorm statistics kernels
# of level-2 33, 39, 41 and 97 had a per-thread memref.alloc in the launch)
# and the naive mapping's fill folded into the accumulator's init: the
# strategy's GPU-gated test, then the harness at budget 1 per kernel on
# level-2 33 (BatchNorm), level-1 47 (a sum over a dimension) and 95 (its
# cross-entropy): the device time left allowed no more.
#   bash utils/gpu-check/session24-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
KGEN_LIT_TIMEOUT=170 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-reduction-cols-cuda.test \
  > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL)|Passed|Failed" "$out/lit.txt" | tail -8
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level2/33_* level1/47_* level1/95_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-4} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-110} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-125} \
KGEN_KB_WORK=/tmp/kb3 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -40
