#!/usr/bin/env bash
# Session 13, call 5 (H200): the GPU-gated pooling test on gpu/pooling-nd
# without call 4's unroll (which measured no gain: 41 2.82 ms against the
# loop's 2.80, 43 1.60 against 1.54), the form that lands.
#   bash utils/gpu-check/session13-call5.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
timeout 150 bash "$root/utils/gpu-check/session.sh" gpu-lit "$out/lit" Search/gpu-pooling-nd-cuda.test > "$out/lit.txt" 2>&1
tail -n 8 "$out/lit.txt"
