#!/usr/bin/env bash
#===- run.sh - run the hardware check of the lowering on a GPU host ------===#
#
# Runs every kernel built by build.sh: correctness against a float64
# reference and timings; prints one line per kernel, exits non-zero if any
# kernel is wrong. Needs only the NVIDIA driver.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
status=0
for kernel in add_relu row_sum matmul; do
  "$dir/check-kernels" "$dir/naive/libhost.so" "$kernel" || status=1
done
"$dir/check-kernels" "$dir/tiled/libhost.so" add_tiled || status=1
exit $status
