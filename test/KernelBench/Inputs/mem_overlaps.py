"""Reads a harness results.json; prints every problem's memory estimate
and GPU, the pairs of problems whose runs overlapped in time (the parent's
start/end stamps), and the most estimated memory that was ever in use at
once on one GPU against that GPU's capacity (must not exceed it, unless a
single problem larger than the GPU ran alone)."""
import json
import sys

r = json.load(open(sys.argv[1]))
ran = [p for p in r["problems"] if "started" in p]
for p in r["problems"]:
    print("%s: %s estimate %s GiB, gpu %s, waited %s" % (
        p["name"], p["status"], p.get("estimate_gib"), p.get("gpu"),
        "yes" if p.get("admission", {}).get("waited_s") else "no"))
pairs = []
for i, a in enumerate(ran):
    for b in ran[i + 1:]:
        if a.get("gpu") == b.get("gpu") and a["started"] < b["ended"] and \
                b["started"] < a["ended"]:
            pairs.append("+".join(sorted((a["name"], b["name"]))))
print("overlapping: %s" % (" ".join(sorted(pairs)) or "none"))
caps = r["memory_admission"]["capacity_gib"] or {"none": float("inf")}
worst = 0.0
for p in ran:
    # At each start, the sum of the estimates of the problems running then.
    t = p["started"]
    worst = max(worst, sum(q["estimate_gib"] for q in ran
                           if q.get("gpu") == p.get("gpu") and
                           q["started"] <= t < q["ended"]
                           and (q["estimate_gib"] or 0) <= max(caps.values())))
print("most estimated in use at once (problems that fit a GPU): %.1f GiB; "
      "capacity %s" % (worst, ",".join("%.1f" % c for c in caps.values())))
