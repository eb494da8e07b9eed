#!/usr/bin/env bash
# Session 19, call 2 (H200): kgen.lp_normalize (level1/39's x / ||x||_2,
# raised from the importer's ReduceL2 and Div) through gpu/softmax-rows:
# the GPU-gated lit test (softmax family and norms), level1/39's kernel at
# knob points (rows of 65535: 32-bit accesses), then level1/39 through the
# harness at budget 1.
#   bash utils/gpu-check/session19-call2.sh OUT
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
KGEN_POOL_STRATEGY=gpu/softmax-rows KGEN_POOL_KERNELS=l2norm-39 \
  bash "$root/utils/gpu-check/pool-knobs.sh" "$out/knobs" '{}' '{"stage": 1}' \
  '{"threads": 1024, "vector": 16, "cluster": 4}' '{"threads": 512, "vector": 32, "cluster": 4}' \
  '{"threads": 256, "vector": 32, "cluster": 8}' > "$out/table.md"
rm -f "$out"/knobs*/*.mlir "$out"/knobs*/*.json
KGEN_KB_PROBLEMS="level1/39_*" KGEN_KB_BUDGET=1 KGEN_KB_JOBS=1 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=280 \
  KGEN_KB_WORK=/tmp/kb2 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
cat "$out/table.md"
sed -n '/^problem /,$p' "$out/kb.txt" | head -8
