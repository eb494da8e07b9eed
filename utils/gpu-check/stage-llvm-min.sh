#!/usr/bin/env bash
#===- stage-llvm-min.sh - the LLVM/MLIR 22 libraries for the GPU host ----===#
#
#   utils/gpu-check/stage-llvm-min.sh [DEST]   # here (Debian 12): DEST/libs.tar.xz
#                                              # and DEST/unpack.sh (.gpu/llvm-min)
#   source DEST/unpack.sh                      # on the GPU host
#
# Only the libraries an Ubuntu 24.04 GPU host lacks: libMLIR, libLLVM and
# libz3 (about 51 MB xz-compressed; libxml2, libedit, libffi are there).
# ../shared/gpu-host/stage-llvm-runtime.sh stages whole .deb files instead
# (~61 MB, too large to travel beside the tools in one 64 MiB call).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
dest=${1:-$root/.gpu/llvm-min}
mkdir -p "$dest"
libdir=$(llvm-config-22 --libdir 2>/dev/null || echo /usr/lib/llvm-22/lib)
tar -cf - -C / --dereference "${libdir#/}/libMLIR.so.22.1" \
    "usr/lib/x86_64-linux-gnu/libLLVM.so.22.1" "usr/lib/x86_64-linux-gnu/libz3.so.4" |
  xz -T0 -9e > "$dest/libs.tar.xz"
cat > "$dest/unpack.sh" <<'UNPACK'
# Source on the GPU host: extracts the libraries beside this file into
# /tmp/kgen-llvm-min once and puts them on LD_LIBRARY_PATH.
_here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ ! -e /tmp/kgen-llvm-min/.done ]; then
  mkdir -p /tmp/kgen-llvm-min/lib &&
    tar -xJf "$_here/libs.tar.xz" -C /tmp/kgen-llvm-min &&
    find /tmp/kgen-llvm-min -name '*.so*' -type f -exec ln -sf {} /tmp/kgen-llvm-min/lib/ \; &&
    touch /tmp/kgen-llvm-min/.done
fi
export LD_LIBRARY_PATH=/tmp/kgen-llvm-min/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
unset _here
UNPACK
du -sh "$dest"
