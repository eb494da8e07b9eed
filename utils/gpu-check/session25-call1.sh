#!/usr/bin/env bash
# Session 25, call 1 (the only machine the session got; see
# docs/benchmarks/2026-12-06-session25.md):
#  1. level-1 47's sum over the middle dimension of 128x4096x4095, naive,
#     and pre-split by hand (reduce/split47: F partials per output,
#     contiguous or interleaved chunks, partials (b, f, j) or (f, b, j)),
#     each lowered naively and timed (call-overhead.py): which split the
#     bandwidth likes;
#  2. the tuner on it with gpu/reduction-partials alone (the naive
#     lowering's split, unroll and block size as knobs);
#  3. the GPU-gated tests of this session's changes (the strategy, the
#     validator's constant-output check on the device, its device checks
#     and poisons);
#  4. Nsight Compute on the naive kernels of 47 and on PyTorch's reduction
#     of the same shape (why the naive split reaches 85% of the bandwidth
#     where eager reaches 95%).
#   bash utils/gpu-check/session25-call1.sh OUT   # KGEN_CALL_PARTS="1 2" for some
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p "$bin" "$out" && tar -xJf "$root/.gpu/session/tools.tar.xz" -C "$bin"
mkdir -p "$root/build" && ln -sfn "$bin/bin" "$root/build/bin" && ln -sfn "$bin/lib" "$root/build/lib"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} PATH=$bin/bin:$PATH
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} KGEN_GPU_RUNTIME=$bin/lib/libkgen_gpu_runtime.so
export KGEN_STRATEGIES_DIR=$root/strategies
nvidia-smi -L
parts=" ${KGEN_CALL_PARTS:-1 2 3 4} "
part() { [[ "$parts" == *" $1 "* ]]; }
# 1.
if part 1; then
timeout 110 python3 "$root/utils/gpu-check/call-overhead.py" /tmp/split47 "$root/utils/gpu-check/overhead/47.mlir" \
  "$root"/utils/gpu-check/reduce/split47/f{16-contig-bfj,32-contig-bfj,32-inter-bfj,64-contig-bfj,64-inter-fbj,128-contig-bfj}.mlir \
  > "$out/split47.txt" 2>&1
tail -10 "$out/split47.txt"
fi
# 3.
if part 3; then
tests=""
for t in Search/gpu-reduction-partials-cuda.test Validate/constant-output-gpu.test \
         Validate/input-coverage-gpu.test Validate/device-checks.test Validate/poison-gpu.test; do
  if [ -f "$root/integration_test/$t" ] || [ -f "$root/test/$t" ]; then tests="$tests $t"; fi
done
KGEN_LIT_TIMEOUT=110 timeout 150 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" $tests \
  > "$out/lit.txt" 2>&1
grep -E "^(PASS|FAIL|UNSUPPORTED|XFAIL)|Passed|Failed" "$out/lit.txt" | tail -8
fi
# 2.
if part 2; then
timeout 150 kgen-tune "$root/utils/gpu-check/reduce/sum-dim1-47.mlir" --target=sm_90 \
  --strategy="$root/strategies/gpu/reduction-partials.mlir" --budget=10 --time-limit=120 \
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
# 4.
part 4 || exit 0
sections="--section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats --section WarpStateStats"
keys="Duration|DRAM Throughput|Memory Throughput|L2 Hit|Achieved Occupancy|Theoretical Occupancy|Registers Per|Block Size|Grid Size|Warp Cycles Per Issued|Stall Long|No Eligible|Mem Busy|Max Bandwidth"
timeout 90 ncu --target-processes all -k regex:main --launch-count 2 $sections \
  python3 "$root/utils/gpu-check/call-overhead.py" /tmp/ov "$root/utils/gpu-check/overhead/47.mlir" \
  > "$out/ncu-kgen47.txt" 2>&1
echo "== kgen 47 naive (ncu exit $?)"; grep -E "main_|$keys" "$out/ncu-kgen47.txt" | head -40
timeout 60 ncu --target-processes all -k regex:reduce --launch-count 1 $sections \
  python3 "$root/utils/gpu-check/reduce/torch-sum-dim1.py" > "$out/ncu-torch47.txt" 2>&1
echo "== torch sum dim1 (ncu exit $?)"; grep -E "reduce|$keys" "$out/ncu-torch47.txt" | head -24
