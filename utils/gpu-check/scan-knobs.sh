#!/usr/bin/env bash
#===- scan-knobs.sh - gpu/scan at pinned knob points ---------------------===#
#
#   utils/gpu-check/scan-knobs.sh OUT [ROWS COLS]   # GPU host, after
#                                                   # session.sh's set-up
#
# KernelBench's three cumsum forms at their size (32768 x 32768 by default):
# a forward cumsum, torch's reverse cumsum as exported (flip, cumsum, flip)
# and a masked cumsum (x times an i1 mask), each tuned to pinned points of
# gpu/scan and validated and timed by kgen-validate on the GPU. Prints one
# line per point: cold median, achieved bandwidth on the minimal bytes
# (each input read once, the output written once) and its fraction of the
# H200's measured 4.24 TB/s copy ceiling.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?usage: scan-knobs.sh OUT [ROWS COLS]}
rows=${2:-32768}
cols=${3:-32768}
mkdir -p "$out"
t="tensor<${rows}x${cols}xf32>"
cat > "$out/forward.mlir" <<MLIR
func.func @forward(%x: $t) -> $t {
  %e = tensor.empty() : $t
  %r = kgen.cumsum ins(%x : $t) outs(%e : $t) dimension = 1
  return %r : $t
}
MLIR
cat > "$out/flip.mlir" <<MLIR
#flip = affine_map<(d0, d1) -> (d0, -d1 + $((cols - 1)))>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @flip(%x: $t) -> $t {
  %e0 = tensor.empty() : $t
  %f = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%x : $t) outs(%e0 : $t) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> $t
  %e1 = tensor.empty() : $t
  %s = kgen.cumsum ins(%f : $t) outs(%e1 : $t) dimension = 1
  %e2 = tensor.empty() : $t
  %r = linalg.generic {indexing_maps = [#flip, #id], iterator_types = ["parallel", "parallel"]} ins(%s : $t) outs(%e2 : $t) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> $t
  return %r : $t
}
MLIR
m="tensor<${rows}x${cols}xi1>"
cat > "$out/masked.mlir" <<MLIR
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @masked(%x: $t, %m: $m) -> $t {
  %e0 = tensor.empty() : $t
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : $t, $m) outs(%e0 : $t) {
  ^bb0(%a: f32, %b: i1, %o: f32):
    %f = arith.uitofp %b : i1 to f32
    %y = arith.mulf %a, %f : f32
    linalg.yield %y : f32
  } -> $t
  %e1 = tensor.empty() : $t
  %r = kgen.cumsum ins(%p : $t) outs(%e1 : $t) dimension = 1
  return %r : $t
}
MLIR
elements=$((rows * cols))
printf '%-8s %-28s %10s %8s %6s\n' kernel knobs "median ms" "TB/s" "of 4.24"
for kernel in forward flip masked; do
  bytes=$((elements * 8))
  [ "$kernel" = masked ] && bytes=$((elements * 9))
  for knobs in '{}' '{"threads": 128, "vector": 8}' '{"threads": 256, "vector": 16}' \
               '{"threads": 512, "vector": 8}' '{"threads": 128, "vector": 16}' '{"threads": 1024, "vector": 4}'; do
    tag=$(echo "$knobs" | tr -dc '0-9a-z_')
    kgen-tune "$out/$kernel.mlir" --strategy="$root/strategies/gpu/scan.mlir" --knobs="$knobs" \
      -o "$out/$kernel.$tag.mlir" > "$out/$kernel.$tag.tune.log" 2>&1 || { echo "$kernel $knobs: tune failed"; continue; }
    kgen-validate "$out/$kernel.mlir" --candidate="$out/$kernel.$tag.mlir" --target=sm_90 --seed=5 \
      --json="$out/$kernel.$tag.json" > "$out/$kernel.$tag.log" 2>&1
    python3 - "$out/$kernel.$tag.json" "$kernel" "$knobs" "$bytes" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
ms = r.get("timing", {}).get("cold", {}).get("median_ms")
if r.get("verdict") != "OK" or not ms:
    print(f"{sys.argv[2]:<8} {sys.argv[3]:<28} {r.get('verdict')}")
else:
    tbs = float(sys.argv[4]) / (ms * 1e9)
    print(f"{sys.argv[2]:<8} {sys.argv[3]:<28} {ms:10.4f} {tbs:8.3f} {tbs / 4.24:6.1%}")
PY
  done
done
