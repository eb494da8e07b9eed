#!/usr/bin/env bash
# Session 12, call 2 (H200): gpu/rowwise-grouped (group norms over [N, C]
# rows): its GPU-gated lit test, then the harness on the level-2 GEMM
# problems with group norms (37, 75) and 45 at a budget of one trial per
# kernel (3), each problem's tune log brought back.
#   bash utils/gpu-check/session12-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Search/gpu-rowwise-grouped-cuda.test > "$out/lit.txt" 2>&1
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level2/37_* level2/75_* level2/45_*}" \
KGEN_KB_BUDGET=${KGEN_KB_BUDGET:-3} KGEN_KB_JOBS=2 KGEN_KB_TIME_LIMIT=330 KGEN_KB_TIMEOUT=370 \
KGEN_KB_WORK=/tmp/kb2 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
(cd /tmp/kb2 && find . -name tune.log | tar -czf "$out/tunelogs.tgz" -T -) 2>/dev/null
rm -f "$out/kb/logs.tgz"
grep -E "PASS|FAIL|Passed|Failed" "$out/lit.txt" | head
tail -n 14 "$out/kb.txt"
