"""Reads a harness results.json; prints how many problems held the GPU lock,
how many holds there were, and how many pairs of holds of different problems
overlap in time where one of them is exclusive (must be 0 for problems that
share a lock file: shared holds may overlap each other, an exclusive one
nothing)."""
import json
import sys

r = json.load(open(sys.argv[1]))
holds = []
for p in r["problems"]:
    for h in p.get("lock_holds", []):
        holds.append((p["name"], p.get("gpu_lock"), h["start"], h["end"],
                      h["section"], h.get("shared", False)))
overlaps = 0
for i, a in enumerate(holds):
    for b in holds[i + 1:]:
        if a[0] != b[0] and a[1] == b[1] and a[2] < b[3] and b[2] < a[3] \
                and not (a[5] and b[5]):
            overlaps += 1
print("problems with holds: %d; holds: %d; sections: %s; overlapping: %d" % (
    len({h[0] for h in holds}), len(holds),
    ",".join(sorted({h[4] for h in holds})), overlaps))
print("lock files: %d" % len({h[1] for h in holds}))
print("exclusive sections: %s" % ",".join(
    sorted({h[4] for h in holds if not h[5]})))
