#!/usr/bin/env bash
# Session 35's device calls (issues #21 and #15).
#   bash utils/gpu-check/session35.sh OUT packing
#     Where packing starts to pay: each policy at 2048^3 (strict and bf16
#     also 1024^3) with and without
#     packed operands; the automatic start for bf16 (K tiles of 64 where
#     both operands are packed) at 4096^3 and 8192^3.
#   bash utils/gpu-check/session35.sh OUT ncu
#     Nsight Compute on every kernel of the bf16 4096^3 start (the two
#     packing copies and the GEMM: durations, DRAM throughput).
#   bash utils/gpu-check/session35.sh OUT conv
#     Issue #15's level-1 convolutions (session29-call4.sh).
#   bash utils/gpu-check/session35.sh OUT sweep
#     Tiles and stages around the packed starts under each policy (issue
#     #21: BF16 at 4096^3 is 0.57x cuBLAS; 128x256 tiles untried).
#   bash utils/gpu-check/session35.sh OUT devset [LIMIT [RESUME]]
#     Issues #17 and #20: the dev set at budget 16 (resumable).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
case "${2:-packing}" in
packing)
  gemm strict strict 60 1024,2048 'pack=off;pack=on'
  gemm tf32 tf32 60 2048 'pack=off;pack=on'
  gemm bf16 bf16 60 1024,2048 'pack=off;pack=on'
  [ "${3:-}" = noauto ] || gemm bf16-auto bf16 90 4096,8192 'math=auto'
  for t in strict tf32 bf16 bf16-auto; do echo "## $t"; grep -E "^(1024|2048|4096|8192)" "$out/$t.txt" | cut -c1-200; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  ;;
ncu)
  # gemm.py --reps 1 runs the function 4 times (check, 2 warm-ups, timed):
  # the last two runs' launches.
  PYTHONUNBUFFERED=1 timeout 200 ncu --target-processes all \
    -k regex:main_kernel --launch-skip 6 --launch-count 6 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis \
    python3 "$root/utils/gpu-check/gemm.py" --out "$out/ncu" --reps 1 --jobs 4 \
    --chip sm_90a --precision bf16 --shapes 4096 --points 'math=auto' \
    --work /tmp/kgen-gemm-ncu > "$out/ncu.txt" 2>&1
  echo "ncu exit $?"
  grep -E "main_kernel|Duration|DRAM Throughput|Memory Throughput|Compute \(SM\) Throughput" "$out/ncu.txt" | head -40
  ;;
conv)
  bash "$root/utils/gpu-check/session29-call4.sh" "$out/conv"
  ;;
sweep)
  # Tiles and stages around the packed starts (each compiles without
  # spills for sm_90a: 128x256 BF16 162-168 registers, 256x128 93).
  gemm strict strict 150 4096,8192 'pack=on;pack=on,stages=4;pack=on,stages=2'
  gemm tf32 tf32 150 4096,8192 'pack=on;pack=on,block_m=128,block_n=256,stages=4;pack=on,stages=3;pack=on,group_m=16'
  gemm bf16 bf16 150 4096,8192 'math=auto;pack=on,block_m=128,block_n=256,block_k=64,stages=4;pack=on,block_m=128,block_n=256,block_k=64,stages=3;pack=on,block_k=64,stages=3;pack=on,block_k=64,group_m=16'
  for t in strict tf32 bf16; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  ;;
devset)
  # The dev set (levels 1 and 2) through the harness at budget 16 on
  # sm_90a, 4 problems at once, as far as LIMIT seconds (default 400) go;
  # RESUME (an earlier call's results.json) keeps the problems it decided.
  KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=4 \
  KGEN_KB_TIME_LIMIT=${3:-400} KGEN_KB_TIMEOUT=$((${3:-400} + 60)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb35 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "^  " | head -110
  grep -E "^(geomean|correct|reached)" -i "$out/kb.txt" | head
  ;;
esac
exit 0
