#!/usr/bin/env bash
# The tuner's throughput (issue #17): verified candidates per minute of
# wall time on small kernels (<= 16 MiB of operands) and a full-size one,
# where each candidate's validation spends its time (the validator's
# profile_ms, medians over the candidates), the naive validation of a
# 4096x393216 elementwise kernel, and a second run of the same kernel on
# the same database. Extra kgen-tune flags (e.g. --screen-trials=1) come
# from $KGEN_TUNE_FLAGS.
#   bash utils/gpu-check/throughput.sh OUT
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && cd .. && pwd)
out=${1:?OUT}
source "$root/utils/gpu-check/env.sh"
nvidia-smi -L
mkdir -p "$out"
k=$root/utils/gpu-check/throughput
flags=${KGEN_TUNE_FLAGS:-}
tune() { # name kernel budget limit [first|second]
  local name=$1 kernel=$2 budget=$3 limit=$4
  local start=$(date +%s%N)
  timeout $((limit + 60)) kgen-tune "$kernel" --target=sm_90 --budget="$budget" \
    --time-limit="$limit" --db="$out/tune.db" --report="$out/$name.json" $flags \
    > "$out/$name.txt" 2>&1
  echo "$name exit $? wall $(( ($(date +%s%N) - start) / 1000000 )) ms"
}
tune matmul "$k/matmul-1024.mlir" 16 120
tune softmax "$k/softmax-1024x2048.mlir" 16 120
tune sum "$k/sum-128x4096x4095.mlir" 8 150
tune matmul-again "$k/matmul-1024.mlir" 16 120
start=$(date +%s%N)
timeout 120 kgen-validate "$k/relu-4096x393216.mlir" --target=sm_90 \
  --json="$out/relu-naive.json" > "$out/relu-naive.txt" 2>&1
echo "relu naive validation exit $? wall $(( ($(date +%s%N) - start) / 1000000 )) ms"
python3 - "$out" <<'PY'
import json, sqlite3, statistics, sys, os
out = sys.argv[1]
db = sqlite3.connect(os.path.join(out, "tune.db"))
profiles = {}
for (report,) in db.execute("SELECT report FROM candidates WHERE strategy != '(naive)'"):
    try:
        r = json.loads(report)
    except Exception:
        continue
    for phase, ms in (r.get("profile_ms") or {}).items():
        profiles.setdefault(phase, []).append(ms)
print("| run | naive ms | best ms | trials | verified | verified per minute | measured | measured per minute | wall s | baseline s | compile s | waiting s | measure s |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for name in ["matmul", "softmax", "sum", "matmul-again"]:
    try:
        r = json.load(open(os.path.join(out, name + ".json")))
    except Exception as e:
        print("|", name, "| no report |"); continue
    t = r.get("time_s", {})
    print("| %s | %.4f | %.4f | %d | %d | %.1f | %d | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f |" % (
        name, r.get("naive_ms", -1), r.get("best_ms", -1), len(r.get("trials", [])),
        r.get("verified_candidates", 0), r.get("candidates_per_minute", 0),
        r.get("measured_candidates", 0), r.get("measured_per_minute", 0), t.get("wall", 0),
        t.get("baseline", 0), t.get("compile", 0), t.get("waiting_for_compile", 0), t.get("measure", 0)))
print()
print("validator profile_ms over all candidates (median):",
      ", ".join("%s %.0f" % (p, statistics.median(v)) for p, v in sorted(profiles.items())))
try:
    r = json.load(open(os.path.join(out, "relu-naive.json")))
    print("relu 4096x393216 naive validation:", r.get("verdict"),
          "profile_ms", json.dumps(r.get("profile_ms")))
except Exception as e:
    print("relu: no report", e)
PY
