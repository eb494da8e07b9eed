#!/usr/bin/env bash
# Session 21, call 4 (H200): the dev set's level-2 Gemm/Matmul + epilogue
# problems through the harness at budget 2, against eager and
# torch.compile in the same call (issue #14's third benchmark).
#   bash utils/gpu-check/session21-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
KGEN_KB_PROBLEMS="level2/9_* level2/29_* level2/33_* level2/37_* level2/39_* level2/41_* level2/45_* level2/51_* level2/53_* level2/55_* level2/59_* level2/63_* level2/75_* level2/81_* level2/95_* level2/97_* level2/99_*" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-2} KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-430} \
KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-520} KGEN_KB_WORK=/tmp/kb4 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -30
