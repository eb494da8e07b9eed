#!/usr/bin/env bash
#===- session.sh - the H200 benchmark session ----------------------------===#
#
#   utils/gpu-check/session.sh bundle            # here: .gpu/session (stripped tools,
#                                                #  ONNX/protobuf libraries, the dev problems)
#   utils/gpu-check/session.sh bench OUT         # GPU host: issue #5 benchmark (kgen-tune on
#                                                #  the bench/ kernels at the issue's sizes,
#                                                #  PyTorch beside) and issue #7's with/without runs
#   utils/gpu-check/session.sh kernelbench OUT [harness options...]
#                                                # GPU host: the KernelBench harness on the dev set
#   utils/gpu-check/session.sh rewrites OUT [rewrites.py options...]
#                                                # GPU host: issue #7, kgen with and without each
#                                                #  rewrite (pinned) on dev-set problems (~6 min)
#
# On the GPU host, first: source .gpu/llvm-min/unpack.sh (LLVM/MLIR 22 and z3;
# the host has the other libraries) — see ../shared/gpu-host/README.md.
#
#===----------------------------------------------------------------------===#
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/utils/gpu-check
pack=$root/.gpu/session
bin=/tmp/kgen-session

if [ "${1:-}" = bundle ]; then
  build=${KGEN_BUILD_DIR:-$root/build}
  rm -rf "$pack" && mkdir -p "$pack/stage/bin" "$pack/stage/lib"
  for tool in kgen-opt kgen-validate kgen-tune kgen-import-onnx; do
    strip -o "$pack/stage/bin/$tool" "$build/bin/$tool"
  done
  # The host code of an AOT library is compiled with llc and linked with
  # ld.lld (found on $PATH there): the GPU host has no LLVM.
  llvm_bin=$(llvm-config-22 --bindir 2>/dev/null || echo /usr/lib/llvm-22/bin)
  cp "$llvm_bin/llc" "$llvm_bin/ld.lld" "$pack/stage/bin/"
  cp "$build/lib/libkgen_gpu_runtime.so" "$pack/stage/lib/"
  for lib in libonnx.so.1 libonnx_proto.so.1 libprotobuf.so.32; do
    cp -L "/usr/lib/x86_64-linux-gnu/$lib" "$pack/stage/lib/"
  done
  tar -cJf "$pack/tools.tar.xz" -C "$pack/stage" bin lib && rm -rf "$pack/stage"
  cp -r "$root/../shared/kernelbench/dev" "$pack/dev"
  du -sh "$pack"
  exit 0
fi

mode=${1:?usage: session.sh bundle | bench OUT | kernelbench OUT [options]}
out=${2:?usage: session.sh $mode OUT}
shift 2
mkdir -p "$bin" "$out"
[ -x "$bin/bin/kgen-opt" ] || tar -xJf "$pack/tools.tar.xz" -C "$bin"
# The tools find each other (the validation worker) beside themselves, and
# the build tree's layout (build/bin, build/lib) is what the harness expects.
mkdir -p "$root/build"
ln -sfn "$bin/bin" "$root/build/bin"
ln -sfn "$bin/lib" "$root/build/lib"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=$bin/bin:$PATH
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$out/gpu.txt"

if [ "$mode" = kernelbench ]; then
  # KGEN_KB_LEVELS picks the dev-set folders (default both). The harness's
  # own output (exports, data) stays in /tmp; results and log come back.
  work=/tmp/kgen-kb-$(date +%s)
  dirs=()
  for level in ${KGEN_KB_LEVELS:-level1 level2}; do dirs+=("$pack/dev/$level"); done
  (cd "$root/utils/kernelbench" &&
    timeout "${KGEN_KB_TIMEOUT:-560}" python3 -m kgen_kernelbench.harness "${dirs[@]}" \
      --target=sm_90 --out="$work" --max-data-bytes=0 "$@" > "$out/harness.log" 2>&1)
  echo "harness exit $?"
  cp "$work/results.json" "$out/" 2>/dev/null
  tail -n 130 "$out/harness.log"
  exit 0
fi

if [ "$mode" = rewrites ]; then
  # Issue #7's "use and measure": for each rewrite, the first dev-set
  # problem whose PyTorch source uses the op it applies to, through the
  # harness twice with the same budget (--tune-options="pin=KNOB:on" and
  # "pin=KNOB:off"); sizes divided by KGEN_RW_SHRINK. Estimate: 7 problems,
  # 13 harness runs (group norm: one, no strategy has the knob) of 20-30 s
  # each (export and reference, import, naive + 3 tuned candidates
  # validated, AOT, validate, eager and kgen timed; no torch.compile) =
  # about 5-6 minutes; each run is cut at 60 s, the whole at
  # KGEN_RW_TIMEOUT (400 s; the table is printed from what finished only
  # if the script ends, so lower KGEN_RW_BUDGET first if runs are slow).
  export KGEN_STRATEGIES_DIR=$root/strategies
  timeout "${KGEN_RW_TIMEOUT:-400}" python3 "$here/rewrites.py" --dev "$pack/dev" \
    --out "$out/rewrites" --target=sm_90 --budget="${KGEN_RW_BUDGET:-3}" \
    --shrink="${KGEN_RW_SHRINK:-8}" --timeout=60 "$@" 2>&1 | tee "$out/rewrites.log"
  echo "rewrites exit ${PIPESTATUS[0]}"
  exit 0
fi

# bench: issue #5 at the issue's sizes.
# Each kernel: "name budget seconds"; the float64 reference runs on the GPU
# and each trial's is computed once (the chain's takes ~64 GB).
for spec in "matmul-4096 ${KGEN_BUDGET_MATMUL:-8} 160" \
            "softmax-4096x65536 ${KGEN_BUDGET_SOFTMAX:-6} 110" \
            "chain-4096x393216 ${KGEN_BUDGET_CHAIN:-3} 150"; do
  set -- $spec
  timeout "$3" "$bin/bin/kgen-tune" "$here/bench/$1.mlir" --target=sm_90 --budget="$2" \
    --db="$out/tune.db" --strategies-dir="$root/strategies" --report="$out/$1.json" \
    --plot="$out/$1.svg" --emit-script="$out/$1.best.mlir" --validation-seed=7 \
    --timeout=120 --reference=device --reference-cache-mib=80000 \
    ${KGEN_TUNE_ARGS:-} > "$out/$1.log" 2>&1
  echo "$1: exit $?"; grep -E "naive|heuristic|best|95%|verdicts" "$out/$1.log" | tail -8
done
python3 "$here/torch-baseline.py" --issue-sizes 2>&1 | tee "$out/torch.txt"
