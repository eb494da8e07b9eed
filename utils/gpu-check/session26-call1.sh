#!/usr/bin/env bash
# Session 26, call 1: the norms' statistics in one pass (shifted sums,
# commit 51137af) and the fixes to session 25's GPU-gated tests.
#  1. the KernelBench harness at budget 1 per kernel on the norms: level-1
#     33 (BatchNorm, training statistics: kgen-one-pass-moments), level-2 3
#     (a layer norm that no strategy claims: the naive lowering's shifted
#     sums) and 21 (a group norm); the same problems ran in session 26's
#     session25-validate.sh call on the same kind of card before the change;
#  2. the GPU-gated tests: moments-gpu (the shifted sums validated on the
#     device), and the two session-25 tests fixed after that call;
#  3. the tuner on level-1 47 with gpu/reduction-partials alone.
#   bash utils/gpu-check/session26-call1.sh OUT   # KGEN_CALL_PARTS="1 2" for some
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
mkdir -p "$out"
nvidia-smi -L
parts=" ${KGEN_CALL_PARTS:-1 2 3} "
part() { [[ "$parts" == *" $1 "* ]]; }
if part 1; then
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/33_* level2/3_* level2/21_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-3} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-200} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-230} \
KGEN_KB_WORK=/tmp/kb26 \
  timeout 280 bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -24
fi
if part 2; then
KGEN_LIT_TIMEOUT=150 timeout 170 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
  Validate/moments-gpu.test Validate/naive-vectors-gpu.test Search/gpu-reduction-partials-cuda.test \
  > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL|TIMEOUT)|Passed|Failed|Timed" "$out/lit.txt" | tail -8
fi
if part 3; then
timeout 130 kgen-tune "$root/utils/gpu-check/reduce/sum-dim1-47.mlir" --target=sm_90 \
  --strategy="$root/strategies/gpu/reduction-partials.mlir" --budget=10 --time-limit=100 \
  --report="$out/tune47.json" > "$out/tune47.txt" 2>&1
echo "== kgen-tune 47 reduction-partials (exit $?)"
python3 - "$out/tune47.json" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except Exception as e:
    sys.exit("no report: %s" % e)
print("naive_ms", r.get("naive_ms"), "best_ms", r.get("best_ms"))
for t in r.get("trials", []):
    print(t.get("verdict"), t.get("median_ms"), json.dumps(t.get("knobs")))
PY
fi
