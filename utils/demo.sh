#!/usr/bin/env bash
#===- demo.sh - set up, build and run kgen on the shipped example --------===#
#
# Installs the Debian packages, builds kgen-opt and runs it on the shipped
# example (examples/matmul-bias-relu.mlir): first it classifies the kernel's
# ops, then it applies the example strategy (examples/strategy-by-class.mlir),
# which tiles each op according to its class and maps the tiles to GPU
# blocks. Arguments: [payload.mlir [strategy.mlir]].
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${KGEN_BUILD_DIR:-$root/build}
payload=${1:-$root/examples/matmul-bias-relu.mlir}
strategy=${2:-$root/examples/strategy-by-class.mlir}

"$root/utils/bootstrap.sh"
"$root/utils/build.sh" --target kgen-opt
kgen_opt=$build/bin/kgen-opt

echo
echo "== 1. op classes: kgen-opt --kgen-annotate-op-class $(basename "$payload")"
"$kgen_opt" "$payload" --kgen-annotate-op-class |
  grep -o 'linalg\.[a-z_]* .*kgen.op_class = #kgen.op_class<[a-z]*>' |
  sed -E 's/^(linalg\.[a-z_]*) .*(#kgen.op_class<[a-z]*>)/  \1: \2/'

echo
echo "== 2. strategy $(basename "$strategy") applied by the transform interpreter"
"$kgen_opt" "$payload" \
  --transform-preload-library="transform-library-paths=$strategy" \
  --transform-interpreter --canonicalize --cse
