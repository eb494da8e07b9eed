#!/usr/bin/env bash
# Session 12, call 5 (H200): the normalization decompositions multiply by one
# reciprocal per row instead of dividing every element: gpu/rowwise-grouped
# at level2/37's group-norm size, then the harness (budget 3) on the dev
# problems whose norms go through that decomposition (level1 33 BatchNorm,
# 35 GroupNorm; level2 37, 75 GEMM + group norm, 33 GEMM + batch norm).
#   bash utils/gpu-check/session12-call5.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
bin=/tmp/kgen-session
mkdir -p $bin && tar -xJf "$root/.gpu/session/tools.tar.xz" -C $bin
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
k=$root/utils/gpu-check/gn/gn-37.mlir
st=$root/strategies/gpu/rowwise-grouped.mlir
echo "| point | verdict | cold median ms | TB/s on 1.07 GB |" > $out/table.md
echo "| --- | --- | --- | --- |" >> $out/table.md
for kn in naive '{}' '{"block_groups":64}' '{"unroll":1}'; do
  if [ "$kn" = naive ]; then c=$k; else kgen-tune $k --strategy=$st --knobs="$kn" -o $out/c.mlir 2>>$out/log.txt; c=$out/c.mlir; fi
  kgen-validate $k --candidate=$c --target=sm_90 --seed=5 --json=$out/r.json >>$out/log.txt 2>&1
  python3 -c "import json;j=json.load(open('$out/r.json'));t=j.get('timing',{}).get('cold',{}).get('median_ms');print('| %s | %s | %.3f | %.2f |'%('$kn',j['verdict'],t,2**30/t/1e9))" >> $out/table.md
done
KGEN_KB_PROBLEMS="level1/33_* level1/35_* level2/37_* level2/75_* level2/33_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=2 \
KGEN_KB_TIME_LIMIT=300 KGEN_KB_TIMEOUT=340 KGEN_KB_WORK=/tmp/kb5 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
rm -f "$out/kb/logs.tgz"
tail -n 14 "$out/kb.txt"
cat $out/table.md
