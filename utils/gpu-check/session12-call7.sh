#!/usr/bin/env bash
# Session 12, call 7 (H200): the final build's GPU-gated tests that today's
# last changes touch: gpu/rowwise-grouped (after the reciprocal change and
# the supervisor's move), KgenModule's device checks (meta tensors), and the
# harness end to end.
#   bash utils/gpu-check/session12-call7.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_LIT_TIMEOUT=150 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Search/gpu-rowwise-grouped-cuda.test KernelBench/aot-gpu.test KernelBench/harness-gpu.test > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL)|Passed|Failed" "$out/lit.txt"
