#!/usr/bin/env bash
# Session 17, call 2 (H200): the conv-transpose GPU test with the phase
# kernels, then every level-1 convolution of the dev set through the
# harness at budget 1 (the heuristic start), after the phase split of
# strided transposed convolutions (issue #15's table).
#   bash utils/gpu-check/session17-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=200 bash "$s" gpu-lit "$out/lit" \
  Search/gpu-conv-transpose-tiles-cuda.test > "$out/lit.txt" 2>&1
tail -n 5 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/55_* level1/57_* level1/59_* level1/61_* level1/63_* level1/65_* level1/67_* level1/69_* level1/71_* level1/79_* level1/83_* level1/85_* level1/87_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=400 KGEN_KB_TIMEOUT=440 KGEN_KB_WORK=/tmp/kb2 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
