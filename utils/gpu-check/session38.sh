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
#   bash utils/gpu-check/session38.sh OUT all [CALL [RESUME]]
#     One call for everything, the GPU being scarce: the GPU lit tests of the
#     device reference handed to later workers (reference-gpu.test) and of
#     the device checks; session37.sh's GEMM tables; the dev set at budget
#     16, 4 problems at once, for what is left of CALL seconds (default 560)
#     less a minute (resumed from RESUME), with reference-cache-mib=0
#     (nothing handed over) if the lit tests failed; where each candidate's
#     measure_s went (tune-errors.py over the problems' tune.json). Seven
#     files come back: lit.txt, gemm.txt, kb.txt, tune-errors.txt,
#     results.json, logs.tgz and details.tgz (the rest).
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
all)
  bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" Validate/reference-gpu.test \
    Validate/constant-output-gpu.test Validate/gpu.test > "$out/lit.txt" 2>&1
  grep -E "^(PASS|FAIL|UNSUPPORTED):|lit exit" "$out/lit.txt"
  options="timeout=30"
  grep -q "^PASS: .*reference-gpu.test" "$out/lit.txt" || options="timeout=30 reference-cache-mib=0"
  echo "tune options: $options"
  bash "$root/utils/gpu-check/session37.sh" "$out/g" gemm > "$out/gemm.txt" 2>&1
  grep -A12 "^## " "$out/gemm.txt" | grep -E "^## |^\| [0-9]"
  limit=$((${3:-560} - SECONDS - 60))
  echo "dev set limit: $limit s"
  KGEN_KB_TUNE_OPTIONS="$options" KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=4 \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 40)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb38 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  grep -E "^(geomean|correct|reached|this run)" -i "$out/kb.txt" | head
  mkdir -p /tmp/kb38-logs && tar xzf "$out/kb/logs.tgz" -C /tmp/kb38-logs 2>/dev/null
  python3 "$root/utils/gpu-check/tune-errors.py" /tmp/kb38-logs > "$out/tune-errors.txt" 2>&1
  sed -n '/^## tune time/,$p' "$out/tune-errors.txt"
  # A call returns at most 8 files: results.json and the logs up, the rest
  # (the lit logs, the GEMM runs' SASS and JSON) in one archive.
  cp "$out/kb/results.json" "$out/kb/logs.tgz" "$out/" 2>/dev/null
  tar czf "$out/details.tgz" -C "$out" lit g kb && rm -rf "$out/lit" "$out/g" "$out/kb"
  ;;
esac
exit 0
