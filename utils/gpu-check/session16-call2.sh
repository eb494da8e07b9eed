#!/usr/bin/env bash
# Session 16, call 2 (H200): the runtime's stream-ordered pool allocations
# (cuMemAllocAsync / cuMemFreeAsync) and the unpoisoned timed calls on the
# GPU-gated runtime and validator tests; then, through the harness (budget
# 1), the cross-entropy (its log-softmax now a log-sum-exp of the rows, on
# gpu/rowwise-block), the reductions and norms with temporaries, and the
# level-1 memory-bound problems call 1 did not reach.
#   bash utils/gpu-check/session16-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=150 bash "$s" gpu-lit "$out/lit" \
  Runtime/cuda-device.test Runtime/cuda-device-mlir-program.test Runtime/oom-torch-cuda.test \
  Validate/gpu.test Validate/device-checks.test Search/gpu-reduction-cols-cuda.test > "$out/lit.txt" 2>&1
tail -n 8 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/95_* level1/47_* level1/37_* level1/33_* level1/23_* level1/39_* level1/45_* level1/49_* level1/51_* level1/53_*" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=380 KGEN_KB_TIMEOUT=420 KGEN_KB_WORK=/tmp/kb2 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
