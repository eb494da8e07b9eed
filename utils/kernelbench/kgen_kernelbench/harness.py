"""Run a folder of KernelBench-style problems through kgen and PyTorch.

    python3 -m kgen_kernelbench.harness DIR_OR_FILE... --target=host|sm_90
        [--budget=N] [--out=results] [--timeout=1800] [--seeds=1]
        [--dists=problem,uniform,large,normal,special] [--mode=as-constructed]
        [--policy=strict] [--reps=20] [--warmup=3] [--no-partition]
        [--allow-tf32] [--no-compile]

Per problem, in a child process under --timeout: export (ONNX + reference
cases), import (kgen-import-onnx), partition (kgen-opt --kgen-partition),
tune (kgen-opt --kgen-tune; naive lowering, labeled, when the pass is not
there or --budget=0), lower + AOT (libhost.so), validate kgen's outputs
against PyTorch's float64 reference on every case, and time PyTorch eager,
torch.compile (GPU targets) and kgen with one timer. Prints a table and a
summary, writes OUT/results.json. docs/kernelbench.md has the protocol.
"""

import argparse
import json
import math
import os
import re
import shutil
import sys
import time

from . import StageError, one_line
from .isolate import mark_stage, run_child
from .ops import display_name, find_problems

STAGES = ("export", "import", "partition", "tune", "lower", "load", "bind",
          "validate", "time")


# ---------------------------------------------------------------------------
# The child: one problem.
# ---------------------------------------------------------------------------

class Worker:
    def __init__(self, args):
        self.args = args
        self.pdir = os.path.abspath(args.problem_dir)
        os.makedirs(self.pdir, exist_ok=True)
        self.res = {"problem": args.name, "source": os.path.abspath(args.one),
                    "target": args.target, "stages": {}, "status": "failed"}

    def save(self):
        if self.args.result:
            tmp = self.args.result + ".tmp"
            with open(tmp, "w") as f:
                json.dump(self.res, f, indent=1, sort_keys=True,
                          default=str)
            os.replace(tmp, self.args.result)

    def stage(self, name):
        self.current = name
        mark_stage(self.args.result, name)

    def done(self, name, **info):
        self.res["stages"][name] = dict(ok=True, **info)
        self.save()

    def run(self):
        try:
            self._run()
        except StageError as e:
            self.res.update(status="failed", stage=e.stage, reason=e.message)
            self.res["stages"].setdefault(e.stage, {"ok": False,
                                                    "reason": e.message})
        except Exception as e:  # a bug or an unexpected library error
            stage = getattr(self, "current", "start")
            msg = "%s: %s" % (type(e).__name__, one_line(e))
            self.res.update(status="failed", stage=stage, reason=msg)
            self.res["stages"].setdefault(stage, {"ok": False, "reason": msg})
        self.save()

    def _run(self):
        import torch
        from .export import export_problem, parse_list

        a = self.args
        gpu = a.target != "host"
        if a.aot_from:
            # Lowered elsewhere (the GPU host has no LLVM): kgen-aot's output
            # for this problem stands in for import .. lower. Checked first.
            aot_dir = os.path.join(a.aot_from, a.name)
            if not os.path.isfile(os.path.join(aot_dir, "signature.json")):
                raise StageError("lower", "--aot-from: %s has no "
                                 "signature.json (make it with kgen-aot)" %
                                 aot_dir)
            with open(os.path.join(aot_dir, "signature.json")) as f:
                sig = json.load(f)
            if sig.get("target") != a.target:
                raise StageError("lower", "--aot-from: %s was built for %s, "
                                 "not %s" % (aot_dir, sig.get("target"),
                                             a.target))
        if gpu:
            if not torch.cuda.is_available():
                raise StageError("setup", "target %s needs a CUDA device and "
                                 "torch.cuda.is_available() is False" %
                                 a.target)
            device = torch.device("cuda")
            if not a.allow_tf32:
                torch.backends.cuda.matmul.allow_tf32 = False
                torch.backends.cudnn.allow_tf32 = False
        else:
            device = torch.device("cpu")
        self.res["device"] = torch.cuda.get_device_name(device) if gpu \
            else "cpu"
        self.res["torch"] = torch.__version__

        # Export.
        self.stage("export")
        t0 = time.monotonic()
        exp = export_problem(a.one, os.path.dirname(self.pdir),
                             seeds=parse_list(a.seeds, int),
                             dists=parse_list(a.dists), mode=a.mode,
                             model_seed=a.model_seed, device=str(device),
                             max_data_bytes=a.max_data_bytes)
        m = exp.manifest
        self.done("export", seconds=time.monotonic() - t0,
                  onnx_ops=m["onnx_ops"], cases=len(m["cases"]),
                  training=m["training"],
                  dropout_disabled=m["dropout_disabled"], notes=m["notes"])
        onnx_path = os.path.join(self.pdir, "model.onnx")

        if a.aot_from:
            self.res["aot_from"] = os.path.abspath(aot_dir)
            self.res["tuning"] = "prebuilt (--aot-from)"
            self.done("lower", prebuilt=os.path.abspath(aot_dir))
        else:
            sig, aot_dir = self._compile(onnx_path)
        self.stage("load")
        from .aot import KgenModule
        kmod = KgenModule(aot_dir)
        self.done("load")
        self._check(exp, onnx_path, sig, kmod, device, gpu)

    def _compile(self, onnx_path):
        """import, partition, tune, lower; returns (signature, aot dir)."""
        from .tools import find_tool, run_tool, tool_has_option
        a = self.args
        # Import.
        self.stage("import")
        kgen_opt = find_tool("kgen-opt", stage="import")
        imported = os.path.join(self.pdir, "imported.mlir")
        given = os.path.join(a.imported_from, os.path.basename(a.name) +
                             ".mlir") if a.imported_from else None
        if given:
            # A module written by hand (or by another importer) stands in for
            # kgen-import-onnx's output; the results say so.
            if not os.path.isfile(given):
                raise StageError("import", "--imported-from: %s does not "
                                 "exist" % given)
            shutil.copyfile(given, imported)
            self.res["imported_from"] = os.path.abspath(given)
            self.done("import", given=os.path.abspath(given))
        else:
            importer = find_tool("kgen-import-onnx", stage="import")
            run_tool("import", [importer, onnx_path, "-o", imported],
                     a.tool_timeout, log=os.path.join(self.pdir, "import.log"))
            self.done("import")

        # Partition.
        self.stage("partition")
        if a.no_partition:
            module = imported
            self.res["stages"]["partition"] = {
                "ok": False, "skipped": "--no-partition"}
        else:
            module = os.path.join(self.pdir, "partitioned.mlir")
            run_tool("partition", [kgen_opt, imported, "--kgen-partition",
                                   "-o", module], a.tool_timeout,
                     log=os.path.join(self.pdir, "partition.log"))
            with open(module) as f:
                kernels = f.read().count("kgen.kernel")
            self.done("partition", kernel_attrs=kernels)

        # Tune.
        self.stage("tune")
        if a.budget <= 0:
            self.res["tuning"] = "naive (--budget=0)"
            self.res["stages"]["tune"] = {"ok": False, "skipped": "budget 0"}
        elif not tool_has_option(kgen_opt, "--kgen-tune"):
            self.res["tuning"] = "naive (kgen-opt has no --kgen-tune pass)"
            self.res["stages"]["tune"] = {
                "ok": False, "skipped": "kgen-opt has no --kgen-tune"}
        else:
            tuned = os.path.join(self.pdir, "tuned.mlir")
            db = os.path.abspath(a.db)
            t0 = time.monotonic()
            log = os.path.join(self.pdir, "tune.log")
            run_tool("tune", [kgen_opt, module,
                              "--kgen-tune=target=%s budget=%d db=%s" % (
                                  a.target, a.budget, db), "-o", tuned],
                     a.tool_timeout, log=log)
            module = tuned
            # The pass says how many kernels it replaced ("N of M kernel(s)
            # tuned"); a kernel kept as it is stays naive.
            with open(log, errors="replace") as f:
                text = f.read()
            counts = re.findall(r"(\d+) of (\d+) kernel\(s\) tuned", text)
            info = {"seconds": time.monotonic() - t0, "db": db}
            if counts:
                done, total = (int(x) for x in counts[-1])
                info.update(kernels_tuned=done, kernels=total)
                kept = [one_line(l, 200) for l in text.splitlines()
                        if "kept as it is" in l]
                if kept:
                    info["kept"] = kept
                self.res["tuning"] = "%d of %d kernel(s) tuned (budget %d)" \
                    % (done, total, a.budget) + (
                        ": " + kept[0] if kept and done < total else "")
            else:
                self.res["tuning"] = "tuned (budget %d)" % a.budget
            if info.get("kernels_tuned") == 0:
                # The pass ran but replaced nothing: not counted as tuned.
                self.res["stages"]["tune"] = dict(ok=False, **info)
                self.save()
            else:
                self.done("tune", **info)
        self.save()

        # Lower + AOT.
        self.stage("lower")
        from .aot import compile_module
        t0 = time.monotonic()
        sig = compile_module(module, os.path.join(self.pdir, "aot"),
                             a.target, timeout=a.tool_timeout)
        self.done("lower", seconds=time.monotonic() - t0,
                  library=os.path.join(self.pdir, "aot", "libhost.so"))
        return sig, os.path.join(self.pdir, "aot")

    def _check(self, exp, onnx_path, sig, kmod, device, gpu):
        """bind, validate, time."""
        import torch
        a = self.args
        m = exp.manifest


        # Bind @main's arguments: graph inputs from each case, initializers
        # from the ONNX file (the model's real weights).
        self.stage("bind")
        binder = self._binder(m, onnx_path, sig, device)
        self.done("bind", arguments=[t["name"] for t in sig["inputs"]])

        # Validate.
        self.stage("validate")
        from .compare import compare
        cases = []
        all_ok = True
        for case, entry in zip(exp.cases, m["cases"]):
            args = binder(case["inputs"])
            try:
                outs = kmod(*args)
            except (TypeError, ValueError) as e:
                raise StageError("bind", one_line(e))
            if gpu:
                torch.cuda.synchronize()
            outs = [outs] if torch.is_tensor(outs) else list(outs)
            if len(outs) != len(case["ref"]):
                raise StageError("validate", "kgen returned %d outputs, the "
                                 "model %d" % (len(outs), len(case["ref"])))
            per_out = []
            ok = True
            for j, (o, r) in enumerate(zip(outs, case["ref"])):
                c = compare(o.detach().cpu().numpy(),
                            r.detach().cpu().numpy(), a.policy)
                c["output"] = j
                per_out.append(c)
                ok &= c["ok"]
            cases.append({"case": entry["id"],
                          "distribution": entry["distribution"],
                          "seed": entry["seed"], "ok": ok,
                          "reference_dtype": entry["reference_dtype"],
                          "outputs": per_out})
            all_ok &= ok
        self.res["validation"] = cases
        self.res["verified"] = all_ok
        if not all_ok:
            bad = next(c for c in cases if not c["ok"])
            out = next(o for o in bad["outputs"] if not o["ok"])
            self.res["reason"] = "case %s (%s, seed %d), output %d: %s" % (
                bad["case"], bad["distribution"], bad["seed"], out["output"],
                out["reason"])
        self.done("validate", cases=len(cases),
                  failed=sum(not c["ok"] for c in cases))

        # Time, on the problem's own inputs (the first case).
        self.stage("time")
        from .timing import Timer
        timer = Timer(device, warmup=a.warmup, reps=a.reps)
        self.res["timer"] = timer.describe()
        model = exp.model
        inputs = [x.to(device) if torch.is_tensor(x) else x
                  for x in exp.cases[0]["inputs"]]
        kargs = binder(exp.cases[0]["inputs"])
        timings = {}
        with torch.no_grad():
            timings["eager"] = timer.time(lambda: model(*inputs))
            if gpu and not a.no_compile:
                try:
                    compiled = torch.compile(model)
                    compiled(*inputs)
                    timings["compile"] = timer.time(lambda: compiled(*inputs))
                except Exception as e:
                    self.res["compile_error"] = "%s: %s" % (
                        type(e).__name__, one_line(e, 300))
            elif not gpu:
                self.res["compile_error"] = "not timed on the host target"
            else:
                self.res["compile_error"] = "--no-compile"
            timings["kgen"] = timer.time(lambda: kmod(*kargs))
        self.res["timings"] = timings
        self.res["status"] = "ok" if all_ok else "wrong"
        self.done("time")

    def _binder(self, manifest, onnx_path, sig, device):
        import numpy as np
        import onnx
        from onnx import numpy_helper
        import torch

        proto = onnx.load(onnx_path)
        inits = {i.name: i for i in proto.graph.initializer}
        by_onnx_input = {e["onnx_input"]: e["index"]
                         for e in manifest["inputs"]
                         if e.get("onnx_input")}
        plan = []
        for k, t in enumerate(sig["inputs"]):
            name = t["name"]
            if name in by_onnx_input:
                plan.append(("input", by_onnx_input[name], t))
            elif name in inits:
                arr = np.array(numpy_helper.to_array(inits[name]))
                plan.append(("init", torch.from_numpy(arr).to(device), t))
            else:
                raise StageError("bind", "@main argument %d (%s) is neither "
                                 "an ONNX graph input (%s) nor an initializer"
                                 % (k, name, ", ".join(by_onnx_input)))
        if len(sig["outputs"]) != len(manifest["outputs"]):
            raise StageError("bind", "@main has %d results, the model %d "
                             "outputs" % (len(sig["outputs"]),
                                          len(manifest["outputs"])))

        def bind(case_inputs):
            args = []
            for kind, v, t in plan:
                x = case_inputs[v].to(device) if kind == "input" else v
                want = getattr(torch, t["dtype"])
                if x.dtype != want:
                    raise StageError("bind", "argument %s: the model gives "
                                     "%s, @main takes %s" % (
                                         t["name"], x.dtype, want))
                args.append(x)
            return args
        return bind


# ---------------------------------------------------------------------------
# The parent: all problems, the table, the summary.
# ---------------------------------------------------------------------------

def _ms(t):
    return "%.4f" % t["median_ms"] if t else "-"


def summarize(results):
    n = len(results)

    def reached(stage):
        return sum(1 for r in results
                   if r.get("stages", {}).get(stage, {}).get("ok"))
    correct = [r for r in results if r.get("status") == "ok"]
    speedups = []
    faster = 0
    for r in correct:
        t = r.get("timings", {})
        if "eager" in t and "kgen" in t and t["kgen"]["median_ms"] > 0:
            s = t["eager"]["median_ms"] / t["kgen"]["median_ms"]
            speedups.append(s)
            faster += s > 1.0
    geo = math.exp(sum(math.log(s) for s in speedups) / len(speedups)) \
        if speedups else None
    return {"problems": n, "exported": reached("export"),
            "imported": reached("import"),
            "partitioned": reached("partition"), "tuned": reached("tune"),
            "lowered": reached("lower"), "correct": len(correct),
            "wrong": sum(1 for r in results if r.get("status") == "wrong"),
            "failed": sum(1 for r in results if r.get("status") == "failed"),
            "geomean_speedup_vs_eager": geo,
            "speedup_count": len(speedups),
            "fast_1": faster / n if n else 0.0}


def print_table(results, summary, out=sys.stdout):
    hdr = "%-58s %-16s %10s %10s %10s %8s %8s %-8s" % (
        "problem", "status", "eager ms", "compile ms", "kgen ms",
        "x eager", "x compile", "verified")
    print(hdr, file=out)
    print("-" * len(hdr), file=out)
    for r in results:
        t = r.get("timings", {})
        status = r["status"] if r["status"] != "failed" else \
            "FAIL@" + r.get("stage", "?")
        if r["status"] == "wrong":
            status = "WRONG"
        k = t.get("kgen")
        sx = "%.3f" % (t["eager"]["median_ms"] / k["median_ms"]) \
            if k and t.get("eager") and k["median_ms"] > 0 else "-"
        sc = "%.3f" % (t["compile"]["median_ms"] / k["median_ms"]) \
            if k and t.get("compile") and k["median_ms"] > 0 else "-"
        verified = {True: "yes", False: "NO"}.get(r.get("verified"), "-")
        print("%-58s %-16s %10s %10s %10s %8s %8s %-8s" % (
            r["name"][:58], status[:16], _ms(t.get("eager")),
            _ms(t.get("compile")), _ms(k), sx, sc, verified), file=out)
    notes = [r for r in results if r["status"] != "ok" or
             r.get("tuning", "").startswith("naive") or r.get("compile_error")]
    if notes:
        print("\nNotes:", file=out)
    for r in results:
        if r["status"] != "ok":
            print("  %s: %s: %s" % (r["name"], "wrong answer" if
                                    r["status"] == "wrong" else
                                    "failed at " + r.get("stage", "?"),
                                    r.get("reason", "")), file=out)
    for r in results:
        extra = []
        if r.get("aot_from"):
            extra.append("prebuilt library: " + r["aot_from"])
        if r.get("imported_from"):
            extra.append("imported module given: " + r["imported_from"])
        if r.get("stages", {}).get("partition", {}).get("skipped"):
            extra.append("not partitioned (--no-partition)")
        if r.get("tuning") and not r.get("aot_from"):
            extra.append(r["tuning"])
        if r.get("compile_error") and r.get("target") != "host":
            extra.append("torch.compile failed: " + r["compile_error"])
        if extra and r["status"] == "ok":
            print("  %s: %s" % (r["name"], "; ".join(extra)), file=out)
    s = summary
    print("\nSummary: %d problems; exported %d, imported %d, partitioned %d, "
          "tuned %d, lowered %d, correct %d, wrong %d, failed %d" % (
              s["problems"], s["exported"], s["imported"], s["partitioned"],
              s["tuned"], s["lowered"], s["correct"], s["wrong"],
              s["failed"]), file=out)
    geo = s["geomean_speedup_vs_eager"]
    print("geometric-mean speedup over eager (correct problems, %d): %s; "
          "fast_1 (correct and faster than eager, share of all): %.3f" % (
              s["speedup_count"], "%.3f" % geo if geo else "-", s["fast_1"]),
          file=out)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python3 -m kgen_kernelbench.harness",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", help="problem folders or files")
    p.add_argument("--target", default="host", help="host or sm_NN")
    p.add_argument("--budget", type=int, default=20,
                   help="tuning trials per kernel (0: naive lowering)")
    p.add_argument("--out", default="results", help="output folder")
    p.add_argument("--db", help="tuning database (default OUT/tune.db)")
    p.add_argument("--timeout", type=int, default=1800,
                   help="seconds per problem, all stages (default 1800)")
    p.add_argument("--tool-timeout", type=int, default=900,
                   help="seconds per kgen tool call (default 900)")
    p.add_argument("--policy", default="strict",
                   choices=["strict", "tf32", "bf16"])
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--no-partition", action="store_true",
                   help="lower the imported module as it is")
    p.add_argument("--imported-from", metavar="DIR",
                   help="use DIR/<problem>.mlir as the imported module "
                   "instead of running kgen-import-onnx (labeled in the "
                   "results)")
    p.add_argument("--aot-from", metavar="DIR",
                   help="use DIR/<problem>/ (kgen-aot's output, e.g. lowered "
                   "on another machine) instead of import .. lower")
    p.add_argument("--no-compile", action="store_true",
                   help="do not time torch.compile")
    p.add_argument("--allow-tf32", action="store_true",
                   help="let PyTorch use TF32 (off by default: kgen is "
                   "validated under the strict float32 policy)")
    p.add_argument("--json", help="results JSON (default OUT/results.json)")
    from .export import add_export_arguments
    add_export_arguments(p, device=False)
    p.add_argument("--one", help=argparse.SUPPRESS)
    p.add_argument("--name", help=argparse.SUPPRESS)
    p.add_argument("--problem-dir", help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    args.db = args.db or os.path.join(args.out, "tune.db")

    if args.one:
        Worker(args).run()
        return 0
    if not args.paths:
        p.error("no problem folder or file given")
    if args.target != "host" and not args.target.startswith("sm_"):
        p.error("--target must be host or sm_NN, not %s" % args.target)
    problems = find_problems(args.paths)
    missing = [x for x in args.paths if not os.path.exists(x)]
    if missing:
        print("kgen_kernelbench.harness: no such file or folder: %s" %
              ", ".join(missing), file=sys.stderr)
        return 2
    if not problems:
        print("kgen_kernelbench.harness: no problem files under %s" %
              " ".join(args.paths), file=sys.stderr)
        return 2
    from .tools import build_dir, find_tool
    for tool in () if args.aot_from else ("kgen-opt",) + (
            () if args.imported_from else ("kgen-import-onnx",)):
        if not find_tool(tool, required=False):
            print("kgen_kernelbench.harness: warning: %s not found (build "
                  "dir %s, $KGEN_BIN_DIR, PATH): problems will stop before "
                  "kgen" % (tool, os.path.join(build_dir(), "bin")),
                  file=sys.stderr)
    os.makedirs(args.out, exist_ok=True)
    passthrough = ["--target", args.target, "--budget", str(args.budget),
                   "--db", args.db, "--tool-timeout", str(args.tool_timeout),
                   "--policy", args.policy, "--reps", str(args.reps),
                   "--warmup", str(args.warmup), "--seeds", args.seeds,
                   "--dists", args.dists, "--mode", args.mode,
                   "--model-seed", str(args.model_seed),
                   "--max-data-bytes", str(args.max_data_bytes)]
    if args.aot_from:
        passthrough += ["--aot-from", os.path.abspath(args.aot_from)]
    if args.imported_from:
        passthrough += ["--imported-from", os.path.abspath(args.imported_from)]
    for flag in ("no_partition", "no_compile", "allow_tf32"):
        if getattr(args, flag):
            passthrough.append("--" + flag.replace("_", "-"))
    results = []
    for path in problems:
        name = display_name(path, args.paths)
        pdir = os.path.join(args.out, name)
        os.makedirs(pdir, exist_ok=True)
        print("[%d/%d] %s" % (len(results) + 1, len(problems), name),
              file=sys.stderr, flush=True)
        res, fail = run_child(
            "harness", ["--one", path, "--name", name, "--problem-dir", pdir]
            + passthrough, args.timeout,
            log_file=os.path.join(pdir, "worker.log"))
        res = res or {"problem": name, "stages": {}, "target": args.target}
        if fail:
            res.update(status="failed", stage=fail["stage"],
                       reason=fail["reason"])
        res["name"] = name
        results.append(res)
        line = res["status"] if res["status"] != "failed" else \
            "failed at %s: %s" % (res.get("stage"), res.get("reason"))
        print("    %s" % line, file=sys.stderr, flush=True)
        # Written after every problem, so a run cut short keeps its results.
        write_results(args, results, summarize(results), partial=True)
    summary = summarize(results)
    print_table(results, summary)
    path = write_results(args, results, summary, partial=False)
    print("results: %s" % path)
    return 0


def write_results(args, results, summary, partial):
    path = args.json or os.path.join(args.out, "results.json")
    with open(path + ".tmp", "w") as f:
        json.dump({"config": {k: v for k, v in vars(args).items()
                              if k not in ("one", "name", "problem_dir",
                                           "result")},
                   "partial": partial, "problems": results,
                   "summary": summary}, f, indent=1, sort_keys=True,
                  default=str)
        f.write("\n")
    os.replace(path + ".tmp", path)
    return path


if __name__ == "__main__":
    sys.exit(main())
