#!/usr/bin/env bash
#===- demo.sh - set up, build and run kgen on the shipped example --------===#
#
# Installs the Debian packages, builds kgen and runs it on the shipped
# example (examples/matmul-bias-relu.mlir): it classifies the kernel's ops,
# applies the example strategy (examples/strategy-by-class.mlir), which tiles
# each op according to its class into foralls marked with GPU block
# mappings (a GPU strategy's first step; strategies/gpu/ complete it), and then
# tunes the kernel with kgen-tune: strategies' knobs searched, every
# candidate validated against float64 and timed, on this CPU (or on the GPU
# named by KGEN_TARGET, e.g. KGEN_TARGET=sm_90). Arguments:
# [payload.mlir [strategy.mlir]]; KGEN_BUDGET sets the tuning budget.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${KGEN_BUILD_DIR:-$root/build}
payload=${1:-$root/examples/matmul-bias-relu.mlir}
strategy=${2:-$root/examples/strategy-by-class.mlir}

"$root/utils/bootstrap.sh"
# kgen-tune runs each candidate in a kgen-validate worker beside it.
"$root/utils/build.sh" --target kgen-opt --target kgen-tune --target kgen-validate
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

echo
echo "== 3. kgen-tune $(basename "$payload") --target=${KGEN_TARGET:-host}"
"$build/bin/kgen-tune" "$payload" --target="${KGEN_TARGET:-host}" \
  --budget="${KGEN_BUDGET:-6}" --db="$build/demo-tune.db" \
  --report="$build/demo-tune.json" --plot="$build/demo-tune.svg" \
  --emit-script="$build/demo-best-script.mlir"
echo "report: $build/demo-tune.json, plot: $build/demo-tune.svg," \
  "best script: $build/demo-best-script.mlir"
