#!/usr/bin/env bash
# Session 19, call 1 (H200): the 13 level-2 convolution problems of the dev
# set that no session has measured since the implicit-GEMM work (issue #15's
# level-2 goal: geomean >= 1.0x eager), through the harness at budget 1.
#   bash utils/gpu-check/session19-call1.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
p=""
for n in 61 65 67 69 71 73 77 79 83 85 87 89 91; do p="$p level2/${n}_*"; done
KGEN_KB_PROBLEMS="$p" \
KGEN_KB_BUDGET=1 KGEN_KB_JOBS=6 KGEN_KB_TIME_LIMIT=240 KGEN_KB_TIMEOUT=280 KGEN_KB_WORK=/tmp/kb1 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -30
