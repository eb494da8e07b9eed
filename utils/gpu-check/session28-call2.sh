#!/usr/bin/env bash
# Session 28, call 2 (issue #15): level-1 69 and 65's transposed
# convolutions with the implicit GEMM walking K as (kernel position,
# channel) (rewrite_conv_transpose_as_conv channels_innermost, one input
# window per K tile), against the modules of call 1 (KGEN_OLD_START: the
# old starts, made by the previous tools and carried in utils/gpu-check/conv/).
# Each module checked against PyTorch float64 (check-conv.py), then timed
# (call-overhead.py), then Nsight Compute on 69's GEMM.
#   bash utils/gpu-check/session28-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out" /tmp/s28b
for p in 69 65; do
  kgen-tune "$root/utils/gpu-check/conv/ct$p.mlir" --target=sm_90 --start-only \
    -o /tmp/s28b/start$p.mlir 2>&1 | tail -1
  python3 "$root/utils/gpu-check/wrap-kernel.py" /tmp/s28b/start$p.mlir > /tmp/s28b/ct$p.mlir
done
timeout 120 python3 "$root/utils/gpu-check/conv/check-conv.py" /tmp/s28b/chk \
  /tmp/s28b/ct69.mlir /tmp/s28b/ct65.mlir 2>&1 | tee "$out/check.txt" | grep -v Warn
timeout 150 python3 "$root/utils/gpu-check/call-overhead.py" /tmp/s28b/ov \
  /tmp/s28b/ct69.mlir /tmp/s28b/ct65.mlir > "$out/overhead.txt" 2>&1
tail -4 "$out/overhead.txt"
sections="--section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis"
timeout 150 ncu --target-processes all -k regex:kernel_kernel --launch-skip 1 --launch-count 1 $sections \
  python3 "$root/utils/gpu-check/call-overhead.py" /tmp/s28b/ncu /tmp/s28b/ct69.mlir \
  > "$out/ncu69.txt" 2>&1
echo "== ncu kgen 69 (exit $?)"
grep -E "Duration|Compute \(SM\) Throughput|Issue Slots Busy|Executed Ipc A|Achieved Occupancy|Registers Per|Warp Cycles Per Issued|L1/TEX Hit|L2 Hit|Executed Instructions  " "$out/ncu69.txt" | head -20
