#!/usr/bin/env bash
# Session 37's device calls (issues #21, #17, #20, #15).
#   bash utils/gpu-check/session37.sh OUT gemm
#     Issue #21 on the lent card: the automatic start (math=auto) of each
#     policy at 4096^3 and 8192^3 against cuBLAS at that precision. (Call 1
#     of session 37 also validated the strategy's `tma` "on" on three
#     kernels, gemm/tma-validate.txt in its record; that knob left the
#     strategy in f5f2061, and that part of this mode with it.)
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
  for t in strict tf32 bf16; do echo "## $t"; sed -n '/^| shape | point/,$p' "$out/$t.txt"; tail -3 "$out/$t.txt" | grep -i "error\|Traceback"; done
  ;;
devset)
  bash "$root/utils/gpu-check/session36.sh" "$out" devset "${3:-520}" "${4:-}" "${5:-4}"
  ;;
esac
exit 0
