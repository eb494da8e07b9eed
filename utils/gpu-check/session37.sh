#!/usr/bin/env bash
# Session 37's device calls (issues #21, #17, #20, #15).
#   bash utils/gpu-check/session37.sh OUT gemm
#     Issue #21 on the lent card: the automatic start (math=auto) of each
#     policy at 4096^3 and 8192^3 against cuBLAS at that precision, then
#     the TMA copies (`tma` "on") through kgen-tune and kgen-validate on
#     the kernels whose 116-byte rows failed in session 36 (K = 29, the odd
#     convolution) and a plain matmul, under strict and tf32.
#   bash utils/gpu-check/session37.sh OUT devset [LIMIT [RESUME [JOBS]]]
#     session36.sh's dev-set run at budget 16, JOBS problems at once
#     (default 4).
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
case "${2:-gemm}" in
gemm)
  gemm strict strict 110 4096,8192 'math=auto'
  gemm tf32 tf32 90 4096,8192 'math=auto'
  gemm bf16 bf16 90 4096,8192 'math=auto'
  inputs=$root/integration_test/Search/Inputs
  for pm in strict:3xtf32-wgmma tf32:tf32-wgmma; do
    p=${pm%%:*} m=${pm#*:}
    for c in matmul matmul-epilogue-odd conv-odd; do
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
  for t in strict tf32 bf16; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  cat "$out/tma-validate.txt"
  ;;
devset)
  bash "$root/utils/gpu-check/session36.sh" "$out" devset "${3:-520}" "${4:-}" "${5:-4}"
  ;;
esac
exit 0
