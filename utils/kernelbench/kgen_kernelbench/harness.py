"""Run a folder of KernelBench-style problems through kgen and PyTorch.

    python3 -m kgen_kernelbench.harness DIR_OR_FILE... --target=host|sm_90
        [--budget=N] [--budget-per-kernel] [--out=results] [--timeout=1800] [--seeds=1]
        [--dists=problem,uniform,large,normal,special] [--mode=as-constructed]
        [--policy=strict] [--reps=20] [--warmup=3] [--no-partition]
        [--allow-tf32] [--no-compile] [--jobs=N] [--gpus=0,1]
        [--time-limit=S] [--order=interleave|file] [--tune-options=STR]
        [--tune-timeout=S] [--error-factor=32] [--max-time-per-fn=10]

Per problem, in a child process under --timeout: export (ONNX + reference
cases), import (kgen-import-onnx), partition (kgen-opt --kgen-partition),
tune (kgen-opt --kgen-tune; naive lowering, labeled, when the pass is not
there or --budget=0), lower + AOT (libhost.so), validate kgen's outputs
against PyTorch's float64 reference on every case (bounds calibrated by
PyTorch's own float32 error), and time PyTorch eager,
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
from .gpulock import ENV, DeviceLock
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
                    "target": args.target, "stages": {}, "status": "failed",
                    "gpu": os.environ.get("CUDA_VISIBLE_DEVICES"),
                    "gpu_lock": os.environ.get(ENV),
                    "cpu_threads": {v: os.environ.get(v) for v in (
                        "TORCHINDUCTOR_COMPILE_THREADS", "OMP_NUM_THREADS")}}
        self.lock = DeviceLock()
        self.started = time.monotonic()

    def save(self):
        self.res["lock_holds"] = self.lock.intervals
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
        self._peak_memory()
        self.save()

    def _peak_memory(self):
        """What this process used at its peak, to check the parent's memory
        estimate against (docs/kernelbench.md, "Memory"): PyTorch's peak
        reserved device memory (not kgen's runtime allocations nor the
        tuner's processes) and the process's peak resident host memory."""
        try:
            import resource
            self.res["peak_rss_gib"] = round(resource.getrusage(
                resource.RUSAGE_SELF).ru_maxrss * 1024 / 2 ** 30, 3)
            torch = sys.modules.get("torch")
            if torch is not None and self.args.target != "host" and \
                    torch.cuda.is_initialized():
                self.res["peak_torch_reserved_gib"] = round(
                    torch.cuda.max_memory_reserved() / 2 ** 30, 3)
        except Exception:
            pass

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
        # The model runs on the device (under the GPU lock); the cases are
        # made later, one at a time, in the validate stage.
        exp = export_problem(a.one, os.path.dirname(self.pdir),
                             seeds=parse_list(a.seeds, int),
                             dists=parse_list(a.dists), mode=a.mode,
                             model_seed=a.model_seed, device=str(device),
                             max_data_bytes=a.max_data_bytes,
                             defer_cases=True,
                             device_lock=self.lock("export", shared=True))
        m = exp.manifest
        self.done("export", seconds=time.monotonic() - t0,
                  onnx_ops=m["onnx_ops"],
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
            self.kernels = kernels
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
            module = self._tune(kgen_opt, module)
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

    def _tune(self, kgen_opt, module):
        """kgen-opt --kgen-tune; returns the module to lower. A tune run
        that fails or outlasts its time leaves the naive lowering (labeled,
        with the reason): the problem still gets validated and timed."""
        from .tools import run_tool
        a = self.args
        tuned = os.path.join(self.pdir, "tuned.mlir")
        db = os.path.abspath(a.db)
        # --budget-per-kernel: N candidates for each kernel the partition
        # made (the pass's supervisor then keeps one for each kernel).
        budget = a.budget
        if a.budget_per_kernel and getattr(self, "kernels", 0) > 1:
            budget *= self.kernels
        options = "target=%s budget=%d db=%s" % (a.target, budget, db)
        # The pass's HTML report of this problem's search (kgen-tune's
        # renderer, docs/search.md "Reports"); OUT/report.html links it.
        # The pass's options are split at spaces: none in the path.
        report_html = os.path.join(self.pdir, "tune.html")
        report_json = os.path.join(self.pdir, "tune.json")
        if " " not in report_html:
            options += " html=" + report_html + " report=" + report_json
        if a.tune_options:
            options += " " + a.tune_options
        self.res["tune_options"] = a.tune_options or ""
        # Leave the later stages time: the tune run gets at most 60% of what
        # remains of the per-problem timeout.
        limit = a.tune_timeout or a.tool_timeout
        if a.problem_timeout:
            left = a.problem_timeout - (time.monotonic() - self.started)
            limit = min(limit, max(10, int(0.6 * left)))
        # The pass's own time-limit ends the search in time to write the
        # module with the best candidates found (the kill at `limit` would
        # leave the naive lowering): half the limit, the rest for the
        # candidate being measured when it passes and the final lowering
        # (a time-limit in --tune-options wins).
        if "time-limit=" not in a.tune_options:
            options += " time-limit=%d" % max(5, limit // 2)
        # A kernel that cannot be tuned (its naive lowering does not
        # validate) stays naive; the problem's own validation says whether
        # the module is right (an allow-failures in --tune-options wins).
        if "allow-failures=" not in a.tune_options:
            options += " allow-failures=true"
        # The compile threads of the pass: this problem's share of the
        # host's cores (--compile-threads; a compile-threads in
        # --tune-options wins).
        if a.compile_threads and "compile-threads=" not in a.tune_options:
            options += " compile-threads=%d" % a.compile_threads
        # The validator's reference cache (the float64 references kept in
        # host memory, handed to later candidates' workers): this
        # problem's share of the host's memory (--reference-cache-mib; a
        # reference-cache-mib in --tune-options wins).
        if a.reference_cache_mib is not None and \
                "reference-cache-mib=" not in a.tune_options:
            options += " reference-cache-mib=%d" % a.reference_cache_mib
        t0 = time.monotonic()
        log = os.path.join(self.pdir, "tune.log")
        try:
            run_tool("tune", [kgen_opt, module, "--kgen-tune=" + options,
                              "-o", tuned], limit, log=log)
        except StageError as e:
            self.res["tuning"] = "naive (tune failed: %s)" % one_line(
                e.message, 200)
            self.res["stages"]["tune"] = {
                "ok": False, "reason": e.message, "options": options,
                "seconds": time.monotonic() - t0, "timeout": limit}
            return module
        # The pass says how many kernels it replaced ("N of M kernel(s)
        # tuned"); a kernel kept as it is stays naive.
        with open(log, errors="replace") as f:
            text = f.read()
        counts = re.findall(r"(\d+) of (\d+) kernel\(s\) tuned", text)
        info = {"seconds": time.monotonic() - t0, "db": db,
                "options": options, "timeout": limit}
        if os.path.isfile(report_html):
            info["html"] = report_html
        # The pass's throughput figures (docs/search.md): the candidates it
        # measured, verified under the full protocol and only screened.
        try:
            with open(report_json) as f:
                rj = json.load(f)
            info["candidates"] = {
                "measured": int(rj.get("measured_candidates", 0)),
                "verified": int(rj.get("verified_candidates", 0)),
                "screened": int(rj.get("screened_candidates", 0)),
                "wall_s": float(rj.get("wall_s", 0))}
        except (OSError, ValueError, TypeError, AttributeError):
            pass
        suffix = " [%s]" % a.tune_options if a.tune_options else ""
        if counts:
            done, total = (int(x) for x in counts[-1])
            info.update(kernels_tuned=done, kernels=total)
            kept = [one_line(l, 200) for l in text.splitlines()
                    if "kept as it is" in l]
            if kept:
                info["kept"] = kept
            self.res["tuning"] = "%d of %d kernel(s) tuned (budget %d)%s" \
                % (done, total, budget, suffix) + (
                    ": " + kept[0] if kept and done < total else "")
        else:
            self.res["tuning"] = "tuned (budget %d)%s" % (budget, suffix)
        if info.get("kernels_tuned") == 0:
            # The pass ran but replaced nothing: not counted as tuned.
            self.res["stages"]["tune"] = dict(ok=False, **info)
            self.save()
        else:
            self.done("tune", **info)
        return tuned

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

        # Validate under the GPU lock held shared (other problems may
        # validate beside it), time under it held exclusive: no other
        # problem's GPU work runs meanwhile on this GPU (gpulock.py,
        # docs/validate.md). PyTorch eager and kgen first: the verdict
        # and both timings are saved before torch.compile's compilation
        # (Dynamo, Inductor, Triton: mostly CPU time, tens of seconds, more
        # for 3-D convolutions on a busy machine), so a problem whose
        # torch.compile outlasts the problem's time keeps them (the parent
        # reports that compile step as not finished).
        with self.lock("validate", shared=True):
            self._validate(exp, binder, kmod, gpu)
        # The first case's inputs, made again: holding them through the
        # validation would add a copy of the inputs to its peak memory.
        timing_inputs = [x.to(device) if torch.is_tensor(x) else x
                         for x in exp.problem_inputs()]
        timer = self._timer(device)
        with self.lock("time"):
            self._time(exp, binder, kmod, timer, timing_inputs)
        self.done("time")
        if gpu and not a.no_compile:
            self.stage("compile")
            t0 = time.monotonic()
            try:
                compiled = torch.compile(exp.model)
                with torch.no_grad():
                    compiled(*timing_inputs)
                torch.cuda.synchronize()
                self.res["compile_seconds"] = time.monotonic() - t0
                with self.lock("time"), torch.no_grad():
                    self.res["timings"]["compile"] = timer.time(
                        lambda: compiled(*timing_inputs))
                self.done("compile", seconds=self.res["compile_seconds"])
            except Exception as e:
                self.res["compile_error"] = "%s: %s" % (
                    type(e).__name__, one_line(e, 300))
        elif not gpu:
            self.res["compile_error"] = "not timed on the host target"
        else:
            self.res["compile_error"] = "--no-compile"
        del timing_inputs
        if gpu:
            import gc
            gc.collect()
            torch.cuda.empty_cache()
        self.save()

    def _validate(self, exp, binder, kmod, gpu):
        """Every case, made on the device one at a time: kgen's outputs
        against the float64 reference, calibrated by PyTorch's float32
        outputs (compare.py), compared where they are; only the current
        case is held."""
        import torch
        a = self.args
        self.stage("validate")
        from .compare import compare
        cases = []
        all_ok = True
        t0 = time.monotonic()
        for case, entry in exp.iter_cases():
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
                o32 = case["out32"][j] if entry["reference_dtype"] == \
                    "float64" else None
                c = compare(o, r, a.policy, out32=o32,
                            factor=a.error_factor)
                c["output"] = j
                per_out.append(c)
                ok &= c["ok"]
            cases.append({"case": entry["id"],
                          "distribution": entry["distribution"],
                          "seed": entry["seed"], "ok": ok,
                          "reference_dtype": entry["reference_dtype"],
                          "outputs": per_out})
            all_ok &= ok
            del outs, args, case
        exp.write_manifest()
        self.res["validation"] = cases
        self.res["verified"] = all_ok
        self.res["verified_by"] = "policy" if all(
            o.get("rule") in ("policy", "exact") for c in cases
            for o in c["outputs"]) else "pytorch-f32"
        if not all_ok:
            bad = next(c for c in cases if not c["ok"])
            out = next(o for o in bad["outputs"] if not o["ok"])
            self.res["reason"] = "case %s (%s, seed %d), output %d: %s" % (
                bad["case"], bad["distribution"], bad["seed"], out["output"],
                out["reason"])
        self.done("validate", cases=len(cases),
                  failed=sum(not c["ok"] for c in cases),
                  seconds=time.monotonic() - t0)

    def _timer(self, device):
        from .timing import Timer
        a = self.args
        timer = Timer(device, warmup=a.warmup, reps=a.reps,
                      max_seconds=a.max_time_per_fn or None)
        self.res["timer"] = timer.describe()
        return timer

    def _time(self, exp, binder, kmod, timer, inputs):
        """PyTorch eager and kgen with one timer, on the problem's own
        inputs (the first case); torch.compile's timing follows (_check)."""
        import torch
        self.stage("time")
        kargs = binder(inputs)
        timings = {}
        with torch.no_grad():
            timings["eager"] = timer.time(lambda: exp.model(*inputs))
            timings["kgen"] = timer.time(lambda: kmod(*kargs))
        self.res["timings"] = timings
        self.res["status"] = "ok" if self.res["verified"] else "wrong"

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
                want = getattr(torch, t["dtype"])
                x = case_inputs[v] if kind == "input" else v
                if kind == "input" and not torch.is_tensor(x):
                    # A number argument (export.py): a 0-d tensor of the
                    # graph input's type.
                    x = torch.tensor(x, dtype=want)
                if kind == "input":
                    x = x.to(device)
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
    # The tuner's throughput: the candidates the problems' tune runs
    # measured, verified and only screened, and those runs' wall time.
    # `this_run`: the same over the problems this run decided (not those
    # taken from --resume), the figures its rate is computed from.
    tuning = {"measured": 0, "verified": 0, "screened": 0, "wall_s": 0.0}
    this_run = dict(tuning)
    for r in results:
        c = r.get("stages", {}).get("tune", {}).get("candidates") or {}
        for key in tuning:
            tuning[key] += c.get(key, 0)
            if not r.get("resumed_from"):
                this_run[key] += c.get(key, 0)
    tuning["this_run"] = this_run
    return {"problems": n, "exported": reached("export"),
            "imported": reached("import"),
            "partitioned": reached("partition"), "tuned": reached("tune"),
            "lowered": reached("lower"), "correct": len(correct),
            "wrong": sum(1 for r in results if r.get("status") == "wrong"),
            "failed": sum(1 for r in results if r.get("status") == "failed"),
            "not_run": sum(1 for r in results if r.get("stage") == "not run"),
            "verified_by_pytorch_f32_bound": sum(
                1 for r in correct if r.get("verified_by") == "pytorch-f32"),
            "geomean_speedup_vs_eager": geo,
            "speedup_count": len(speedups),
            "fast_1": faster / n if n else 0.0,
            "tuning_candidates": tuning}


def print_table(results, summary, out=sys.stdout):
    # 100 columns: a problem's name is cut at 28 characters (KernelBench's
    # number prefix keeps it unique), the full names are in the notes and
    # results.json.
    row = "%-28s %-13s %9s %10s %9s %7s %9s %-8s"
    hdr = row % ("problem", "status", "eager ms", "compile ms", "kgen ms",
                 "x eager", "x compile", "verified")
    print(hdr, file=out)
    print("-" * len(hdr), file=out)
    for r in results:
        t = r.get("timings", {})
        status = r["status"] if r["status"] != "failed" else \
            "FAIL@" + r.get("stage", "?")
        if r["status"] == "wrong":
            status = "WRONG"
        if r.get("stage") == "not run":
            status = "NOT RUN"
        k = t.get("kgen")
        sx = "%.3f" % (t["eager"]["median_ms"] / k["median_ms"]) \
            if k and t.get("eager") and k["median_ms"] > 0 else "-"
        sc = "%.3f" % (t["compile"]["median_ms"] / k["median_ms"]) \
            if k and t.get("compile") and k["median_ms"] > 0 else "-"
        verified = {True: "yes", False: "NO"}.get(r.get("verified"), "-")
        if r.get("verified") and r.get("verified_by") == "pytorch-f32":
            verified = "yes*"
        print(row % (r["name"][:28], status[:13], _ms(t.get("eager")),
                     _ms(t.get("compile")), _ms(k), sx, sc, verified),
              file=out)
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
    if s.get("verified_by_pytorch_f32_bound"):
        print("  yes*: outside the precision policy's bounds on some output, "
              "within --error-factor times PyTorch float32's own error there "
              "(results.json has both errors per case)", file=out)
    print("\nSummary: %d problems; exported %d, imported %d, partitioned %d, "
          "tuned %d, lowered %d, correct %d, wrong %d, failed %d" % (
              s["problems"], s["exported"], s["imported"], s["partitioned"],
              s["tuned"], s["lowered"], s["correct"], s["wrong"],
              s["failed"]) + (" (%d not run: time limit)" % s["not_run"]
                              if s.get("not_run") else ""), file=out)
    geo = s["geomean_speedup_vs_eager"]
    print("geometric-mean speedup over eager (correct problems, %d): %s; "
          "fast_1 (correct and faster than eager, share of all): %.3f" % (
              s["speedup_count"], "%.3f" % geo if geo else "-", s["fast_1"]),
          file=out)


GIB = float(1 << 30)


def estimate_problem(path, forward_timeout=10):
    """What the parent knows of a problem before it runs, all measured on
    the meta device (nothing allocated): the bytes of its inputs
    (get_inputs()), its parameters and buffers, and its outputs (the model
    called on the meta inputs), and its FLOPs where this torch counts them
    (torch >= 2.1). A value that cannot be had is None."""
    est = {"input_bytes": None, "param_bytes": None, "output_bytes": None,
           "flops": None}
    try:
        import torch
        from .problem import (Problem, _OnMeta, estimate_input_bytes,
                              estimate_param_bytes, tensor_bytes)
        prob = Problem(path)
        est["input_bytes"] = estimate_input_bytes(prob, 1)
        est["param_bytes"] = estimate_param_bytes(prob, 0)
    except Exception:
        return est
    try:
        from torch.utils.flop_counter import FlopCounterMode
    except ImportError:
        FlopCounterMode = None
    # With the FLOP counter first; some models' ops have no FLOP formula or
    # no meta kernel under it, so once more without it for the outputs. A
    # forward that does not return within `forward_timeout` seconds (a
    # Python loop, a sleep) is interrupted (SIGALRM, in the estimating
    # child's main thread) and the outputs stay unknown.
    import signal
    import threading
    alarm = forward_timeout and hasattr(signal, "SIGALRM") and \
        threading.current_thread() is threading.main_thread()

    def expired(signum, frame):
        raise TimeoutError("forward on the meta device took over %ss" %
                           forward_timeout)
    for count in ((True, False) if FlopCounterMode else (False,)):
        if alarm:
            previous = signal.signal(signal.SIGALRM, expired)
            signal.alarm(int(forward_timeout))
        try:
            with _OnMeta():
                torch.manual_seed(1)
                inputs = prob.module.get_inputs()
                model = prob.model_class(*prob.module.get_init_inputs())
            model = model.to("meta")
            counter = FlopCounterMode(display=False) if count else None
            with torch.no_grad():
                if counter is not None:
                    with counter:
                        out = model(*inputs)
                    est["flops"] = counter.get_total_flops()
                else:
                    out = model(*inputs)
            outs = list(out) if isinstance(out, (list, tuple)) else [out]
            est["output_bytes"] = tensor_bytes(outs)
            break
        except TimeoutError as e:
            est["error"] = str(e)
            break
        except Exception:
            continue
        finally:
            if alarm:
                signal.alarm(0)
                signal.signal(signal.SIGALRM, previous)
    return est


ESTIMATE_MARK = "kgen-kb-estimate "


def estimate_child(paths):
    """The estimating child (--estimate-child): one marked JSON line per
    problem, in order, flushed as each is done."""
    for path in paths:
        est = estimate_problem(path)
        sys.stdout.write(ESTIMATE_MARK + json.dumps({"path": path,
                                                     "estimate": est}) + "\n")
        sys.stdout.flush()


def estimate_all(paths, timeout=30.0, first_extra=60.0):
    """{path: estimate_problem(path)} for every problem, computed in a
    child process (a problem file runs its own code at import, and its
    forward on the meta device, which may hang: test/KernelBench's
    hang.py): a problem that takes more than `timeout` seconds (plus
    `first_extra` for the child's start) gets no estimate ("error") and
    the child is restarted for the ones after it."""
    import queue
    import subprocess
    import threading
    from .isolate import child_env
    empty = {"input_bytes": None, "param_bytes": None, "output_bytes": None,
             "flops": None}
    results = {}
    todo = list(paths)
    while todo:
        proc = subprocess.Popen(
            [sys.executable, "-m", "kgen_kernelbench.harness",
             "--estimate-child"] + todo, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True,
            env=child_env(), start_new_session=True)
        lines = queue.Queue()

        def read(out=proc.stdout, q=lines):
            for line in out:
                if line.startswith(ESTIMATE_MARK):
                    q.put(line[len(ESTIMATE_MARK):])
            q.put(None)
        threading.Thread(target=read, daemon=True).start()
        wait = timeout + first_extra
        while todo:
            try:
                line = lines.get(timeout=wait)
            except queue.Empty:
                line = "timeout"
            rec = None
            if line not in (None, "timeout"):
                try:
                    rec = json.loads(line)
                except ValueError:
                    rec = None
            if rec is None or rec.get("path") != todo[0]:
                why = "timed out after %gs" % wait if line == "timeout" \
                    else "the estimating process failed"
                results[todo.pop(0)] = dict(empty, error=why)
                break
            results[todo.pop(0)] = rec["estimate"]
            wait = timeout
        if proc.poll() is None:
            os.killpg(proc.pid, 9)
        proc.wait()
    return results


def estimate_cost(est):
    """A rough cost of a problem for ordering, from its estimate_problem()
    record: the bytes of its inputs and parameters (on the meta device,
    nothing allocated) plus, where this torch counts them (torch >= 2.1),
    its FLOPs / 100 (a naive kernel moves about a byte per 100 FLOPs'
    time). None when unknown."""
    total = (est["input_bytes"] or 0) + (est["param_bytes"] or 0) + \
        (est["flops"] or 0) / 100
    return float(total) if total else None


def estimate_memory(est, factor, overhead_gib):
    """A problem's peak device memory, in bytes, for the scheduler's
    admission (docs/kernelbench.md, "Memory"): `factor` x (inputs + outputs
    + parameters bytes) + `overhead_gib` (CUDA context, cuBLAS/cuDNN
    workspaces, the L2 flush buffer). Outputs that the meta device cannot
    compute count as large as the inputs. Returns (bytes, basis); bytes is
    None when the inputs or parameters are unknown (such a problem runs
    alone on its GPU)."""
    basis = dict(est)
    basis.pop("flops", None)
    if est["input_bytes"] is None or est["param_bytes"] is None:
        return None, basis
    out = est["output_bytes"]
    if out is None:
        out = est["input_bytes"]
        basis["output_bytes_assumed"] = True
    data = est["input_bytes"] + out + est["param_bytes"]
    return factor * data + overhead_gib * GIB, basis


def estimate_fields(need):
    """A problem's memory estimate as results.json records it."""
    return {"estimate_gib": round(need / GIB, 3) if need is not None
            else None,
            "estimate_bytes": int(need) if need is not None else None}


def parse_mem_estimates(text):
    """The hidden --mem-estimates=NAME=GIB,...: a problem's peak estimate
    given instead of computed (tests of the admission without a GPU)."""
    given = {}
    for item in filter(None, (x.strip() for x in (text or "").split(","))):
        name, _, gib = item.rpartition("=")
        try:
            given[name] = float(gib) * GIB
        except ValueError:
            raise SystemExit("kgen_kernelbench.harness: --mem-estimates: "
                             "%r is not NAME=GIB" % item)
        if not name:
            raise SystemExit("kgen_kernelbench.harness: --mem-estimates: "
                             "%r is not NAME=GIB" % item)
    return given


def gpu_capacities(gpus, override_gib, target):
    """Memory per device for the admission: {device: bytes} and where it
    came from, or (None, why) when there is none (no admission). Devices
    are the --gpus indices, or [None] (the one device a child sees without
    --gpus: the GPU CUDA_VISIBLE_DEVICES or the driver picks, or the host).
    --gpu-mem-gib gives every device that much; otherwise a GPU's memory
    free at the start (memory.total - memory.used from nvidia-smi, else
    torch.cuda.mem_get_info in a child process). On the host target only
    --gpu-mem-gib turns the admission on."""
    devices = gpus or [None]
    if override_gib:
        return {d: override_gib * GIB for d in devices}, \
            "--gpu-mem-gib=%g" % override_gib
    if target == "host":
        return None, "host target without --gpu-mem-gib"
    visible = os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")[0].strip()
    index = {d: d if d is not None else (visible if visible.isdigit()
                                         else "0") for d in devices}
    import subprocess
    try:
        text = subprocess.run(
            ["nvidia-smi", "--query-gpu=index,memory.total,memory.used",
             "--format=csv,noheader,nounits"], capture_output=True,
            text=True, timeout=60).stdout
        rows = {}
        for line in text.splitlines():
            f = [x.strip() for x in line.split(",")]
            if len(f) == 3 and f[0].isdigit():
                rows[f[0]] = (float(f[1]) * 2 ** 20, float(f[2]) * 2 ** 20)
        if all(index[d] in rows for d in devices):
            caps = {d: rows[index[d]][0] - rows[index[d]][1]
                    for d in devices}
            return caps, "nvidia-smi (memory.total - memory.used): " + \
                ", ".join("GPU %s %.1f of %.1f GiB" % (
                    index[d], caps[d] / GIB, rows[index[d]][0] / GIB)
                    for d in devices)
    except (OSError, subprocess.SubprocessError, ValueError):
        pass  # no nvidia-smi, or values it cannot give ("[N/A]")
    caps = {}
    for d in devices:
        env = dict(os.environ)
        if d is not None:
            env["CUDA_VISIBLE_DEVICES"] = d
        try:
            r = subprocess.run(
                [sys.executable, "-c", "import torch; "
                 "print(*torch.cuda.mem_get_info())"], capture_output=True,
                text=True, timeout=120, env=env)
            free = float(r.stdout.split()[0])
        except (OSError, subprocess.SubprocessError, ValueError,
                IndexError):
            return None, "no nvidia-smi and torch.cuda.mem_get_info failed"
        caps[d] = free
    return caps, "torch.cuda.mem_get_info (free): " + ", ".join(
        "GPU %s %.1f GiB" % (index[d], caps[d] / GIB) for d in devices)


def order_problems(problems, paths, how, estimates):
    """The run order (docs/kernelbench.md, "Order"). `file`: as found.
    `interleave` (default): the problems of each folder (level1, level2)
    cheapest first by estimate_cost, then the folders taken in turn, so a
    run cut short by its time limit has reached the most problems of every
    level; a problem whose cost is unknown goes after its folder's known
    ones. `estimates`: estimate_all()'s {path: estimate}, made in a child
    (a problem's code never runs in the harness's own process).
    Returns [(path, cost)]."""
    if how == "file":
        return [(p, None) for p in problems]
    groups = {}
    for p in problems:
        groups.setdefault(os.path.dirname(os.path.abspath(p)), []).append(p)
    ordered = []
    for key in groups:
        costed = [(p, estimate_cost(estimates[p])) for p in groups[key]]
        costed.sort(key=lambda pc: (pc[1] is None, pc[1] or 0))
        ordered.append(costed)
    result = []
    while any(ordered):
        for g in ordered:
            if g:
                result.append(g.pop(0))
    return result


def memory_per_job_mib(jobs, share=0.4):
    """`share` of the host's physical memory divided among `jobs` children,
    in MiB (at least 1024)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return 16384
    return max(1024, int(total * share / max(1, jobs)) >> 20)


def cores_per_job(jobs):
    """The host cores this process may use, divided among `jobs` children
    (at least 1 each)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 1
    return max(1, cores // max(1, jobs))


class Scheduler:
    """Runs the problems' children in the order given, --jobs at a time,
    each on the GPU that runs the fewest children (CUDA_VISIBLE_DEVICES)
    with that GPU's lock file in KGEN_GPU_LOCK; stops starting problems at
    --time-limit and kills the running ones there. `on_done` is called
    after every problem.

    Memory admission (`capacity`: {device: bytes}, `need`: per item, its
    peak estimate in bytes or None when unknown): the next problem starts
    on a device only when the estimates of the problems running there plus
    its own fit in the device's capacity, or when nothing runs there (a
    problem larger than a whole GPU, or of unknown size, runs alone; none
    is skipped). Until it fits somewhere it waits, and so do the problems
    after it: the order is kept (the cheapest first, see "Order"), so a
    large problem is not starved by smaller ones behind it."""

    def __init__(self, args, items, passthrough, on_done, capacity=None,
                 need=None):
        import threading
        self.args = args
        self.items = items  # [(path, name, cost)]
        self.passthrough = passthrough
        self.on_done = on_done
        self.mutex = threading.Lock()
        self.cond = threading.Condition(self.mutex)
        self.next = 0
        self.results = [None] * len(items)
        self.gpus = [g for g in (args.gpus or "").split(",") if g.strip()]
        # None: the one device a child sees without --gpus.
        self.devices = self.gpus or [None]
        self.load = {d: 0 for d in self.devices}
        self.capacity = capacity
        self.need = need or [None] * len(items)
        self.used = {d: 0.0 for d in self.devices}
        self.admission = {}
        lock_dir = os.path.abspath(os.path.join(args.out, ".gpu-locks"))
        os.makedirs(lock_dir, exist_ok=True)
        self.lock_files = {g: os.path.join(lock_dir, "gpu%s.lock" % g)
                           for g in self.gpus}
        self.default_lock = os.environ.get(ENV) or \
            os.path.join(lock_dir, "device.lock")
        self.deadline = time.monotonic() + args.time_limit \
            if args.time_limit else None
        # Each child's share of the host's cores (see _one).
        self.cpu_share = str(cores_per_job(args.jobs))

    def run(self):
        import threading
        threads = [threading.Thread(target=self._slot, daemon=True)
                   for _ in range(max(1, self.args.jobs))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return self.results

    def _charge(self, k, dev):
        """The bytes problem k holds on dev while it runs: its estimate, or
        the whole device when unknown."""
        need = self.need[k]
        return self.capacity[dev] if need is None else need

    def _place(self, k):
        """The device problem k starts on now, or False when it fits
        nowhere yet."""
        fits = [d for d in self.devices if self.capacity is None or
                self.load[d] == 0 or
                self.used[d] + self._charge(k, d) <= self.capacity[d]]
        if not fits:
            return False
        # Fewest children first, then the least memory promised.
        return min(fits, key=lambda d: (self.load[d], self.used[d]))

    def _describe_use(self):
        return ", ".join("%s%.1f of %.1f GiB in %d problem(s)" % (
            "GPU %s: " % d if d is not None else "", self.used[d] / GIB,
            self.capacity[d] / GIB, self.load[d]) for d in self.devices)

    def _take(self):
        with self.cond:
            while True:
                # Problems already decided (--resume) are skipped.
                while self.next < len(self.items) and \
                        self.results[self.next] is not None:
                    self.next += 1
                if self.next >= len(self.items):
                    return None, None
                now = time.monotonic()
                if self.deadline and now >= self.deadline - 5:
                    return None, None
                k = self.next
                dev = self._place(k)
                if dev is not False:
                    break
                if k not in self.admission:
                    # First time the head of the queue does not fit: say so
                    # once, and time the wait.
                    self.admission[k] = {"waited_from": now}
                    need = self.need[k]
                    print("    %s waits for memory: needs %s; %s" % (
                        self.items[k][1], "%.1f GiB" % (need / GIB)
                        if need is not None else "a GPU of its own "
                        "(size unknown)", self._describe_use()),
                        file=sys.stderr, flush=True)
                self.cond.wait(timeout=5.0 if not self.deadline else
                               max(0.1, min(5.0, self.deadline - 5 - now)))
            self.next += 1
            self.load[dev] += 1
            info = self.admission.setdefault(k, {})
            waited_from = info.pop("waited_from", None)
            if self.capacity is not None:
                charge = self._charge(k, dev)
                info.update(charge=charge,
                            others_gib=round(self.used[dev] / GIB, 3),
                            capacity_gib=round(self.capacity[dev] / GIB, 3),
                            waited_s=round(time.monotonic() - waited_from, 3)
                            if waited_from is not None else 0.0)
                self.used[dev] += charge
            self._announce(k, dev)
            # The problem after this one may fit too.
            self.cond.notify_all()
            return k, dev

    def _announce(self, k, gpu):
        """The line saying problem k starts (called under the mutex, when
        it is admitted, so the log reads in admission order)."""
        where = ["GPU %s" % gpu] if gpu is not None else []
        info = self.admission.get(k, {})
        if "charge" in info:
            where.append("est. %.1f GiB beside %.1f of %.1f" % (
                info["charge"] / GIB, info["others_gib"],
                info["capacity_gib"]))
            if info.get("waited_s"):
                where.append("waited %.0f s for memory" % info["waited_s"])
        print("[%d/%d] %s%s" % (k + 1, len(self.items), self.items[k][1],
                                " (%s)" % ", ".join(where) if where
                                else ""), file=sys.stderr, flush=True)

    def _slot(self):
        while True:
            k, gpu = self._take()
            if k is None:
                return
            started = time.time()
            try:
                res = self._one(k, gpu)
            except Exception as e:  # a harness bug: listed, not lost
                res = {"problem": self.items[k][1], "stages": {},
                       "status": "failed", "stage": "harness",
                       "reason": "%s: %s" % (type(e).__name__, one_line(e))}
            with self.cond:
                self.load[gpu] -= 1
                info = self.admission.get(k, {})
                if "charge" in info:
                    self.used[gpu] -= info.pop("charge")
                self.cond.notify_all()
                res["name"] = self.items[k][1]
                res["order"] = k
                res["cost_estimate"] = self.items[k][2]
                res.update(estimate_fields(self.need[k]))
                res["started"] = started
                res["ended"] = time.time()
                if info:
                    res["admission"] = info
                self.results[k] = res
                self.on_done(k, res)

    def _one(self, k, gpu):
        a = self.args
        path, name, _ = self.items[k]
        pdir = os.path.join(a.out, name)
        os.makedirs(pdir, exist_ok=True)
        env = {ENV: self.lock_files[gpu] if gpu is not None
               else self.default_lock}
        # Each child's share of the host's cores for its CPU thread pools
        # (torch.compile's compile workers, OpenMP), unless set by the user:
        # --jobs children with a pool of all the cores each oversubscribe
        # the host, and their compiles then outlast their time limits.
        for var in ("TORCHINDUCTOR_COMPILE_THREADS", "OMP_NUM_THREADS"):
            if var not in os.environ:
                env[var] = self.cpu_share
        if gpu is not None:
            env["CUDA_VISIBLE_DEVICES"] = gpu
        timeout, why = a.timeout, "per-problem timeout"
        if self.deadline:
            left = int(self.deadline - time.monotonic())
            if left < timeout:
                timeout, why = max(1, left), "harness --time-limit"
        res, fail = run_child(
            "harness", ["--one", path, "--name", name, "--problem-dir", pdir,
                        "--problem-timeout", str(timeout)] +
            self.passthrough, timeout,
            log_file=os.path.join(pdir, "worker.log"), env=env,
            timeout_reason=why)
        res = res or {"problem": name, "stages": {}, "target": a.target}
        if fail and fail["stage"] == "compile" and \
                res.get("status") in ("ok", "wrong"):
            # Validated and timed; only torch.compile did not finish.
            res["compile_error"] = "torch.compile not finished: " + \
                fail["reason"]
        elif fail:
            res.update(status="failed", stage=fail["stage"],
                       reason=fail["reason"])
        return res


def _tune_shortened(r, config):
    """Whether problem result `r`'s tune run got less time than its run's
    --tune-timeout (the problem's time was cut, by the harness's time limit
    or its own timeout, before the tune started)."""
    tune = r.get("stages", {}).get("tune") or {}
    full = config.get("tune_timeout") or config.get("tool_timeout")
    return bool(full) and tune.get("timeout") is not None and \
        tune["timeout"] < full


def resume_results(path, items, results):
    """Fills `results` (aligned with `items`) from an earlier results.json:
    every problem it decided; not the ones it did not reach, killed at a
    timeout (its time limit or the problem's), or whose tune got less than
    its full time (_tune_shortened). Returns how many were taken."""
    try:
        with open(path) as f:
            data = json.load(f)
        earlier, config = data["problems"], data.get("config") or {}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise SystemExit("kgen_kernelbench.harness: --resume %s: %s" % (
            path, one_line(e)))
    by_name = {r.get("name"): r for r in earlier}
    taken = 0
    for k, (_, name, _) in enumerate(items):
        r = by_name.get(name)
        if r is None or r.get("stage") == "not run" or \
                "timed out after" in (r.get("reason") or "") or \
                _tune_shortened(r, config):
            continue
        r = dict(r, resumed_from=os.path.abspath(path))
        results[k] = r
        taken += 1
    return taken


def not_run(name, reason):
    return {"problem": name, "name": name, "stages": {}, "status": "failed",
            "stage": "not run", "reason": reason}


def main(argv=None):
    p = argparse.ArgumentParser(prog="python3 -m kgen_kernelbench.harness",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*", help="problem folders or files")
    p.add_argument("--target", default="host", help="host or sm_NN")
    p.add_argument("--budget", type=int, default=20,
                   help="tuning candidates per problem, over all its kernels "
                   "(0: naive lowering)")
    p.add_argument("--budget-per-kernel", action="store_true",
                   help="--budget counts candidates per kernel of the "
                   "partitioned module: kgen-tune gets N x kernels")
    p.add_argument("--tune-options", default="", metavar="STR",
                   help="appended inside --kgen-tune=\"...\" (e.g. "
                   "\"timeout=30 pin=...\"); recorded in the results")
    p.add_argument("--tune-timeout", type=int, default=0,
                   help="seconds for the tune stage (default: "
                   "--tool-timeout); it also gets at most 60%% of what "
                   "remains of the problem's time. A tune run that fails or "
                   "times out leaves the naive lowering, labeled")
    p.add_argument("--out", default="results", help="output folder")
    p.add_argument("--db", help="tuning database (default OUT/tune.db)")
    p.add_argument("--timeout", type=int, default=1800,
                   help="seconds per problem, all stages (default 1800)")
    p.add_argument("--tool-timeout", type=int, default=900,
                   help="seconds per kgen tool call (default 900)")
    p.add_argument("--jobs", "-j", type=int, default=1,
                   help="problems run at once, each in its own process "
                   "(default 1)")
    p.add_argument("--compile-threads", type=int, default=None,
                   help="the tune pass's compile threads in each problem "
                   "(default: the host's cores divided by --jobs, at least "
                   "2)")
    p.add_argument("--reference-cache-mib", type=int, default=None,
                   help="the validator's float64 reference cache of each "
                   "problem's tune (default: 40%% of the host's memory "
                   "divided by --jobs, at least 1024)")
    p.add_argument("--gpus", default="",
                   help="comma-separated GPU indices: problems are sharded "
                   "across them (CUDA_VISIBLE_DEVICES per child, one GPU "
                   "lock file per GPU)")
    p.add_argument("--time-limit", type=int, default=0,
                   help="seconds for the whole run: no problem starts after "
                   "it, running ones are killed at it, and the table and "
                   "results.json list every problem not reached (0: none)")
    p.add_argument("--order", default="interleave",
                   choices=["interleave", "file"],
                   help="interleave: each folder cheapest first, folders in "
                   "turn (default); file: as found")
    p.add_argument("--policy", default="strict",
                   choices=["strict", "tf32", "bf16"])
    p.add_argument("--error-factor", type=float, default=None,
                   help="kgen may be this many times less accurate than "
                   "PyTorch's own float32 output (default 32; 0: the "
                   "policy's bounds alone)")
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--max-time-per-fn", type=float, default=10.0,
                   help="seconds of timing samples per function (eager, "
                   "compile, kgen); a slow one gets fewer samples, at least "
                   "3 (0: always --reps)")
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
    p.add_argument("--allow-failures", action="store_true",
                   help="exit 0 even when problems are wrong or failed "
                   "(by default the exit status is 1 then)")
    p.add_argument("--allow-tf32", action="store_true",
                   help="let PyTorch use TF32 (off by default: kgen is "
                   "validated under the strict float32 policy)")
    p.add_argument("--json", help="results JSON (default OUT/results.json)")
    p.add_argument("--resume", metavar="RESULTS.json",
                   help="take the problems this earlier results.json decided "
                   "(any status but not run or killed at a timeout) as they "
                   "are and run only the others; each taken result is "
                   "marked resumed_from")
    p.add_argument("--mem-factor", type=float, default=12.0,
                   help="memory admission: a problem's peak device memory "
                   "is estimated as this times the bytes of its inputs, "
                   "outputs and parameters (on the meta device) plus "
                   "--mem-overhead-gib; a problem starts on a GPU only when "
                   "the estimates of those running there plus its own fit "
                   "(default 12; 0: no memory admission, --jobs alone)")
    p.add_argument("--mem-overhead-gib", type=float, default=1.0,
                   help="added to every problem's memory estimate (default "
                   "1: CUDA context, library workspaces)")
    p.add_argument("--gpu-mem-gib", type=float, default=0.0,
                   help="memory of each GPU for the admission (default: "
                   "each GPU's free memory at the start, from nvidia-smi or "
                   "torch.cuda.mem_get_info); on the host target the "
                   "admission applies only with this flag")
    p.add_argument("--mem-estimates", default="", help=argparse.SUPPRESS)
    p.add_argument("--estimate-child", action="store_true",
                   help=argparse.SUPPRESS)
    from .export import add_export_arguments
    add_export_arguments(p, device=False, max_data_bytes=0)
    p.add_argument("--one", help=argparse.SUPPRESS)
    p.add_argument("--name", help=argparse.SUPPRESS)
    p.add_argument("--problem-dir", help=argparse.SUPPRESS)
    p.add_argument("--problem-timeout", type=int, default=0,
                   help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    args.db = args.db or os.path.join(args.out, "tune.db")
    from .compare import ERROR_FACTOR
    if args.error_factor is None:
        args.error_factor = ERROR_FACTOR

    if args.one:
        Worker(args).run()
        return 0
    if args.estimate_child:
        estimate_child(args.paths)
        return 0
    if not args.paths:
        p.error("no problem folder or file given")
    if args.target != "host" and not args.target.startswith("sm_"):
        p.error("--target must be host or sm_NN, not %s" % args.target)
    if args.jobs < 1:
        p.error("--jobs must be at least 1, not %d" % args.jobs)
    if args.compile_threads is None:
        args.compile_threads = max(2, cores_per_job(args.jobs))
    elif args.compile_threads < 1:
        p.error("--compile-threads must be at least 1, not %d" %
                args.compile_threads)
    if args.reference_cache_mib is None:
        args.reference_cache_mib = memory_per_job_mib(args.jobs)
    elif args.reference_cache_mib < 0:
        p.error("--reference-cache-mib must be at least 0, not %d" %
                args.reference_cache_mib)
    gpus = [g.strip() for g in args.gpus.split(",") if g.strip()]
    if any(not g.isdigit() for g in gpus):
        p.error("--gpus takes GPU indices such as 0,1, not %s" % args.gpus)
    if gpus and args.target == "host":
        p.error("--gpus needs a GPU target (--target=sm_NN)")
    for flag in ("mem_factor", "mem_overhead_gib", "gpu_mem_gib"):
        v = getattr(args, flag)
        if not (v >= 0 and math.isfinite(v)):
            p.error("--%s must be a number >= 0, not %s" % (
                flag.replace("_", "-"), v))
    given = parse_mem_estimates(args.mem_estimates)
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
        try:
            found = find_tool(tool, required=False)
        except StageError as e:
            print("kgen_kernelbench.harness: %s" % e.message, file=sys.stderr)
            return 2
        if not found:
            print("kgen_kernelbench.harness: warning: %s not found (build "
                  "dir %s, $KGEN_BIN_DIR, PATH): problems will stop before "
                  "kgen" % (tool, os.path.join(build_dir(), "bin")),
                  file=sys.stderr)
    os.makedirs(args.out, exist_ok=True)
    passthrough = ["--target", args.target, "--budget", str(args.budget),
                   "--db", args.db, "--tool-timeout", str(args.tool_timeout),
                   "--tune-timeout", str(args.tune_timeout),
                   "--tune-options=" + args.tune_options,
                   "--policy", args.policy, "--reps", str(args.reps),
                   "--error-factor", repr(args.error_factor),
                   "--max-time-per-fn", repr(args.max_time_per_fn),
                   "--warmup", str(args.warmup), "--seeds", args.seeds,
                   "--dists", args.dists, "--mode", args.mode,
                   "--model-seed", str(args.model_seed),
                   "--max-data-bytes", str(args.max_data_bytes),
                   "--compile-threads", str(args.compile_threads),
                   "--reference-cache-mib", str(args.reference_cache_mib)]
    if args.aot_from:
        passthrough += ["--aot-from", os.path.abspath(args.aot_from)]
    if args.imported_from:
        passthrough += ["--imported-from", os.path.abspath(args.imported_from)]
    for flag in ("no_partition", "no_compile", "allow_tf32",
                 "budget_per_kernel"):
        if getattr(args, flag):
            passthrough.append("--" + flag.replace("_", "-"))

    start = time.monotonic()
    # What is known of each problem before it runs (meta device): the
    # order's cost and the memory estimate (recorded also without the
    # admission).
    capacity, cap_source = (None, "--mem-factor=0") if not args.mem_factor \
        else gpu_capacities(gpus, args.gpu_mem_gib, args.target)
    estimates = estimate_all(problems)
    ordered = order_problems(problems, args.paths, args.order, estimates)
    items = [(path, display_name(path, args.paths), cost)
             for path, cost in ordered]
    need, basis = [], []
    for path, name, _ in items:
        if name in given:
            need.append(given[name])
            basis.append({"given": "--mem-estimates"})
        elif path in estimates:
            n, b = estimate_memory(estimates[path], args.mem_factor,
                                   args.mem_overhead_gib)
            need.append(n)
            basis.append(b)
        else:
            need.append(None)
            basis.append({})
    admission = {"capacity_gib": {str(d): round(c / GIB, 3)
                                  for d, c in capacity.items()}
                 if capacity else None, "capacity_source": cap_source,
                 "mem_factor": args.mem_factor,
                 "mem_overhead_gib": args.mem_overhead_gib}
    if capacity:
        print("kgen_kernelbench.harness: memory admission: %s; estimates "
              "%g x (inputs + outputs + parameters) + %g GiB" % (
                  cap_source, args.mem_factor, args.mem_overhead_gib),
              file=sys.stderr, flush=True)
    else:
        print("kgen_kernelbench.harness: no memory admission (%s): --jobs "
              "alone bounds the problems at once" % cap_source,
              file=sys.stderr, flush=True)

    def current(results, final):
        """Every problem, in the order found (the table's order; "order" is
        the run order)."""
        out = []
        for k, ((path, name, cost), r) in enumerate(zip(items, results)):
            if r is None:
                r = not_run(name, "not reached: harness --time-limit (%ds) "
                            "ran out" % args.time_limit if final else
                            "not run yet")
                r.update(order=k, cost_estimate=cost,
                         **estimate_fields(need[k]))
            if "memory_basis" not in r and basis[k]:
                r = dict(r, memory_basis=basis[k])
            out.append((problems.index(path), r))
        return [r for _, r in sorted(out, key=lambda x: x[0])]

    def on_done(k, res):
        line = res["status"] if res["status"] != "failed" else \
            "failed at %s: %s" % (res.get("stage"), res.get("reason"))
        print("    %s: %s" % (res["name"], line), file=sys.stderr,
              flush=True)
        # Written after every problem, so a run cut short keeps its results
        # (and lists what it did not reach).
        results = current(sched.results, False)
        write_results(args, results, summarize(results), partial=True,
                      elapsed=time.monotonic() - start, admission=admission)

    sched = Scheduler(args, items, passthrough, on_done,
                      capacity=capacity, need=need)
    if args.resume:
        taken = resume_results(args.resume, items, sched.results)
        print("kgen_kernelbench.harness: %d problem(s) taken from %s, %d to "
              "run" % (taken, args.resume, len(items) - taken),
              file=sys.stderr, flush=True)
    write_results(args, current(sched.results, False),
                  summarize(current(sched.results, False)), partial=True,
                  elapsed=0.0, admission=admission)
    results = current(sched.run(), True)
    summary = summarize(results)
    print_table(results, summary)
    path = write_results(args, results, summary, partial=False,
                         elapsed=time.monotonic() - start,
                         admission=admission)
    index = write_report_index(args, results, summary)
    elapsed = time.monotonic() - start
    tuning = summary["tuning_candidates"]
    gpus = max(1, len([g for g in (args.gpus or "").split(",")
                       if g.strip()])) if args.target != "host" else 1
    print("tuning: %d candidate(s) measured (%d verified under the full "
          "protocol, %d only screened) in %.0f s of tune runs" % (
              tuning["measured"], tuning["verified"], tuning["screened"],
              tuning["wall_s"]))
    # The rate counts only this run's problems: those taken from --resume
    # were measured in another run's time.
    ran = tuning["this_run"]
    print("this run: %d candidate(s) measured in %.0f s; %.1f measured per "
          "minute per %s" % (
              ran["measured"], elapsed, 60.0 * ran["measured"] / elapsed /
              gpus if elapsed > 0 else 0.0,
              "GPU" if args.target != "host" else "machine"))
    print("results: %s (%.0f s); report: %s" % (path, elapsed, index))
    if (summary["wrong"] or summary["failed"]) and not args.allow_failures:
        print("kgen_kernelbench.harness: %d problem(s) wrong, %d failed "
              "(--allow-failures: exit 0 all the same)" % (
                  summary["wrong"], summary["failed"]), file=sys.stderr)
        return 1
    return 0


def write_report_index(args, results, summary):
    """OUT/report.html: a self-contained page (no script, nothing fetched)
    with a section per problem, its status, times and tuning line, and a
    link to the HTML report of its search (PROBLEM/tune.html, written by
    the --kgen-tune pass's renderer, the one kgen-tune --html uses)."""
    import html
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    path = os.path.join(out, "report.html")
    e = html.escape
    parts = ["<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
             "<meta charset=\"utf-8\">\n<title>kgen KernelBench run</title>"
             "\n<style>body { font-family: sans-serif; margin: 1.5em; } "
             "table { border-collapse: collapse; } th, td { border: 1px solid "
             "#ccc; padding: 0.2em 0.5em; text-align: left; } th { "
             "background: #f0f0f0; } .ok { color: #1a7f1a; } .bad { color: "
             "#c00; }</style>\n</head>\n<body>\n"
             "<h1>kgen KernelBench run</h1>\n"]
    geo = summary.get("geomean_speedup_vs_eager")
    parts.append("<p class=\"summary\">%d problem(s): %d correct, %d wrong, "
                 "%d failed, %d tuned; target %s, budget %s%s</p>\n" % (
                     summary["problems"], summary["correct"],
                     summary["wrong"], summary["failed"], summary["tuned"],
                     e(str(args.target)), e(str(args.budget)) + (
                         " per kernel" if getattr(args, "budget_per_kernel",
                                                  False) else ""),
                     "; geometric-mean speedup over eager %.3fx" % geo
                     if geo else ""))
    for r in results:
        name = r.get("name", "?")
        status = r.get("status", "?")
        if status == "failed":
            status = "failed at " + r.get("stage", "?")
        t = r.get("timings", {})
        parts.append("<section class=\"problem\">\n<h2>%s</h2>\n" % e(name))
        parts.append("<p class=\"%s\">%s</p>\n" % (
            "ok" if r.get("status") == "ok" else "bad", e(status)))
        parts.append("<table>\n")
        for label, key in (("eager", "eager"), ("torch.compile", "compile"),
                           ("kgen", "kgen")):
            if t.get(key):
                parts.append("<tr><th>%s</th><td>%.4g ms</td></tr>\n" % (
                    e(label), t[key]["median_ms"]))
        if r.get("tuning"):
            parts.append("<tr><th>tuning</th><td>%s</td></tr>\n" %
                         e(r["tuning"]))
        tune = r.get("stages", {}).get("tune", {})
        report = tune.get("html")
        if report and os.path.isfile(report):
            rel = os.path.relpath(report, out)
            parts.append("<tr><th>search</th><td><a class=\"search\" "
                         "href=\"%s\">%s</a></td></tr>\n" % (
                             e(rel.replace(os.sep, "/")), e(rel)))
        else:
            parts.append("<tr><th>search</th><td>no search report (%s)"
                         "</td></tr>\n" % e(r.get("tuning") or
                                              "the problem was not tuned"))
        parts.append("</table>\n</section>\n")
    parts.append("</body>\n</html>\n")
    with open(path + ".tmp", "w") as f:
        f.write("".join(parts))
    os.replace(path + ".tmp", path)
    return path


def write_results(args, results, summary, partial, elapsed=None,
                  admission=None):
    path = args.json or os.path.join(args.out, "results.json")
    with open(path + ".tmp", "w") as f:
        json.dump({"config": {k: v for k, v in vars(args).items()
                              if k not in ("one", "name", "problem_dir",
                                           "result", "problem_timeout")},
                   "partial": partial, "elapsed_s": elapsed,
                   "memory_admission": admission,
                   "problems": results,
                   "summary": summary}, f, indent=1, sort_keys=True,
                  default=str)
        f.write("\n")
    os.replace(path + ".tmp", path)
    return path


if __name__ == "__main__":
    sys.exit(main())
