"""Which ONNX ops a folder of KernelBench-style problems exports to.

    python3 -m kgen_kernelbench.ops DIR... [-o OUT] [--json=FILE]
        [--max-input-bytes=1073741824] [--shrink-batch] [--timeout=300]

Exports every *.py below DIR (model and ONNX only, no reference data), one
child process per problem, and prints each op with its count and the
problems that use it, then the problems that failed, with the stage and why.
"""

import argparse
import glob
import json
import os
import sys
import tempfile

from . import StageError
from .isolate import mark_stage, run_child


def find_problems(paths):
    found = []
    for p in paths:
        if os.path.isdir(p):
            found += sorted(glob.glob(os.path.join(p, "**", "*.py"),
                                      recursive=True))
        else:
            found.append(p)
    return [f for f in found if os.path.basename(f) != "__init__.py"]


def display_name(path, roots):
    path = os.path.abspath(path)
    for r in roots:
        r = os.path.abspath(r)
        if os.path.isdir(r) and path.startswith(r + os.sep):
            return os.path.splitext(os.path.relpath(path, r))[0]
    return os.path.splitext(os.path.basename(path))[0]


def export_for_listing(path, args):
    """Exports one problem without data; returns the result dict."""
    from .export import export_problem
    result = {"problem": path}
    try:
        e = export_problem(path, args.out, with_data=False,
                           max_input_bytes=args.max_input_bytes,
                           shrink_batch=args.shrink_batch,
                           max_param_bytes=args.max_param_bytes,
                           mode=args.mode)
        result.update(status="exported", ops=e.manifest["onnx_ops"],
                      notes=e.manifest["notes"],
                      batch_size_shrunk=e.manifest.get("batch_size_shrunk"))
    except StageError as e:
        result.update(status="failed", stage=e.stage, reason=e.message)
    return result


def one(args):
    """Child: export one problem without data, write the result JSON."""
    mark_stage(args.result, "export")
    result = export_for_listing(args.one, args)
    with open(args.result, "w") as f:
        json.dump(result, f)
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(prog="python3 -m kgen_kernelbench.ops",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", help="problem folders or files")
    p.add_argument("-o", "--out", help="where the ONNX files go "
                   "(default: a temporary folder)")
    p.add_argument("--json", help="write the listing as JSON")
    p.add_argument("--max-input-bytes", type=int, default=None,
                   help="problems whose inputs need more are not exported "
                   "(measured on the meta device)")
    p.add_argument("--max-param-bytes", type=int, default=None,
                   help="problems whose parameters need more are not "
                   "exported (measured on the meta device)")
    p.add_argument("--shrink-batch", action="store_true",
                   help="halve a problem's module-level batch_size until its "
                   "inputs fit --max-input-bytes (op types stay the same)")
    p.add_argument("--mode", default="as-constructed",
                   choices=["as-constructed", "eval"])
    p.add_argument("--timeout", type=int, default=300,
                   help="seconds per problem (default 300)")
    p.add_argument("--in-process", action="store_true",
                   help="export every problem in this process (faster: one "
                   "torch import; no per-problem timeout or isolation)")
    p.add_argument("--one", help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.one:
        return one(args)

    if not args.paths:
        p.error("no problem folder or file given")
    out = args.out or tempfile.mkdtemp(prefix="kgen-kb-ops-")
    problems = find_problems(args.paths)
    if not problems:
        print("kgen_kernelbench.ops: no problem files under %s" %
              " ".join(args.paths), file=sys.stderr)
        return 2
    results = []
    for path in problems:
        name = display_name(path, args.paths)
        child = ["--one", path, "-o", os.path.join(out, os.path.dirname(name)),
                 "--mode", args.mode] + \
            (["--max-input-bytes", str(args.max_input_bytes)]
             if args.max_input_bytes is not None else []) + \
            (["--shrink-batch"] if args.shrink_batch else []) + \
            (["--max-param-bytes", str(args.max_param_bytes)]
             if args.max_param_bytes is not None else [])
        if args.in_process:
            sub = argparse.Namespace(**vars(args))
            sub.out = os.path.join(out, os.path.dirname(name))
            res, fail = export_for_listing(path, sub), None
        else:
            res, fail = run_child("ops", child, args.timeout)
        if fail:
            res = {"status": "failed", "stage": fail["stage"],
                   "reason": fail["reason"]}
        res["name"] = name
        results.append(res)
        status = "ok" if res["status"] == "exported" else \
            "FAILED at %s: %s" % (res["stage"], res["reason"])
        print("  %-70s %s" % (name, status), file=sys.stderr, flush=True)

    ops = {}
    for r in results:
        for op, n in r.get("ops", {}).items():
            entry = ops.setdefault(op, {"count": 0, "problems": []})
            entry["count"] += n
            entry["problems"].append(r["name"])
    exported = [r for r in results if r["status"] == "exported"]
    print("ONNX ops over %d exported problems (of %d):" % (len(exported),
                                                           len(results)))
    print("%-24s %6s %8s  %s" % ("op", "nodes", "problems", "problems"))
    for op in sorted(ops, key=lambda o: (-len(ops[o]["problems"]), o)):
        e = ops[op]
        print("%-24s %6d %8d  %s" % (op, e["count"], len(e["problems"]),
                                     " ".join(e["problems"])))
    shrunk = [r for r in exported if r.get("batch_size_shrunk")]
    if shrunk:
        print("\nExported with a smaller batch_size (--shrink-batch):")
        for r in shrunk:
            print("  %s: batch_size %d -> %d" % (
                r["name"], r["batch_size_shrunk"][0],
                r["batch_size_shrunk"][1]))
    failed = [r for r in results if r["status"] != "exported"]
    if failed:
        print("\nNot exported (%d):" % len(failed))
        for r in failed:
            print("  %s: %s: %s" % (r["name"], r["stage"], r["reason"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"problems": results, "ops": ops}, f, indent=1,
                      sort_keys=True)
            f.write("\n")
    return 0 if exported else 1


if __name__ == "__main__":
    sys.exit(main())
