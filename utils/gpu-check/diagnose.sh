#!/usr/bin/env bash
#===- diagnose.sh - session 8's diagnosis of two wrong answers ------------===#
#
#   utils/gpu-check/session.sh diagnose OUT [kernels]
#                                  # GPU host, after source .gpu/llvm-min/unpack.sh
#                                  #  (session.sh sets up the bundled tools)
#
# Session 8, call 3 (docs/benchmarks/2026-12-01-session8-h200.md): with the
# naive mapping's vectors, level1/33_BatchNorm was WRONG against PyTorch
# and device-checks.test's skip candidate passed trial 1. This runs the
# skip candidate with the device and the host checks, the same under
# compute-sanitizer's memcheck (every process), and a small batch norm
# (problems/batchnorm_small.py) through the harness against PyTorch; with
# `kernels`, the batch norm's kernels one by one.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/utils/gpu-check
out=${1:?usage: session.sh diagnose OUT [kernels]}
mkdir -p "$out"
inputs=$root/integration_test/Validate/Inputs
if [ "${2:-}" = kernels ]; then
  # Call 5: the batch norm's kernels one by one (diagnose/: its two
  # partitioned kernels at 8x16x64x64, its sum over n, h, w alone, its
  # centering alone), each lowered for the GPU and checked against the
  # float64 reference computed on the host (CPU lowering, no GPU mapping).
  for f in "$here"/diagnose/bn_*.mlir; do
    echo "== $(basename "$f")"
    kgen-validate "$f" --target=sm_90 --reference=host --checks=host --no-time \
      --json="$out/$(basename "$f" .mlir).json" 2>&1 | head -2
  done
  exit 0
fi
for checks in device host; do
  echo "== skip candidate, checks=$checks"
  kgen-validate "$inputs/hardtanh.mlir" --candidate="$inputs/hardtanh-skip.mlir" \
    --target=sm_90 --checks=$checks --no-time --seed=11 --json="$out/skip-$checks.json" 2>&1 | tail -3
done
echo "== skip candidate under memcheck"
timeout 120 compute-sanitizer --tool memcheck --target-processes all \
  kgen-validate "$inputs/hardtanh.mlir" --candidate="$inputs/hardtanh-skip.mlir" \
  --target=sm_90 --checks=device --no-time --seed=11 > "$out/memcheck.log" 2>&1
grep -E "ERROR SUMMARY|Invalid|misaligned|WRONG|OK" "$out/memcheck.log" | head -20
echo "== small batch norm through the harness"
(cd "$root/utils/kernelbench" &&
  timeout 200 python3 -m kgen_kernelbench.harness "$root/utils/gpu-check/problems/batchnorm_small.py" \
    --target=sm_90 --budget=0 --out="$out/bn" --reps=3 --warmup=1 > "$out/bn.log" 2>&1)
tail -n 12 "$out/bn.log"
