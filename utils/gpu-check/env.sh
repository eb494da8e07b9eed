# Source on the GPU host (from a call script or session.sh): kgen's tools
# from the bundle (.gpu/session/tools.tar.xz, `session.sh bundle`) and LLVM
# 22's libraries (.gpu/llvm-min) on the paths, the build tree's layout that
# the harness and lit expect. Sets $bin (where the tools are unpacked).
#   source utils/gpu-check/env.sh
_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$_root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
# Unpacked again only when the bundle differs from the one unpacked last (a
# warm machine keeps /tmp between calls; its bundle may have been rebuilt).
_sum=$(cksum < "$_root/.gpu/session/tools.tar.xz")
if [ "$(cat "$bin/.unpacked" 2>/dev/null)" != "$_sum" ]; then
  rm -rf "$bin" && mkdir -p "$bin" &&
    tar -xJf "$_root/.gpu/session/tools.tar.xz" -C "$bin" &&
    echo "$_sum" > "$bin/.unpacked"
fi
# The tools find the validation worker in bin/ of their install prefix
# ($bin/bin), and the build tree's layout (build/bin, build/lib) is what the
# harness expects.
mkdir -p "$_root/build"
ln -sfn "$bin/bin" "$_root/build/bin"
ln -sfn "$bin/lib" "$_root/build/lib"
export LD_LIBRARY_PATH=$bin/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=$bin/bin:$PATH
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
export KGEN_GPU_RUNTIME=$bin/lib/libkgen_gpu_runtime.so
# The tools take their strategies from share/kgen/strategies of their install
# prefix, which the bundle lacks: the source tree's (a caller may name
# another directory, e.g. a copy without one strategy, for an A/B run).
export KGEN_STRATEGIES_DIR=${KGEN_STRATEGIES_DIR:-$_root/strategies}
# One gemm.py table on sm_90a (the strategy at knob points against cuBLAS):
#   gemm_table OUT NAME PRECISION SECONDS SHAPES POINTS
# writes OUT/NAME.txt and OUT/NAME/ (the JSON, the SASS).
_gemm_py=$_root/utils/gpu-check/gemm.py
gemm_table() {
  timeout "$4" python3 "$_gemm_py" --out "$1/$2" --chip sm_90a \
    --precision "$3" --shapes "$5" --points "$6" --work "/tmp/kgen-gemm-$2" \
    > "$1/$2.txt" 2>&1
}
unset _root _sum
