#!/usr/bin/env bash
# Session 27, call 2: the validator's GPU-gated tests after issue #18's
# per-row tolerances and integer outputs computed from floats (bbb4c09:
# the device compare kernel reads its row's maximum from a new row-max
# kernel), every GPU-gated test of integration_test/Validate.
#   bash utils/gpu-check/session27-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
mkdir -p "$out"
tests=()
for t in "$root"/integration_test/Validate/*.test; do
  grep -q "REQUIRES:.*cuda-device" "$t" && tests+=("Validate/$(basename "$t")")
done
KGEN_LIT_TIMEOUT=${KGEN_LIT_TIMEOUT:-300} timeout 330 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  "${tests[@]}" > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL|TIMEOUT)|Passed|Failed|Timed" "$out/lit.txt" | tail -16
