#!/usr/bin/env bash
# Session 25, call 1: Nsight
# Compute on level-1 47's naive kernels and on PyTorch's reduction of the
# same shape (why the naive split reduction reaches 85% of the bandwidth
# where eager reaches 95%), hand-split variants of it, the tuner on it with
# gpu/reduction-partials, then the harness at budget 1 on level-2 33
# (BatchNorm statistics through gpu/reduction-cols after session 24's fix)
# and level-1 95 (cross-entropy).
#   bash utils/gpu-check/session25-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p "$bin" "$out" && tar -xJf "$root/.gpu/session/tools.tar.xz" -C "$bin"
mkdir -p "$root/build" && ln -sfn "$bin/bin" "$root/build/bin" && ln -sfn "$bin/lib" "$root/build/lib"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} PATH=$bin/bin:$PATH
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} KGEN_GPU_RUNTIME=$bin/lib/libkgen_gpu_runtime.so
nvidia-smi -L
sections="--section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats"
keys="Duration|DRAM Throughput|Memory Throughput|L1/TEX Hit|L2 Hit|Achieved Occupancy|Theoretical Occupancy|Registers Per|Block Size|Grid Size|Waves Per SM|Warp Cycles Per Issued|Stall|No Eligible|Issued Warp|Block Limit|Mem Busy|Max Bandwidth"
timeout 200 ncu --target-processes all -k regex:main --launch-count 2 $sections \
  python3 "$root/utils/gpu-check/call-overhead.py" /tmp/ov "$root/utils/gpu-check/overhead/47.mlir" \
  > "$out/ncu-kgen47.txt" 2>&1
echo "== kgen 47 naive (ncu exit $?)"; grep -E "main_|$keys" "$out/ncu-kgen47.txt" | head -60
timeout 120 ncu --target-processes all -k regex:reduce --launch-count 1 $sections \
  python3 "$root/utils/gpu-check/reduce/torch-sum-dim1.py" > "$out/ncu-torch47.txt" 2>&1
echo "== torch sum dim1 (ncu exit $?)"; grep -E "reduce|$keys" "$out/ncu-torch47.txt" | head -40
# The same reduction pre-split by hand (reduce/split47: F partials per
# output, contiguous or interleaved chunks, partials (b, f, j) or (f, b, j)),
# each lowered naively: which split the bandwidth likes.
python3 "$root/utils/gpu-check/call-overhead.py" /tmp/split47 "$root/utils/gpu-check/overhead/47.mlir" \
  "$root"/utils/gpu-check/reduce/split47/*.mlir > "$out/split47.txt" 2>&1
tail -14 "$out/split47.txt"
# The tuner on it with gpu/reduction-partials alone (the naive lowering's
# split, unroll and block size as knobs): the trials' knobs and times.
timeout 260 kgen-tune "$root/utils/gpu-check/reduce/sum-dim1-47.mlir" --target=sm_90 \
  --strategy="$root/strategies/gpu/reduction-partials.mlir" --budget=14 --time-limit=230 \
  --report="$out/tune47.json" > "$out/tune47.txt" 2>&1
echo "== kgen-tune 47 reduction-partials (exit $?)"
python3 - "$out/tune47.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
ks = r.get("kernels", [r])
for k in ks:
    print("naive_ms", k.get("naive_ms"), "best_ms", k.get("best_ms"))
    for t in k.get("trials", []):
        print(t.get("verdict"), t.get("median_ms"), json.dumps(t.get("knobs")))
PY
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level2/33_* level1/95_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-3} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-120} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-135} \
KGEN_KB_WORK=/tmp/kb1 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -40
