#!/usr/bin/env bash
# Session 20, call 3 (H200): call 2's split-K lit test, then call 1's
# harness run (the dev set's level-1 matmuls and the matmul forms outside
# it, budget 2) with a shorter limit, in one call.
#   bash utils/gpu-check/session20-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_LIT_TIMEOUT=120 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-gemm-split-k-cuda.test > "$out/lit.txt" 2>&1
tail -n 3 "$out/lit.txt"
KGEN_KB_TIME_LIMIT=200 KGEN_KB_TIMEOUT=240 bash "$root/utils/gpu-check/session20-call1.sh" "$out"
