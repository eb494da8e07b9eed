#!/usr/bin/env bash
# Session 36's device calls (issues #17, #20, #15).
#   bash utils/gpu-check/session36.sh OUT devset [LIMIT [RESUME [JOBS]]]
#     The dev set (levels 1 and 2) through the harness at budget 16 on
#     sm_90a with the tools of session 35 (pruning, the strict roofline
#     stop, no warm series, export decompositions), JOBS problems at once
#     (default 6), as far as LIMIT seconds (default 520) go; RESUME (an
#     earlier call's results.json) keeps the problems it decided.
#   bash utils/gpu-check/session36.sh OUT sweep
#     session35.sh's tile and stage sweep around the packed starts.
#   bash utils/gpu-check/session36.sh OUT tma
#     (Needs the matmul strategy of before f5f2061, which still had the
#     `tma` knob: git checkout 384e24e -- strategies/gpu/matmul.mlir.)
#     Issue #21: TMA copies of the packed operands (`tma` "on") against
#     cp.async at the same points, each policy at 4096^3 and 8192^3 (bf16
#     also 128x256 tiles); then each math with pack and tma "on" through
#     kgen-tune and kgen-validate on gpu-gemm-wgmma-cuda.test's kernels
#     (batched, odd sizes, epilogues, convolutions) under its policy.
#   bash utils/gpu-check/session36.sh OUT tiles
#     Issue #21: 128 x 256 tiles (two warpgroups of 64 x 256) against the
#     automatic start under bf16 (2048^3 to 8192^3: stages, group_m) and
#     tf32 (4096^3, 8192^3).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
case "${2:-devset}" in
tiles)
  wide=pack=on,block_m=128,block_n=256
  gemm bf16 bf16 150 2048,4096,8192 "math=auto;$wide,block_k=64,stages=4;$wide,block_k=64,stages=3;$wide,block_k=64,stages=4,group_m=16;$wide,block_k=64,stages=4,group_m=4"
  gemm tf32 tf32 120 4096,8192 "pack=on;$wide,stages=4;$wide,stages=3"
  for t in bf16 tf32; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  ;;
tma)
  gemm bf16 bf16 170 4096,8192 'math=auto;math=auto,tma=on;pack=on,block_m=128,block_n=256,block_k=64,stages=4;pack=on,block_m=128,block_n=256,block_k=64,stages=4,tma=on'
  gemm tf32 tf32 120 4096,8192 'pack=on;pack=on,tma=on'
  gemm strict strict 120 4096,8192 'pack=on;pack=on,tma=on'
  inputs=$root/integration_test/Search/Inputs
  for pm in strict:3xtf32-wgmma tf32:tf32-wgmma bf16:bf16-wgmma; do
    p=${pm%%:*} m=${pm#*:}
    for c in matmul matmul-tb batch-matmul-epilogue matmul-epilogue-odd matmul-epilogue conv-pad conv-odd conv-nhwc; do
      kgen-tune "$inputs/$c.mlir" --target=sm_90a --precision=$p \
        --strategy="$root/strategies/gpu/matmul.mlir" \
        --knobs="{\"math\": \"$m\", \"pack\": \"on\", \"tma\": \"on\"}" \
        -o /tmp/tma-$c.mlir > /dev/null 2>&1 || { echo "$p $c: tune failed"; continue; }
      n=$(grep -c "nvgpu.tma.async.load\|cp.async.bulk.tensor" /tmp/tma-$c.mlir)
      v=$(timeout 60 kgen-validate "$inputs/$c.mlir" --candidate=/tmp/tma-$c.mlir \
        --target=sm_90a --precision=$p --no-time --seed=23 2>&1 | grep "kgen-validate:" | tail -1)
      echo "$p $c tma-ops=$n $v"
    done
  done > "$out/tma-validate.txt" 2>&1
  for t in bf16 tf32 strict; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  cat "$out/tma-validate.txt"
  ;;
devset)
  limit=${3:-520}
  KGEN_KB_BUDGET=16 KGEN_KB_TARGET=sm_90a KGEN_KB_JOBS=${5:-6} \
  KGEN_KB_TIME_LIMIT=$limit KGEN_KB_TIMEOUT=$((limit + 50)) \
  KGEN_KB_RESUME=${4:-} KGEN_KB_WORK=/tmp/kb36 \
    bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
  nvidia-smi -L > "$out/gpu-name.txt"
  sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "^  " | head -110
  grep -E "^(geomean|correct|reached)" -i "$out/kb.txt" | head
  ;;
sweep)
  bash "$root/utils/gpu-check/session35.sh" "$out" sweep
  ;;
esac
exit 0
