#!/usr/bin/env bash
#===- validate-gpu.sh - kgen-validate on a GPU host ----------------------===#
#
#   utils/gpu-check/validate-gpu.sh bundle     # here: .gpu/val (tools, candidates)
#   utils/gpu-check/validate-gpu.sh run OUT    # on the GPU host, from the repo root
#   utils/gpu-check/validate-gpu.sh tune OUT   # on the GPU host: kgen-tune the bench/ kernels, PyTorch beside
#
# `run` needs the LLVM 22 libraries unpacked (source .gpu/llvm/unpack.sh, see
# ../shared/gpu-host) and the CUDA toolkit's ptxas; it validates, with
# --target=sm_90, the negative controls of integration_test/Validate (each must be
# rejected), correct candidates (the naive add, the vectorized add, |x|*|x|),
# times the vectorized add five times, and prints a table. Reports go to OUT.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
val=$root/.gpu/val
inputs=$root/integration_test/Validate/Inputs

if [ "${1:-}" = tune ]; then
  # On the GPU host: tune the benchmark kernels for sm_90 and time PyTorch.
  out=${2:?usage: validate-gpu.sh tune OUT}
  export LD_LIBRARY_PATH=$val${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  for kernel in matmul-1024 chain-4096; do
    "$val/kgen-tune" "$root/utils/gpu-check/bench/$kernel.mlir" \
      --target=sm_90 --budget="${KGEN_BUDGET:-12}" --db="$out/tune.db" \
      --strategies-dir="$root/strategies" --report="$out/$kernel.json" \
      --plot="$out/$kernel.svg" --emit-script="$out/$kernel.best.mlir" \
      --validation-seed=7 --timeout=120 2>&1 | tee "$out/$kernel.log" |
      grep -v '^\[kgen-tune\] .* -> ' || true
  done
  python3 "$root/utils/gpu-check/torch-baseline.py" 2>&1 | tee "$out/torch.txt"
  exit 0
fi

if [ "${1:-}" = bundle ]; then
  build=${KGEN_BUILD_DIR:-$root/build}
  rm -rf "$val" && mkdir -p "$val"
  strip -o "$val/kgen-validate" "$build/bin/kgen-validate"
  strip -o "$val/kgen-tune" "$build/bin/kgen-tune"
  cp "$build/lib/libkgen_gpu_runtime.so" "$val/"
  "$build/bin/kgen-opt" "$root/utils/gpu-check/tiled.mlir" \
    --transform-preload-library="transform-library-paths=$root/test/Lowering/Inputs/vectorize-elementwise.mlir" \
    --transform-interpreter -o "$val/add-tiled.mlir"
  echo "validate-gpu: bundled in $val"
  exit 0
fi

out=${2:?usage: validate-gpu.sh run OUT}
export LD_LIBRARY_PATH=$val${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
validate() { # name kernel [options...]
  local name=$1 kernel=$2
  shift 2
  "$val/kgen-validate" "$kernel" --target=sm_90 --json="$out/$name.json" "$@" \
    2>"$out/$name.err"
  echo "$name exit=$? $(head -n 1 "$out/$name.err")"
}

for control in hardtanh-skip hardtanh-zeros partial-write uninitialized-read \
               mutates-input hangs crashes; do
  validate "control-$control" "$inputs/hardtanh.mlir" \
    --candidate="$inputs/$control.mlir" --no-time --timeout=20 --seed=11
done
validate control-copy "$inputs/square.mlir" \
  --candidate="$inputs/hardtanh-skip.mlir" --no-time --seed=11
validate control-argmax-ties "$inputs/argmax.mlir" \
  --candidate="$inputs/argmax-last.mlir" --no-time --seed=3
validate accept-argmax "$inputs/argmax.mlir" --no-time --seed=3
validate accept-masked "$inputs/masked.mlir" --no-time --seed=3
validate control-saturating "$inputs/square.mlir" \
  --candidate="$inputs/square-saturating.mlir" --no-time --seed=11
validate accept-square-abs "$inputs/square.mlir" \
  --candidate="$inputs/square-abs.mlir" --seed=11
validate accept-add-naive "$root/utils/gpu-check/tiled.mlir" --seed=11
for i in 1 2 3 4 5; do
  validate "accept-add-tiled-$i" "$root/utils/gpu-check/tiled.mlir" \
    --candidate="$val/add-tiled.mlir" --seed=$((20 + i))
done

python3 - "$out" <<'PY'
import glob, json, os, sys
out = sys.argv[1]
print(f"{'run':28} {'verdict':14} {'cold median ms':>15} {'IQR ms':>9} {'GB/s':>8} {'vs naive':>9}")
for path in sorted(glob.glob(os.path.join(out, "*.json"))):
    r = json.load(open(path))
    t = r.get("timing", {}).get("cold", {})
    med = t.get("median_ms")
    print(f"{os.path.basename(path)[:-5]:28} {r['verdict']:14} "
          f"{med if med is None else round(med, 4)!s:>15} "
          f"{t.get('iqr_ms') if not t else round(t['iqr_ms'], 4)!s:>9} "
          f"{round(r['achieved_gbps']) if 'achieved_gbps' in r else '-':>8} "
          f"{round(r['speedup_vs_naive'], 2) if 'speedup_vs_naive' in r else '-':>9}")
meds = [json.load(open(p))["timing"]["cold"]["median_ms"]
        for p in sorted(glob.glob(os.path.join(out, "accept-add-tiled-*.json")))
        if "timing" in json.load(open(p))]
if meds:
    print(f"tiled add, {len(meds)} runs: cold medians {min(meds):.4f}-{max(meds):.4f} ms, "
          f"spread {(max(meds) - min(meds)) / min(meds) * 100:.1f}%")
PY
