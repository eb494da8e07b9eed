#!/usr/bin/env bash
# Session 28, call 1 (issue #15): where level-1 69's transposed convolution
# (64x64x128x256, 128 filters of 3x5, stride 1; 0.40x eager in session 17)
# spends its time. The heuristic start of 69 and 65 (kgen-tune
# --start-only, wrapped by wrap-kernel.py: gemm_pipelined's implicit GEMM, 3xTF32) timed by
# call-overhead.py; Nsight Compute on 69's GEMM kernel (issue slots, stall
# reasons, pipes); PyTorch eager's cuDNN kernels for the same convolutions.
#   bash utils/gpu-check/session28-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out" /tmp/s28
for p in 69 65; do
  kgen-tune "$root/utils/gpu-check/conv/ct$p.mlir" --target=sm_90 --start-only \
    -o /tmp/s28/start$p.mlir 2>&1 | tail -1
  python3 "$root/utils/gpu-check/wrap-kernel.py" /tmp/s28/start$p.mlir > /tmp/s28/ct$p.mlir
done
timeout 150 python3 "$root/utils/gpu-check/call-overhead.py" /tmp/s28/ov \
  /tmp/s28/ct69.mlir /tmp/s28/ct65.mlir > "$out/overhead.txt" 2>&1
tail -4 "$out/overhead.txt"
[ -n "${KGEN_SKIP_TORCH:-}" ] || timeout 60 python3 "$root/utils/gpu-check/conv/torch-ct.py" > "$out/torch.txt" 2>&1
cat "$out/torch.txt"
sections="--section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats --section Occupancy --section LaunchStats --section WarpStateStats --section MemoryWorkloadAnalysis"
timeout 150 ncu --target-processes all -k regex:kernel_kernel --launch-skip 1 --launch-count 1 $sections \
  python3 "$root/utils/gpu-check/call-overhead.py" /tmp/s28/ncu /tmp/s28/ct69.mlir \
  > "$out/ncu69.txt" 2>&1
echo "== ncu kgen 69 (exit $?)"
grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|Issue Slots Busy|Executed Ipc A|Issued Ipc|Achieved Occupancy|Theoretical Occupancy|Registers Per|Block Size|Grid Size|Warp Cycles Per Issued|Stall|No Eligible|One or More|L1/TEX Hit|L2 Hit|Bank|Pipe|Executed Instructions  " "$out/ncu69.txt" | head -60
