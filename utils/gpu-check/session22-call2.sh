#!/usr/bin/env bash
# Session 22, call 2: the level-2 GEMM problems call 1's harness limit cut
# off (39, 41, 45, 51, 53, 55, 59), budget 1, with a longer limit.
#   bash utils/gpu-check/session22-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
nvidia-smi -L
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level2/39_* level2/41_* level2/45_* level2/51_* level2/53_* level2/55_* level2/59_*}" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-1} KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-480} \
KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-540} KGEN_KB_WORK=/tmp/kb2 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
