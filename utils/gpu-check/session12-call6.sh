#!/usr/bin/env bash
# Session 12, call 6 (H200): the final build on level2/37 and 75 (GEMM +
# group norm) and 45 (GEMM + sigmoid + GEMM + logsumexp), one problem at a
# time (KGEN_KB_JOBS=1), budget 3, each problem's tune log brought back.
#   bash utils/gpu-check/session12-call6.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level2/37_* level2/75_* level2/45_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=1 \
KGEN_KB_TIME_LIMIT=260 KGEN_KB_TIMEOUT=300 KGEN_KB_WORK=/tmp/kb6 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
(cd /tmp/kb6 && find . -name tune.log | tar -czf "$out/tunelogs.tgz" -T -) 2>/dev/null
rm -f "$out/kb/logs.tgz"
tail -n 10 "$out/kb.txt"
