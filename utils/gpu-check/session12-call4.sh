#!/usr/bin/env bash
# Session 12, call 4 (H200): every GPU-gated lit test (the strategy library
# change touches gpu/rowwise and gpu/reduction-cols; gpu/rowwise-grouped's
# own test), gpu/rowwise-grouped at level2/37's size with the unroll
# alternative and block sizes, then the harness on 37 and 75 at budget 3.
#   bash utils/gpu-check/session12-call4.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
s=$root/utils/gpu-check/session.sh
KGEN_LIT_TIMEOUT=280 bash "$s" gpu-lit "$out/lit" > "$out/lit.txt" 2>&1
bin=/tmp/kgen-session
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
k=$root/utils/gpu-check/gn/gn-37.mlir
st=$root/strategies/gpu/rowwise-grouped.mlir
echo "| point | verdict | cold median ms | TB/s on 1.07 GB |" > $out/table.md
echo "| --- | --- | --- | --- |" >> $out/table.md
for kn in '{"unroll":0}' '{"unroll":1}' '{}' '{"block_groups":32}' '{"block_groups":64}' '{"vector_width":2}'; do
  kgen-tune $k --strategy=$st --knobs="$kn" -o $out/c.mlir 2>>$out/log.txt &&
  kgen-validate $k --candidate=$out/c.mlir --target=sm_90 --seed=5 --json=$out/r.json >>$out/log.txt 2>&1
  python3 -c "import json;j=json.load(open('$out/r.json'));t=j.get('timing',{}).get('cold',{}).get('median_ms');print('| %s | %s | %.3f | %.2f |'%('$kn',j['verdict'],t,2*2**29*4/t/1e9/4))" >> $out/table.md
done
KGEN_KB_PROBLEMS="level2/37_* level2/75_*" KGEN_KB_BUDGET=3 KGEN_KB_JOBS=2 KGEN_KB_TIME_LIMIT=200 KGEN_KB_TIMEOUT=240 \
KGEN_KB_WORK=/tmp/kb4 bash "$s" kernelbench "$out/kb" > "$out/kb.txt" 2>&1
(cd /tmp/kb4 && find . -name tune.log | tar -czf "$out/tunelogs.tgz" -T -) 2>/dev/null
rm -f "$out/kb/logs.tgz"
grep -E "^(PASS|FAIL|UNSUPPORTED)|Passed|Failed" "$out/lit.txt" | head -30
tail -n 9 "$out/kb.txt"
cat $out/table.md
