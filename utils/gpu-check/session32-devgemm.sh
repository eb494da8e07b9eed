#!/usr/bin/env bash
# Session 32 (issue #21): the dev set's level-1 matmul and level-2 GEMM
# problems through the harness for sm_90a, where the automatic math is
# the warpgroup MMA's 3xTF32 under strict, at budget 1 per kernel; eager and
# torch.compile in the same call.
#   bash utils/gpu-check/session32-devgemm.sh OUT
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/13_* level1/15_* level1/17_* level1/7_* level2/29_* level2/33_* level2/37_* level2/39_* level2/41_* level2/45_* level2/51_* level2/53_* level2/55_* level2/59_* level2/63_* level2/75_* level2/81_* level2/95_* level2/97_* level2/99_* level2/9_*}" \
KGEN_KB_TARGET=${KGEN_KB_TARGET:-sm_90a} KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-6} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-300} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-340} \
KGEN_KB_WORK=/tmp/kb32 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -40
