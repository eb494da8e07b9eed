#!/usr/bin/env python3
"""The validation protocol's cost at KernelBench sizes (issue #17).

Runs kgen-validate on the naive lowering of each kernel (the kernel is its
own candidate) for --target, with a fixed seed, and prints one row per
kernel and option set: verdict, wall seconds, the worker's phases and the
reference's time (the report's profile_ms and reference.ms). Extra
kgen-validate options per run go in --variants ("label=opts;label=opts").

  validate-big.py --out OUT [--kernels K.mlir ...] [--variants ...]
"""
import argparse, json, os, subprocess, sys, time

here = os.path.dirname(os.path.abspath(__file__))
p = argparse.ArgumentParser()
p.add_argument("--out", required=True)
p.add_argument("--target", default="sm_90")
p.add_argument("--timeout", default="300")
p.add_argument("--kernels", nargs="*", default=[
    os.path.join(here, "big", f) for f in sorted(os.listdir(os.path.join(here, "big")))])
p.add_argument("--variants", default="default=")
args = p.parse_args()
os.makedirs(args.out, exist_ok=True)
rows = []
reports = {}
for kernel in args.kernels:
    name = os.path.basename(kernel).rsplit(".", 1)[0]
    for variant in args.variants.split(";"):
        label, _, opts = variant.partition("=")
        report = os.path.join(args.out, "report.json")
        cmd = ["kgen-validate", kernel, "--target=" + args.target, "--seed=1",
               "--timeout=" + args.timeout, "--json=" + report] + opts.split()
        start = time.time()
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        wall = time.time() - start
        with open(os.path.join(args.out, "validate-big.log"), "a") as f:
            f.write("$ " + " ".join(cmd) + "\n" + r.stdout + "\n")
        try:
            j = json.load(open(report))
            os.remove(report)
        except Exception:
            j = {}
        reports["%s.%s" % (name, label)] = j
        prof = j.get("profile_ms", {})
        ref = j.get("reference", {})
        t = j.get("timing", {}).get("cold", {}).get("median_ms")
        phases = " ".join("%s=%.0f" % (k, v) for k, v in sorted(prof.items()) if v >= 50)
        rows.append((name, label, j.get("verdict", "?"), wall, ref.get("ms", 0), t, phases,
                     (j.get("details") or r.stdout.strip().splitlines()[-1:] or [""])[0][:90]))
        print("done %s %s %.1f s" % (name, label, wall), flush=True)
with open(os.path.join(args.out, "reports.json"), "w") as f:
    json.dump(reports, f, indent=1)
print("\n| kernel | variant | verdict | wall s | reference ms | kernel ms (cold median) | phases (ms, >= 50) | details |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for n, l, v, w, rm, t, ph, d in rows:
    print("| %s | %s | %s | %.1f | %.0f | %s | %s | %s |" % (n, l, v, w, rm, "%.3f" % t if t else "-", ph, d))
