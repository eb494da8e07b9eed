#!/usr/bin/env python3
"""Issue #7's "use and measure": kgen with and without each rewrite.

    python3 utils/gpu-check/rewrites.py --dev DEV --out OUT [--budget 3]
        [--shrink 8] [--per-rewrite 1] [--timeout 90] [--target sm_90]
        [--only NAME,...] [--dry-run]

For every rewrite, the dev-set problems that exercise it are found by the
PyTorch ops in their source (below, REWRITES: a regular expression per
rewrite, the first --per-rewrite problems in level order and by number).
Each is run through the KernelBench harness (utils/kernelbench) twice with
the same budget: once with the rewrite's knob pinned on, once pinned off
(`--tune-options="pin=KNOB:VALUE"`, appended to --kgen-tune's options).
The table: problem, rewrite, eager ms, kgen ms with, kgen ms without,
verified each; OUT/rewrites.json has everything.

Sizes: the module-level integer constants above 32 of each problem are
divided by --shrink (at least 8), as for the dev-set op listing, so that
the 13 harness runs fit the session (the table says so). Each shrunk
problem is first run on PyTorch's meta device (shapes only, no data); when
that fails (sizes that must agree, e.g. a LayerNorm shape tied to a
spatial size that is not shrunk), every integer above 8 of the
module-level assignments, tuples too, is divided instead (at least 8), then
the factor is halved, down to the problem as it is. The shrink used is in
the table's problem column and in rewrites.json. A problem whose
"with" run reports that no strategy of any kernel has the knob is listed
as n/a without a "without" run.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# rewrite label, knob, value pinned on, value pinned off, levels searched,
# source pattern (the PyTorch op the rewrite applies to).
REWRITES = [
    ("pool_as_conv(1d/2d)", "pool_as_conv", "conv", "direct",
     ("level1", "level2"), r"nn\.AvgPool[12]d\(|avg_pool[12]d\("),
    ("pool_as_conv(3d)", "pool_as_conv", "conv", "direct",
     ("level1", "level2"), r"nn\.AvgPool3d\(|avg_pool3d\("),
    ("conv_as_matmul", "lowering", "im2col", "direct", ("level1",),
     r"nn\.Conv[123]d\("),
    ("conv_transpose_as_conv", "conv_transpose", "conv", "direct",
     ("level1", "level2"), r"nn\.ConvTranspose[123]d\("),
    # A GEMM with elementwise consumers: the fused problems of level 2.
    ("fuse_epilogue", "epilogue", "fused", "separate", ("level2",),
     r"nn\.Linear\(|torch\.matmul\("),
    ("normalization(softmax)", "normalization", "online", "interface",
     ("level1", "level2"), r"softmax\("),
    ("normalization(norms)", "normalization", "online", "interface",
     ("level1", "level2"), r"nn\.(LayerNorm|GroupNorm|InstanceNorm[123]d|RMSNorm)\("),
]


def problems(dev):
    """(level, number, path) of every problem, level1 first, by number."""
    found = []
    for level in sorted(os.listdir(dev)):
        d = os.path.join(dev, level)
        if not os.path.isdir(d):
            continue
        for f in os.listdir(d):
            m = re.match(r"(\d+)_.*\.py$", f)
            if m:
                found.append((level, int(m.group(1)), os.path.join(d, f)))
    return sorted(found)


def shrink(src, dst, factor, every=False):
    """Copies problem `src` with its module-level sizes divided: the single
    integer assignments above 32, or with `every` each integer above 8 of
    any module-level assignment of integers (tuples and `a, b = 1, 2`
    too); never below 8."""
    out = []
    with open(src) as f:
        for line in f:
            text = line.rstrip("\n")
            m = re.match(r"^([A-Za-z_]\w*)(\s*=\s*)(\d+)(\s*(#.*)?)$", text)
            if m and int(m.group(3)) > 32:
                line = "%s%s%d%s\n" % (m.group(1), m.group(2),
                                       max(8, int(m.group(3)) // factor),
                                       m.group(4))
            elif every:
                m = re.match(r"^([A-Za-z_][\w, ]*=\s*)([\d, ()]+)(\s*(#.*)?)$",
                             text)
                if m:
                    rhs = re.sub(r"\d+", lambda d: str(
                        max(8, int(d.group(0)) // factor)
                        if int(d.group(0)) > 8 else int(d.group(0))),
                        m.group(2))
                    line = m.group(1) + rhs + m.group(3) + "\n"
            out.append(line)
    with open(dst, "w") as f:
        f.writelines(out)


# Builds the problem's model and runs it on the meta device (shapes only).
SHAPE_CHECK = """
import importlib.util, sys, torch
spec = importlib.util.spec_from_file_location("problem", sys.argv[1])
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
model = m.Model(*m.get_init_inputs()).to("meta")
xs = [x.to("meta") if isinstance(x, torch.Tensor) else x
      for x in m.get_inputs()]
with torch.no_grad():
    model(*xs)
"""


def shapes_ok(path):
    """(whether the problem at `path` runs on the meta device, last line of
    the error)."""
    try:
        r = subprocess.run([sys.executable, "-c", SHAPE_CHECK, path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=120)
    except subprocess.TimeoutExpired:
        return False, "shape check timed out"
    return r.returncode == 0, (r.stderr.strip().splitlines() or [""])[-1]


def shrink_checked(src, dst, factor):
    """Shrinks `src` into `dst` by the largest variant that still runs
    (shrink's default rule, then every size, each at factor, factor / 2,
    ...); returns a label of what was used ("/ 4", "/ 4 all", "/ 1")."""
    f = factor
    while f > 1:
        for every in (False, True):
            shrink(src, dst, f, every)
            ok, why = shapes_ok(dst)
            if ok:
                return "/ %d%s" % (f, " all" if every else "")
            print("    shrink / %d%s: %s" % (f, " all" if every else "", why),
                  flush=True)
        f //= 2
    shrink(src, dst, 1)
    return "/ 1"


def pin_valid(knob, value, target):
    """Whether some strategy offers knob=value (kgen-tune --pin check)."""
    tune = os.path.join(ROOT, "build", "bin", "kgen-tune")
    r = subprocess.run([tune, "--list-knobs", "--target=" + target,
                        "--pin=%s:%s" % (knob, value)],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return r.returncode == 0 and "no strategy has knob" not in r.stderr, \
        (r.stderr.strip().splitlines() or [""])[-1]


def run_harness(problem, out, pin, args):
    """One harness run; returns (result dict, tune log text, seconds)."""
    cmd = [sys.executable, "-m", "kgen_kernelbench.harness", problem,
           "--target=" + args.target, "--budget=%d" % args.budget,
           "--out=" + out, "--timeout=%d" % args.timeout, "--no-compile",
           "--max-data-bytes=0", "--tune-options=pin=" + pin]
    t0 = time.monotonic()
    with open(os.path.join(out + ".log"), "w") as log:
        subprocess.run(cmd, cwd=args.kernelbench,
                       stdout=log, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - t0
    res = {}
    try:
        with open(os.path.join(out, "results.json")) as f:
            res = (json.load(f).get("problems") or [{}])[0]
    except (OSError, ValueError):
        res = {"status": "failed", "reason": "no results.json"}
    tune_log = ""
    for dirpath, _, files in os.walk(out):
        if "tune.log" in files:
            with open(os.path.join(dirpath, "tune.log"),
                      errors="replace") as f:
                tune_log = f.read()
    return res, tune_log, seconds


def ms(res, key):
    t = (res.get("timings") or {}).get(key)
    return "%.4f" % t["median_ms"] if t and t.get("median_ms") else "-"


def verdict(res):
    if res.get("status") == "failed":
        return "failed@%s" % res.get("stage", "?")
    return {True: "yes", False: "NO"}.get(res.get("verified"), "-")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dev", required=True, help="dev-set folder (level1/..)")
    p.add_argument("--out", required=True)
    p.add_argument("--target", default="sm_90")
    p.add_argument("--budget", type=int, default=3)
    p.add_argument("--shrink", type=int, default=8)
    p.add_argument("--per-rewrite", type=int, default=1)
    p.add_argument("--timeout", type=int, default=90,
                   help="seconds per harness run (one problem)")
    p.add_argument("--only", help="comma-separated rewrite labels")
    p.add_argument("--kernelbench", default=os.path.join(ROOT, "utils",
                                                         "kernelbench"),
                   help="the harness package's folder")
    p.add_argument("--dry-run", action="store_true",
                   help="list the problems and pins, run nothing")
    args = p.parse_args()
    os.makedirs(args.out, exist_ok=True)
    pdir = os.path.join(args.out, "problems")
    os.makedirs(pdir, exist_ok=True)
    all_problems = problems(args.dev)
    only = set(args.only.split(",")) if args.only else None

    plan = []
    for label, knob, on, off, levels, pattern in REWRITES:
        if only and label not in only:
            continue
        chosen = []
        for level, number, path in all_problems:
            if level not in levels:
                continue
            with open(path, errors="replace") as f:
                if re.search(pattern, f.read()):
                    chosen.append((level, path))
            if len(chosen) == args.per_rewrite:
                break
        for level, path in chosen:
            plan.append((label, knob, on, off, level, path))
    print("rewrites: %d runs planned (2 per problem), budget %d, sizes / %d"
          % (2 * len(plan), args.budget, args.shrink), flush=True)

    rows = []
    t_start = time.monotonic()
    for label, knob, on, off, level, path in plan:
        name = "%s/%s" % (level, os.path.splitext(os.path.basename(path))[0])
        row = {"problem": name, "rewrite": label, "knob": knob,
               "on": on, "off": off}
        rows.append(row)
        print("[%s] %s: pin %s:%s vs %s:%s" % (label, name, knob, on, knob,
                                              off), flush=True)
        local = os.path.join(pdir, os.path.basename(path))
        row["shrink"] = shrink_checked(path, local, args.shrink)
        print("    sizes %s" % row["shrink"], flush=True)
        if args.dry_run:
            continue
        ok_on, why_on = pin_valid(knob, on, args.target)
        ok_off, why_off = pin_valid(knob, off, args.target)
        if not (ok_on and ok_off):
            row["note"] = "not measured: " + (why_on if not ok_on else why_off)
            print("    " + row["note"], flush=True)
            continue
        tag = re.sub(r"\W", "_", label)
        res_on, log_on, s_on = run_harness(
            local, os.path.join(args.out, "%s-%s-on" % (tag, level)),
            "%s:%s" % (knob, on), args)
        row.update(with_result=res_on, with_seconds=round(s_on, 1))
        if "no strategy that applies to this kernel has knob '%s'" % knob \
                in log_on and "%s\":" % knob not in log_on:
            row["note"] = "n/a: no strategy of its kernels has knob " + knob
            print("    " + row["note"], flush=True)
            continue
        res_off, _, s_off = run_harness(
            local, os.path.join(args.out, "%s-%s-off" % (tag, level)),
            "%s:%s" % (knob, off), args)
        row.update(without_result=res_off, without_seconds=round(s_off, 1))
        print("    with %s ms (%s, %.0f s), without %s ms (%s, %.0f s)" % (
            ms(res_on, "kgen"), verdict(res_on), s_on, ms(res_off, "kgen"),
            verdict(res_off), s_off), flush=True)

    with open(os.path.join(args.out, "rewrites.json"), "w") as f:
        json.dump({"budget": args.budget, "shrink": args.shrink,
                   "target": args.target, "rows": rows,
                   "seconds": round(time.monotonic() - t_start, 1)},
                  f, indent=1, default=str)
    head = ("problem", "rewrite", "eager ms", "kgen ms with", "kgen ms w/o",
            "verified with", "verified w/o")
    fmt = "%-52s %-24s %10s %13s %12s %14s %13s"
    print("\nkgen with and without each rewrite (budget %d per run, sizes "
          "/ %d, %s)" % (args.budget, args.shrink, args.target))
    print(fmt % head)
    for r in rows:
        # A shrink other than the run's is shown after the (cut) name.
        if r.get("shrink", "/ %d" % args.shrink) != "/ %d" % args.shrink:
            tail = " (%s)" % r["shrink"]
            r = dict(r, problem=r["problem"][:52 - len(tail)] + tail)
        w, wo = r.get("with_result", {}), r.get("without_result", {})
        if "note" in r and not wo:
            print(fmt % (r["problem"][:52], r["rewrite"][:24],
                         ms(w, "eager") if w else "-", "-", "-", "-", "-")
                  + "  " + r["note"])
            continue
        print(fmt % (r["problem"][:52], r["rewrite"][:24], ms(w, "eager"),
                     ms(w, "kgen"), ms(wo, "kgen"), verdict(w), verdict(wo)))
    print("total %.0f s" % (time.monotonic() - t_start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
