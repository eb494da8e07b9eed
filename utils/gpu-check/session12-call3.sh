#!/usr/bin/env bash
# Session 12, call 3 (H200): gpu/rowwise-grouped at level2/37's group norm
# size (utils/gpu-check/gn/gn-37.mlir) at knob points and its naive
# lowering, each timed by kgen-validate; then why the odd-group test kernel
# is WRONG_ANSWER. (Run before the unroll alternative existed: its start
# was today's {"unroll": 0}, the variant unrolled by 16 today's default.)
#   bash utils/gpu-check/session12-call3.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:?OUT}
source "$root/.gpu/llvm-min/unpack.sh"
bin=/tmp/kgen-session
mkdir -p $bin && tar -xJf "$root/.gpu/session/tools.tar.xz" -C $bin
export PATH=$bin/bin:$PATH LD_LIBRARY_PATH=$bin/lib:$LD_LIBRARY_PATH KGEN_STRATEGIES_DIR=$root/strategies
g=$root/utils/gpu-check/gn
k=$g/gn-37.mlir
row() { # label strategy knobs
  if [ "$2" = naive ]; then cand=$k; else
    kgen-tune $k --strategy=$2 --knobs="$3" -o $out/c.mlir 2>>$out/log.txt || { echo "| $1 | compile failed |"; return; }
    cand=$out/c.mlir; fi
  kgen-validate $k --candidate=$cand --target=sm_90 --seed=5 --json=$out/r.json >>$out/log.txt 2>&1
  python3 -c "import json;j=json.load(open('$out/r.json'));t=j.get('timing',{}).get('cold',{}).get('median_ms');print('| $1 | %s | %s | %s |'%(j['verdict'],t,'%.2f TB/s'%(2*2**29/t/1e9) if t else '-'))"
}
echo "| point | verdict | cold median ms | GB moved 1.07 / time |" > $out/table.md
echo "| --- | --- | --- | --- |" >> $out/table.md
row naive naive >> $out/table.md
s=$root/strategies/gpu/rowwise-grouped.mlir
row start $s '{"unroll":0}' >> $out/table.md
row vw2 $s '{"vector_width":2,"unroll":0}' >> $out/table.md
row bg32 $s '{"block_groups":32,"unroll":0}' >> $out/table.md
row bg256 $s '{"block_groups":256,"unroll":0}' >> $out/table.md
row online $s '{"normalization":2,"unroll":0}' >> $out/table.md
row unroll16 $s '{"unroll":2}' >> $out/table.md
o=$root/integration_test/Search/Inputs/group-norm-rows-odd.mlir
kgen-tune $o --strategy=$s --knobs='{"vector_width":1}' -o $out/odd.mlir
kgen-validate $o --candidate=$out/odd.mlir --target=sm_90 --no-time --seed=23 --json=$out/odd.json > $out/odd.txt 2>&1
kgen-validate $o --candidate=$o --target=sm_90 --no-time --seed=23 > $out/odd-naive.txt 2>&1
tail -5 $out/odd.txt; tail -3 $out/odd-naive.txt
python3 -c "
import json;j=json.load(open('$out/odd.json'))
print(j.get('details'))
for t in j.get('trials',[])[:6]: print(json.dumps(t)[:600])
"
cat $out/table.md
