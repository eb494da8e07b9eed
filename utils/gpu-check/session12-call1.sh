#!/usr/bin/env bash
# Session 12, call 1 (H200): where the time of a big-GEMM problem's tune
# goes (issue #14/#17): the validation protocol on the naive lowering of
# level2/45's second GEMM (reference time), then the harness at budget 1
# on the level-2 GEMM problems that lost in session 11 (45, 37, 75) and
# level1/35 (group norm), with each problem's tune log brought back.
#   bash utils/gpu-check/session12-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_VALIDATE_TIMEOUT=200 bash "$s" validate "$out/validate" \
  --kernels "$root/utils/gpu-check/big/matmul-16384x1024x4096.mlir" \
  "$root/utils/gpu-check/bench/matmul-4096.mlir" --timeout 150 > "$out/validate.txt" 2>&1
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level2/45_* level2/37_* level2/75_* level1/35_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=2 KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 \
KGEN_KB_WORK=/tmp/kb1 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
# Only the tune logs (the modules hold the weights: too large to bring back).
(cd /tmp/kb1 && find . -name tune.log -o -name '*.log' -size -2M | head -40 |
   tar -czf "$out/tunelogs.tgz" -T -) 2>/dev/null
rm -f "$out/kb/logs.tgz"
grep -E '^\|' "$out/validate.txt"
tail -n 30 "$out/kb.txt"
