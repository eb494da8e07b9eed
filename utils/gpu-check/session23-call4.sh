#!/usr/bin/env bash
# Session 23, call 4: kgen-tune at budget 4 on the four GEMM shapes of
# issue #14's benchmark that had no tuned figure (session 22 tuned only
# 4096^3): naive, heuristic start, best, trials to 95% of best.
#   bash utils/gpu-check/session23-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p "$bin" "$out"
[ -x "$bin/bin/kgen-tune" ] || tar -xJf "$root/.gpu/session/tools.tar.xz" -C "$bin"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export KGEN_STRATEGIES_DIR=$root/strategies
nvidia-smi -L
for shape in ${KGEN_SHAPES:-8192x8192x8192 4096x4096x16384 16384x16384x64 4093x4091x4099}; do
  IFS=x read -r m n k <<< "$shape"
  f=$out/matmul-$shape.mlir
  cat > "$f" <<MLIR
func.func @matmul(%a: tensor<${m}x${k}xf32>, %b: tensor<${k}x${n}xf32>) -> tensor<${m}x${n}xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<${m}x${n}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<${m}x${n}xf32>) -> tensor<${m}x${n}xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<${m}x${k}xf32>, tensor<${k}x${n}xf32>) outs(%acc : tensor<${m}x${n}xf32>) -> tensor<${m}x${n}xf32>
  return %0 : tensor<${m}x${n}xf32>
}
MLIR
  start=$(date +%s)
  timeout "${KGEN_SHAPE_CAP:-75}" "$bin/bin/kgen-tune" "$f" --target=sm_90 --budget=4 \
    --db="$out/tune.db" --report="$out/$shape.json" --validation-seed=7 \
    --timeout=60 --reference=device > "$out/$shape.log" 2>&1
  echo "$shape: exit $? after $(( $(date +%s) - start )) s"
  grep -E "naive lowering:|/4 |best|95%" "$out/$shape.log" | sed 's/{"block[^}]*}//' | cut -c1-200 | tail -8
done
