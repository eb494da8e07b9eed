#!/usr/bin/env bash
# Session 24, call 1 (H100/H200): the validator's GPU-gated tests (the two
# runs' different poisons, never run on a GPU before), then issue #16's
# level-1 memory-bound dev problems (all but the six elementwise ones)
# through the harness at budget 1, eager and torch.compile in the same call.
#   bash utils/gpu-check/session24-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
KGEN_LIT_TIMEOUT=170 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Validate/poison-gpu.test Validate/device-checks.test Validate/gpu.test \
  Validate/reference-gpu.test > "$out/lit.txt" 2>&1
tail -25 "$out/lit.txt"
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/23_* level1/33_* level1/35_* level1/37_* level1/39_* level1/41_* level1/43_* level1/45_* level1/47_* level1/49_* level1/51_* level1/53_* level1/89_* level1/91_* level1/93_* level1/95_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-5} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-380} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-400} \
KGEN_KB_WORK=/tmp/kb1 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -60
