#!/usr/bin/env bash
# Session 14, call 8 (H200): the agent's hello carries the validator's
# ceilings (the device's bandwidth) instead of the chip table's: the new
# GPU-gated test Search/gpu-agent-ceilings-cuda.test, and Validate/gpu.test.
#   bash utils/gpu-check/session14-call8.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_LIT_TIMEOUT=200 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-agent-ceilings-cuda.test Validate/gpu.test > "$out/lit.txt" 2>&1
tail -n 8 "$out/lit.txt"
