#!/usr/bin/env bash
# Session 29, call 4 (issue #15, for an H200): level-1 69 (the one level-1
# convolution below 0.5x eager on the H200 in session 17), 63 (out of
# memory in PyTorch's export on the H100), 65 and 55 through the harness at
# budget 1 per kernel, eager and torch.compile in the same call.
#   bash utils/gpu-check/session29-call4.sh OUT
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/69_* level1/63_* level1/65_* level1/55_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-4} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-240} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-300} \
KGEN_KB_WORK=/tmp/kb29c4 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -12
