#!/usr/bin/env bash
# A device call prepared in session 40 (which was lent none): the time-first
# path (--time-cutoff-ms, the tuner's racing at 1.25x its best) on the GPU,
# the `swap` knob on a convolution with 32 filters, then the dev set.
#   bash utils/gpu-check/session40.sh OUT all [CALL [RESUME]]
#     The GPU lit tests of the time-first path (racing-gpu.test), of the
#     device reference handover (reference-gpu.test), of the protocol
#     (gpu.test) and of the `swap` knob (gpu-gemm-swap-cuda.test);
#     conv-points (below); on an H200 only, session37.sh's GEMM tables (an
#     H100's are in docs/benchmarks/2026-12-07-session39.md); then the dev
#     set at budget
#     16, 4 problems at once, strict, for what is left of CALL seconds
#     (default 560) less a minute, resumed from RESUME (a results.json);
#     where each candidate's measure_s went (tune-errors.py) and what the
#     losing candidates cost (race.py). Eight files come back (a call returns
#     at most 8): lit.txt, conv-points.tgz, gemm.txt, kb.txt,
#     tune-errors.txt, race.txt, results.json, logs.tgz.
#   bash utils/gpu-check/session40.sh OUT conv-points [KERNEL [POINTS]]
#     Issue #15's Conv3d + activation chain
#     (inputs/conv3d-chain-64x8x32x64x64.mlir, the partitioned kernel of the
#     dev set's level-2 7, 0.43x eager in session 39): gpu/matmul at each
#     point of POINTS (inputs/conv3d-chain-points.txt, NAME|KNOBS a line),
#     made here by kgen-tune
#     --knobs, timed by kgen-validate with a cutoff of 1e-6 ms (3 cold
#     samples, nothing checked: a timing only), the fastest then validated
#     under the full protocol; Nsight Compute's speed of light, occupancy
#     and stalls of the start point and of the fastest (printed, and in
#     conv-points.tgz with each point's kernel, log and report).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
case "${2:-all}" in
all)
  bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" Validate/racing-gpu.test \
    Validate/reference-gpu.test Validate/gpu.test Search/gpu-gemm-swap-cuda.test > "$out/lit.txt" 2>&1
  grep -E "^(PASS|FAIL|UNSUPPORTED):|lit exit" "$out/lit.txt"
  bash "$0" "$out" conv-points
  if nvidia-smi -L | grep -q H200; then
    bash "$root/utils/gpu-check/session37.sh" "$out/g" gemm > "$out/gemm.txt" 2>&1
    grep -A12 "^## " "$out/gemm.txt" | grep -E "^## |^\| [0-9]"
  fi
  limit=$((${3:-560} - SECONDS - 60))
  echo "dev set limit: $limit s"
  KGEN_KB_TUNE_OPTIONS="timeout=30" KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=4 \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 40)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb40 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  grep -E "^(geomean|correct|reached|this run)" -i "$out/kb.txt" | head
  mkdir -p /tmp/kb40-logs && tar xzf "$out/kb/logs.tgz" -C /tmp/kb40-logs 2>/dev/null
  python3 "$root/utils/gpu-check/tune-errors.py" /tmp/kb40-logs > "$out/tune-errors.txt" 2>&1
  sed -n '/^## tune time/,$p' "$out/tune-errors.txt"
  python3 "$root/utils/gpu-check/race.py" /tmp/kb40-logs > "$out/race.txt" 2>&1
  tail -5 "$out/race.txt"
  cp "$out/kb/results.json" "$out/kb/logs.tgz" "$out/" 2>/dev/null
  rm -rf "$out/lit" "$out/g" "$out/kb"
  ;;
conv-points)
  kernel=${3:-$root/utils/gpu-check/inputs/conv3d-chain-64x8x32x64x64.mlir}
  points=${4:-$root/utils/gpu-check/inputs/conv3d-chain-points.txt}
  mkdir -p "$out/c"
  while IFS='|' read -r name knobs; do
    [ -n "$name" ] || continue
    timeout 120 kgen-tune "$kernel" --target=sm_90a --strategy="$root/strategies/gpu/matmul.mlir" \
      --knobs="$knobs" -o "$out/c/$name.mlir" > "$out/c/$name.tune.txt" 2>&1 || { echo "$name: no kernel"; continue; }
    timeout 120 kgen-validate "$kernel" --candidate="$out/c/$name.mlir" --target=sm_90a \
      --time-cutoff-ms=1e-6 --seed=1 --json="$out/c/$name.json" > "$out/c/$name.txt" 2>&1
    ms=$(grep -o "cold median over 3 samples, [0-9.]* ms" "$out/c/$name.txt" | grep -o "[0-9.]* ms")
    echo "$name ${ms:-$(grep kgen-validate: "$out/c/$name.txt" | tail -1 | cut -c1-120)} $knobs"
  done < "$points" | tee "$out/points.txt"
  timeout 200 kgen-validate "$kernel" --target=sm_90a --time-cutoff-ms=1e-6 --seed=1 2>&1 |
    grep -o "cold median over 3 samples, [0-9.]* ms" | sed 's/^/naive: /' | tee -a "$out/points.txt"
  best=$(grep " ms " "$out/points.txt" | grep -v naive | sort -k2 -g | head -1 | cut -d' ' -f1)
  echo "fastest: $best" | tee -a "$out/points.txt"
  timeout 200 kgen-validate "$kernel" --candidate="$out/c/$best.mlir" --target=sm_90a --seed=2 2>&1 |
    grep "kgen-validate:\|median" | head -3 | tee -a "$out/points.txt"
  for name in start $best; do
    timeout 150 ncu --target-processes all -k regex:conv --launch-skip 1 --launch-count 1 \
      --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats \
      --section MemoryWorkloadAnalysis \
      kgen-validate "$kernel" --candidate="$out/c/$name.mlir" --target=sm_90a \
      --time-cutoff-ms=1e-6 --seed=1 > "$out/c/ncu-$name.txt" 2>&1
    echo "## $name"
    grep -E "conv|Duration|Compute \(SM\) Throughput|Memory Throughput|DRAM Throughput|Achieved Occupancy|Theoretical Occupancy|Registers Per|Block Limit|Warp Cycles Per Issued|Stall|Shared Memory Configuration Size|Dynamic Shared" "$out/c/ncu-$name.txt" | head -40
  done > "$out/ncu.txt"
  cat "$out/ncu.txt"
  mv "$out/points.txt" "$out/ncu.txt" "$out/c/"
  tar czf "$out/conv-points.tgz" -C "$out" c && rm -rf "$out/c"
  ;;
esac
exit 0
