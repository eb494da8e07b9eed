#!/usr/bin/env bash
# Session 24, call 4: with the device time left (about 260 s with the
# machine's start), only the GPU-gated tests of this session's changes:
# gpu/reduction-cols after its fix (15 validations on the device, the
# BatchNorm-statistics inputs included) and the naive lowering's vectors
# and reductions (the fill folded into the accumulator's initial value).
#   bash utils/gpu-check/session24-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
KGEN_LIT_TIMEOUT=100 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-reduction-cols-cuda.test Validate/naive-vectors-gpu.test \
  > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|TIMEOUT)|Passed|Failed|Timed" "$out/lit.txt" | tail -8
