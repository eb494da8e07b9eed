"""Drives the harness's Scheduler on two fake GPUs (no children, no GPU):
each "problem" sleeps a moment instead of running. Prints where each ran
and the invariants of the memory admission: on no GPU did the estimates of
the problems running at once exceed its capacity (except a problem larger
than the GPU, which must run alone), every problem ran, and the two GPUs
ran problems at the same time."""
import argparse
import sys
import tempfile
import time

from kgen_kernelbench.harness import GIB, Scheduler

# name, estimate (GiB; None: unknown), seconds
PROBLEMS = [("big1", 6, 0.6), ("big2", 6, 0.6), ("big3", 6, 0.6),
            ("small1", 1, 0.6), ("small2", 1, 0.6), ("huge", 12, 0.6),
            ("unknown", None, 0.6), ("small3", 1, 0.6)]
CAPACITY = {"0": 10 * GIB, "1": 10 * GIB}


class Fake(Scheduler):
    def _one(self, k, gpu):
        time.sleep(PROBLEMS[k][2])
        return {"problem": PROBLEMS[k][0], "stages": {}, "status": "ok",
                "gpu": gpu}


args = argparse.Namespace(jobs=int(sys.argv[1]), gpus="0,1",
                          out=tempfile.mkdtemp(), time_limit=0)
items = [("%s.py" % n, n, None) for n, _, _ in PROBLEMS]
need = [g * GIB if g is not None else None for _, g, _ in PROBLEMS]
sched = Fake(args, items, [], lambda k, r: None, capacity=CAPACITY,
             need=need)
res = sched.run()
for r in res:
    print("%s: gpu %s, waited %s" % (r["name"], r["gpu"], "yes" if r.get(
        "admission", {}).get("waited_s") else "no"))
bad = []
alone_ok = True
for r in res:
    t = r["started"]
    running = [q for q in res if q["gpu"] == r["gpu"] and
               q["started"] <= t < q["ended"]]
    est = [q["estimate_gib"] for q in running]
    if len(running) > 1 and (None in est or sum(est) > 10):
        bad.append("+".join(q["name"] for q in running))
print("over capacity at a start: %s" % (" ".join(bad) or "none"))
print("ran: %d of %d" % (sum(r is not None for r in res), len(PROBLEMS)))
both = any(a["gpu"] != b["gpu"] and a["started"] < b["ended"] and
           b["started"] < a["ended"] for a in res for b in res)
print("GPUs busy at the same time: %s" % ("yes" if both else "no"))
