#!/usr/bin/env bash
# The next session's device call for the TMA race of session 37
# (docs/benchmarks/2026-12-07-session37.md, "The failed candidates").
#   bash utils/gpu-check/session38.sh OUT tma-race
#     The candidate session 37's searches proposed in every GEMM (3xTF32
#     warpgroup MMA, 128x64 tiles, 5 stages, packed operands by TMA, a
#     separate epilogue; inputs/tma-race-candidate.mlir, made by kgen-tune
#     --knobs from inputs/matmul-mish-1024x8192.mlir before the strategy
#     stopped searching `tma`): kgen-validate 5 times with other seeds
#     (how often it fails), then the same point on a 256^3 matmul
#     (inputs/tma-race-candidate-256.mlir, from
#     integration_test/Search/Inputs/matmul.mlir) under compute-sanitizer's
#     memcheck and racecheck (which follow the validator's worker process).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
in=$root/utils/gpu-check/inputs
case "${2:-tma-race}" in
tma-race)
  for seed in 1 2 3 4 5; do
    timeout 60 kgen-validate "$in/matmul-mish-1024x8192.mlir" \
      --candidate="$in/tma-race-candidate.mlir" --target=sm_90a \
      --precision=strict --no-time --seed=$seed 2>&1 | grep "kgen-validate:" | tail -1
  done | tee "$out/validate.txt"
  for tool in memcheck racecheck; do
    timeout 200 compute-sanitizer --tool $tool --print-limit 20 \
      kgen-validate "$root/integration_test/Search/Inputs/matmul.mlir" \
      --candidate="$in/tma-race-candidate-256.mlir" --target=sm_90a \
      --precision=strict --no-time --seed=1 > "$out/$tool.txt" 2>&1
    echo "## $tool"; grep -v "^=========     \(Host\|    \)" "$out/$tool.txt" | head -30
  done
  ;;
esac
exit 0
