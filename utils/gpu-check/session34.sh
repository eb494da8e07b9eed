#!/usr/bin/env bash
# Session 34's device calls (issue #21).
#   bash utils/gpu-check/session34.sh OUT pack
#     Packed operands (the `pack` knob: an operand contiguous along M or N
#     copied K-contiguous by a launch of its own before the kernel) against
#     the automatic start without them, under each policy at 4096^3 and
#     8192^3 (bf16 also with K tiles of 64), then gpu-gemm-wgmma-cuda.test
#     (every math with and without packing, validated on the device).
#   bash utils/gpu-check/session34.sh OUT short
#     The same points at 4096^3 only, without the lit test.
source "$(dirname "${BASH_SOURCE[0]}")/preamble.sh" "$@"
gemm() { gemm_table "$out" "$@"; } # NAME PRECISION SECONDS SHAPES POINTS
case "${2:-pack}" in
pack)
  gemm strict strict 120 4096,8192 'pack=off;pack=on'
  gemm tf32 tf32 90 4096,8192 'pack=off;pack=on'
  gemm bf16 bf16 90 4096,8192 'pack=off;pack=on;pack=on,block_k=64'
  KGEN_LIT_TIMEOUT=200 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" \
    Search/gpu-gemm-wgmma-cuda.test > "$out/lit.txt" 2>&1
  grep -E "PASS|FAIL|UNSUPPORTED|lit exit|Timed" "$out/lit.txt" | tail -5
  ;;
short)
  # The same at 4096^3 only, without the lit test (each point is still
  # checked against float64 under the policy's bounds by gemm.py).
  gemm strict strict 100 4096 'pack=off;pack=on'
  gemm tf32 tf32 70 4096 'pack=off;pack=on'
  gemm bf16 bf16 90 4096 'pack=off;pack=on;pack=on,block_k=64'
  ;;
esac
for t in strict tf32 bf16; do echo "## $t"; grep -E "^(4096|8192)" "$out/$t.txt" | cut -c1-200; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
exit 0
