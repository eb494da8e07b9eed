#!/usr/bin/env bash
# Session 16, call 1 (H200): the level-1 memory-bound problems of the dev
# set (issue #16's benchmark: elementwise, reductions, softmax, norms,
# pooling, scans, losses) through the harness at today's build, budget 1.
# Minimal bytes per problem come from results.json (inputs + outputs).
#   bash utils/gpu-check/session16-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level1/19_* level1/21_* level1/23_* level1/25_* level1/27_* level1/29_* level1/31_* level1/5_* level1/33_* level1/35_* level1/37_* level1/39_* level1/41_* level1/43_* level1/45_* level1/47_* level1/49_* level1/51_* level1/53_* level1/89_* level1/91_* level1/93_* level1/95_* level1/99_*" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-1} KGEN_KB_JOBS=4 KGEN_KB_TIME_LIMIT=480 KGEN_KB_TIMEOUT=560 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
tail -n 30 "$out/kb.txt"
