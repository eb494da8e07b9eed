#!/usr/bin/env bash
# Session 16, call 3 (H200): host code that chains a call's launches on one
# stream (gpu-async-region; static temporaries allocated at the function's
# start) with the runtime's pool allocations: GPU-gated validator and
# strategy tests, then the harness (budget 1) on the problems whose kernels
# launch several times or use temporaries.
#   bash utils/gpu-check/session16-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=150 bash "$s" gpu-lit "$out/lit" \
  Validate/gpu.test Validate/device-checks.test Search/gpu-reduction-cols-cuda.test \
  Search/gpu-scan-cuda.test Runtime/oom-torch-cuda.test > "$out/lit.txt" 2>&1
tail -n 6 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/95_* level1/33_* level1/37_* level1/47_* level1/23_* level1/39_* level1/35_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=280 KGEN_KB_TIMEOUT=320 KGEN_KB_WORK=/tmp/kb3 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -30
