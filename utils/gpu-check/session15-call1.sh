#!/usr/bin/env bash
# Session 15, call 1 (H200): gpu/group-norm (transform.kgen.normalize_groups)
# on its GPU-gated test, the agent-ceilings test not run in session 14, and
# the dev-set problems with a group norm over spatial dimensions through the
# harness (level1/35; level2 conv + group norm chains).
#   bash utils/gpu-check/session15-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=150 bash "$s" gpu-lit "$out/lit" \
  Search/gpu-group-norm-cuda.test Search/gpu-agent-ceilings-cuda.test > "$out/lit.txt" 2>&1
tail -n 6 "$out/lit.txt"
KGEN_KB_PROBLEMS="level1/35_* level2/21_* level2/23_* level2/19_* level2/27_* level2/83_* level2/85_* level2/61_* level2/11_*" \
KGEN_KB_BUDGET=2 KGEN_KB_JOBS=3 KGEN_KB_TIME_LIMIT=380 KGEN_KB_TIMEOUT=420 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 16 "$out/kb.txt"
