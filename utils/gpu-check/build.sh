#!/usr/bin/env bash
#===- build.sh - build the hardware check of the lowering ----------------===#
#
# On the build machine: lowers naive.mlir (untransformed) and tiled.mlir
# (through the vectorizing strategy) with kgen-lower-to-nvvm, and builds
# check-kernels against kgen's GPU runtime. Everything the GPU host needs
# lands in OUTDIR (default .gpu/check): no LLVM is needed there.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${KGEN_BUILD_DIR:-$root/build}
out=${1:-$root/.gpu/check}
here=$root/utils/gpu-check
kgen_opt=$build/bin/kgen-opt

rm -rf "$out" && mkdir -p "$out"
"$kgen_opt" "$here/naive.mlir" \
  --kgen-lower-to-nvvm="artifacts-dir=$out/naive" -o /dev/null
"$kgen_opt" "$here/tiled.mlir" \
  --transform-preload-library="transform-library-paths=$root/test/Lowering/Inputs/vectorize-elementwise.mlir" \
  --transform-interpreter |
  "$kgen_opt" --kgen-lower-to-nvvm="artifacts-dir=$out/tiled" -o /dev/null
cp "$build/lib/libkgen_gpu_runtime.so" "$out/"
${CC:-cc} -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -I "$root/include" \
  "$here/check-kernels.c" -o "$out/check-kernels" \
  -L "$out" -lkgen_gpu_runtime -Wl,-rpath,'$ORIGIN' -ldl -lm
cp "$here/run.sh" "$out/"
echo "gpu-check: built in $out"
