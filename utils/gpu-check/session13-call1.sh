#!/usr/bin/env bash
# Session 13, call 1 (H200): gpu/pooling-nd rewritten (the pool reads its
# input in its body, the padding absorbed; leading loops collapsed; one
# output per thread along the innermost dimension, coalesced; the thread's
# accumulator private), on the dev set's level-1 pools (41 max 1-D, 43 max
# 3-D, 45 average 2-D), and the other memory-bound problems below
# torch.compile (23 softmax, 95 cross-entropy, 47 sum) at this build.
#   bash utils/gpu-check/session13-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_KB_PROBLEMS="level1/41_* level1/43_* level1/45_* level1/23_* level1/95_* level1/47_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=3 \
KGEN_KB_TIME_LIMIT=400 KGEN_KB_TIMEOUT=560 KGEN_KB_WORK=/tmp/kb1 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 14 "$out/kb.txt"
