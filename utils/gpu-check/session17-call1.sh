#!/usr/bin/env bash
# Session 17, call 1 (H200): strided transposed convolutions split into
# stride-1 output phases (transform.kgen.split_conv_transpose_phases in
# gpu/conv-transpose's implicit start, the elementwise chain after it one
# generic), and host buffers in the synchronous forms (one wait per call):
# GPU-gated tests, then the harness (budget 1: the heuristic start) on the
# strided transposed convolutions, a stride-1 one, and problems with
# temporaries.
#   bash utils/gpu-check/session17-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=200 bash "$s" gpu-lit "$out/lit" \
  Search/gpu-conv-transpose-tiles-cuda.test Validate/gpu.test \
  Search/gpu-scan-cuda.test Runtime/oom-torch-cuda.test > "$out/lit.txt" 2>&1
tail -n 8 "$out/lit.txt"
KGEN_KB_PROBLEMS="level2/93_* level1/81_* level1/73_* level1/75_* level1/77_* level1/57_* level1/95_* level1/47_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -30
