#!/usr/bin/env bash
# Session 14, call 4 (H200): the report's bandwidth ceiling from the timed
# device (2 x memory clock x bus width) instead of the chip table's sm_90
# row (an H100's 3350 GB/s, so that an H200 kernel at 3.2 TB/s stopped the
# search as "within 95% of the roofline"): the GPU-gated validator test, and
# level1/89 (cumsum) through the harness at budget 3, whose tune stopped
# after its start in session 11.
#   bash utils/gpu-check/session14-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bash "$s" gpu-lit "$out/lit" Validate/gpu.test > "$out/lit.txt" 2>&1
KGEN_KB_PROBLEMS="level1/89_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=1 \
KGEN_KB_TIME_LIMIT=200 KGEN_KB_TIMEOUT=300 KGEN_KB_WORK=/tmp/kb4 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
tar -xzf "$out/kb/logs.tgz" -C "$out/kb" 2>/dev/null; rm -f "$out/kb/logs.tgz"
grep -rh "roofline\|heuristic\|random\|evolution\|best" "$out/kb" --include=*.log 2>/dev/null | head -n 20
tail -n 4 "$out/lit.txt"
tail -n 8 "$out/kb.txt"
