#!/usr/bin/env bash
# Session 19, call 3 (H200): the level-2 convolution problems whose second
# kernel stayed naive at budget 1 (session 18's call 1: 23 and 27 WRONG in
# their group-norm mean, 17, 21, 43 with one kernel tuned), through the
# harness at budget 4 (candidates for the whole module).
#   bash utils/gpu-check/session19-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
p=""
for n in 17 21 23 27 43; do p="$p level2/${n}_*"; done
KGEN_KB_PROBLEMS="$p" \
KGEN_KB_BUDGET=4 KGEN_KB_JOBS=5 KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 KGEN_KB_WORK=/tmp/kb3 \
  bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
sed -n '/^problem /,$p' "$out/kb.txt" | head -20
