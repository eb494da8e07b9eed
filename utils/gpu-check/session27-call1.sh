#!/usr/bin/env bash
# Session 27: issue #16's benchmark, the dev set's level-1 memory-bound
# problems (elementwise, reductions, softmax family, norms, pooling, scans,
# losses) through the KernelBench harness at budget 1 per kernel, eager and
# torch.compile in the same call, then bandwidth-table.py's table (minimal
# traffic, achieved TB/s, fraction of the 4.24 TB/s copy ceiling).
# Two groups so that each fits a 10-minute call (KGEN_CALL_GROUP=a or b):
#   a: the elementwise problems, softmax, batch/group/Frobenius norm,
#      pooling 1-D/3-D, the scans, cross-entropy;
#   b: the L2 norm, 2-D average pooling, the four reductions over a
#      dimension, triplet-margin loss (the slow ones of session 16).
#   bash utils/gpu-check/session27-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out"
case "${KGEN_CALL_GROUP:-a}" in
  a) set_="5_* 19_* 21_* 25_* 27_* 29_* 31_* 23_* 33_* 35_* 37_* 41_* 43_* 89_* 91_* 93_* 95_*" ;;
  b) set_="39_* 45_* 47_* 49_* 51_* 53_* 99_*" ;;
  *) echo "KGEN_CALL_GROUP must be a or b" >&2; exit 2 ;;
esac
if [ "${KGEN_CALL_GROUP:-a}" = b ]; then
  # The split's lane placement (commit 240405f) on one machine: the naive
  # lowering of level-1 47 (now partials [B, F, C]) beside the hand-split
  # modules in the old layout (lanes first, [F, B, C]) and the new one.
  timeout 120 python3 "$root/utils/gpu-check/call-overhead.py" /tmp/split47 \
    "$root/utils/gpu-check/overhead/47.mlir" \
    "$root"/utils/gpu-check/reduce/split47/f32-inter-{fbj,bfj}.mlir > "$out/split47.txt" 2>&1
  tail -6 "$out/split47.txt"
fi
problems=""
for p in $set_; do problems+=" level1/$p"; done
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-$problems}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-5} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-470} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-530} \
KGEN_KB_WORK=/tmp/kb27 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -40
python3 "$root/utils/gpu-check/bandwidth-table.py" "$out/kb/results.json" | tee "$out/table.md"
