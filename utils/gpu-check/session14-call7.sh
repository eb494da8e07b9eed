#!/usr/bin/env bash
# Session 14, call 7 (H200): every GPU-gated lit test at the session's final
# code (the validator's device bandwidth, gpu/pooling-nd's depthwise
# convolutions, gpu/reduction-cols' middle-axis form and private
# accumulator).
#   bash utils/gpu-check/session14-call7.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_LIT_TIMEOUT=500 timeout 540 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL|TIMEOUT)" "$out/lit.txt" | sort | uniq -c | sort -rn | head -40
tail -n 8 "$out/lit.txt"
