"""Prints AGREE when two kgen-validate reports of the same kernel and seed
(one with --checks=host, one with --checks=device) have the same verdict
and, per trial and output, the same errors (max |got - ref| exactly up to
1e-9 relative, the normwise error up to 1e-6 relative: its sums are added
in another order); otherwise prints the differences and exits 1."""
import json, sys

a, b = (json.load(open(p)) for p in sys.argv[1:3])
problems = []
if a.get("verdict") != b.get("verdict"):
    problems.append("verdicts %s / %s" % (a.get("verdict"), b.get("verdict")))
if (a.get("checks"), b.get("checks")) != ("host", "device"):
    problems.append("checks %s / %s" % (a.get("checks"), b.get("checks")))
ta, tb = a.get("trials", []), b.get("trials", [])
if len(ta) != len(tb):
    problems.append("%d / %d trials" % (len(ta), len(tb)))
def close(x, y, rel):
    return abs(x - y) <= rel * max(abs(x), abs(y)) or x == y
for t, (x, y) in enumerate(zip(ta, tb)):
    if x.get("ok") != y.get("ok") or x.get("mismatches") != y.get("mismatches"):
        problems.append("trial %d: ok %s/%s mismatches %s/%s" % (
            t, x.get("ok"), y.get("ok"), x.get("mismatches"), y.get("mismatches")))
    for o, (ox, oy) in enumerate(zip(x.get("outputs", []), y.get("outputs", []))):
        if not close(ox["max_abs_error"], oy["max_abs_error"], 1e-9):
            problems.append("trial %d output %d: max_abs_error %r / %r" % (
                t, o, ox["max_abs_error"], oy["max_abs_error"]))
        if not close(ox["normwise_error"], oy["normwise_error"], 1e-6):
            problems.append("trial %d output %d: normwise_error %r / %r" % (
                t, o, ox["normwise_error"], oy["normwise_error"]))
    if x.get("worst", {}).get("index") != y.get("worst", {}).get("index"):
        problems.append("trial %d: worst index %s / %s" % (
            t, x.get("worst", {}).get("index"), y.get("worst", {}).get("index")))
if a.get("constant_output") != b.get("constant_output"):
    problems.append("constant_output differs")
print("AGREE" if not problems else "DISAGREE\n" + "\n".join(problems))
sys.exit(1 if problems else 0)
