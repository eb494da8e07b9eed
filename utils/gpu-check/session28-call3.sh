#!/usr/bin/env bash
# Session 28, call 3 (issue #15): the dev set's level-1 convolutions
# (transposed and standard) through the KernelBench harness at budget 1
# per kernel (eager and torch.compile in the same call), after the
# implicit GEMM's (kernel position, channel) K order (commits 5682a2f,
# 82342b1); then the GPU-gated lit tests of the convolution and GEMM
# kernels.
# KGEN_KB_PROBLEMS overrides the set.
#   bash utils/gpu-check/session28-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out"
problems=""
for p in 69 65 55 63 67 57 71 81 61 73 75 77 79; do problems+=" level1/${p}_*"; done
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-$problems}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-3} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-400} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-470} \
KGEN_KB_WORK=/tmp/kb28 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
timeout 100 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-conv-transpose-tiles-cuda.test Search/gpu-conv-gemm-cuda.test \
  Search/gpu-gemm-mma-cuda.test > "$out/lit.txt" 2>&1
tail -6 "$out/lit.txt"
