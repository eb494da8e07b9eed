#!/usr/bin/env bash
# Session 17, call 4 (H200): every phase of a strided transposed
# convolution into a fill now fills its own slice (its GEMM starts from the
# constant instead of reading the result through a strided view), also
# where some outputs receive no product (the whole fill stays for them):
# the conv-transpose GPU test, then the strided transposed convolutions
# through the harness at budget 1.
#   bash utils/gpu-check/session17-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=200 bash "$s" gpu-lit "$out/lit" \
  Search/gpu-conv-transpose-tiles-cuda.test > "$out/lit.txt" 2>&1
tail -n 5 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/81_* level1/73_* level1/75_* level1/77_* level1/79_* level2/93_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 KGEN_KB_WORK=/tmp/kb4 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -20
