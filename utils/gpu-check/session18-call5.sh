#!/usr/bin/env bash
# Session 18, call 5 (H200): gpu/softmax-rows with the thread's elements
# staged in shared memory (stage 2: 32 registers, so that two blocks of a
# row's cluster share a multiprocessor and one loads while the other waits
# on its cluster): the GPU-gated lit test, level1/23's softmax kernel at
# knob points of both stages, then level1/23 through the harness (budget 1).
#   bash utils/gpu-check/session18-call5.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=300 bash "$s" gpu-lit "$out/lit" Search/gpu-softmax-rows-cuda.test > "$out/lit.txt" 2>&1
tail -n 3 "$out/lit.txt"
bin=/tmp/kgen-session
mkdir -p $bin && tar -xJf "$root/.gpu/session/tools.tar.xz" -C $bin
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
KGEN_POOL_STRATEGY=gpu/softmax-rows KGEN_POOL_KERNELS=softmax-23 \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" '{}' \
  '{"threads": 512, "vector": 48, "stage": 2}' '{"threads": 1024, "vector": 24, "stage": 2}' > "$out/table.md"
rm -f "$out"/knobs*/*.mlir "$out"/knobs*/*.json
KGEN_KB_PROBLEMS="level1/23_*" KGEN_KB_BUDGET=1 KGEN_KB_JOBS=1 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=280 \
  KGEN_KB_WORK=/tmp/kb5 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
cat "$out/table.md"
sed -n '/^problem /,$p' "$out/kb.txt" | head -8
