#!/usr/bin/env bash
# Session 15, call 3 (H200): the dev-set problems with a group norm over
# spatial dimensions through the harness twice in one call, with the
# strategies as committed and with a copy without gpu/group-norm (the group
# norm kernels then run the naive lowering, as before this session), at the
# same budget; the logs kept for the per-kernel figures.
#   bash utils/gpu-check/session15-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
problems="level1/35_* level2/21_* level2/23_* level2/19_* level2/27_* level2/83_* level2/85_* level2/61_* level2/11_*"
KGEN_KB_PROBLEMS="$problems" KGEN_KB_BUDGET=2 KGEN_KB_JOBS=3 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=270 \
KGEN_KB_WORK=/tmp/kb3a bash "$s" kernelbench "$out/with" > "$out/with.txt" 2>&1
rm -rf /tmp/strategies-without && cp -r "$root/strategies" /tmp/strategies-without &&
  rm /tmp/strategies-without/gpu/group-norm.mlir
KGEN_STRATEGIES_DIR=/tmp/strategies-without \
KGEN_KB_PROBLEMS="$problems" KGEN_KB_BUDGET=2 KGEN_KB_JOBS=3 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=270 \
KGEN_KB_WORK=/tmp/kb3b bash "$s" kernelbench "$out/without" > "$out/without.txt" 2>&1
for v in with without; do echo "== $v gpu/group-norm"; grep -A11 "^problem " "$out/$v.txt" | head -12; done
