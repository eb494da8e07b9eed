#!/usr/bin/env bash
# Session 24, call 2: what a kgen call costs beyond its kernels
# (call-overhead.py on five of call 1's tuned modules, with the kernels'
# host code inlined into @main and, for comparison, with {no_inline} calls:
# the host waits at every call boundary as before), then the harness on the
# level-1 problems with several kernels or not reached in call 1.
#   bash utils/gpu-check/session24-call2.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p "$bin" "$out" && tar -xJf "$root/.gpu/session/tools.tar.xz" -C "$bin"
mkdir -p "$root/build" && ln -sfn "$bin/bin" "$root/build/bin" && ln -sfn "$bin/lib" "$root/build/lib"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} PATH=$bin/bin:$PATH
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} KGEN_GPU_RUNTIME=$bin/lib/libkgen_gpu_runtime.so
nvidia-smi -L
mods=() ; for m in "$root"/utils/gpu-check/overhead/*.mlir; do
  n=$(basename "$m" .mlir)
  sed -E 's/(= call @main_k[^(]*\([^)]*\)) :/\1 {no_inline} :/' "$m" > "/tmp/$n-noinline.mlir"
  mods+=("$m" "/tmp/$n-noinline.mlir")
done
python3 "$root/utils/gpu-check/call-overhead.py" /tmp/overhead "${mods[@]}" > "$out/overhead.txt" 2>&1
tail -14 "$out/overhead.txt"
KGEN_KB_PROBLEMS="${KGEN_KB_PROBLEMS:-level1/95_* level1/33_* level1/39_* level1/45_* level1/53_* level1/47_* level1/37_*}" \
KGEN_KB_BUDGET=1 KGEN_KB_PER_KERNEL=1 KGEN_KB_JOBS=${KGEN_KB_JOBS:-5} \
KGEN_KB_TIME_LIMIT=${KGEN_KB_TIME_LIMIT:-300} KGEN_KB_TIMEOUT=${KGEN_KB_TIMEOUT:-330} \
KGEN_KB_WORK=/tmp/kb2 \
  bash "$root/utils/gpu-check/session.sh" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | grep -v "does not apply" | head -40
