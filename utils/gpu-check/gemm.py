#!/usr/bin/env python3
"""GEMM experiment on the GPU host: strategies/gpu/matmul.mlir at pinned knob
points, against cuBLAS (torch.matmul at the policy's precision) in the same process.

    python3 utils/gpu-check/gemm.py --out OUT [--shapes NAME,...] [--points P;...]

For each shape and knob point: the kernel on tensors (@main, C = A B, or
relu(A B + bias) for the epilogue shapes), the strategy with its knobs set
to the point, `kgen-opt --transform-interpreter --kgen-lower-to-nvvm` (in a
process pool), then on the GPU: the result against a float64 reference
(normwise relative error, and the worst element against 1e-4 |ref| +
1e-5 max|ref|, the strict policy's bounds; cuBLAS's own normwise error
beside it), and CUDA-event timings of kgen
and torch.matmul with the L2 flushed before each of `--reps` runs (median).
Prints one line per point and a table of the best point per shape last.
This is an experiment tool: the validator (kgen-validate, kgen-tune) is the
protocol of record.
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "utils", "kernelbench"))

# name: (batch, M, N, K, transpose_a, transpose_b, epilogue)
SHAPES = {
    "1024": (0, 1024, 1024, 1024, False, False, False),
    "2048": (0, 2048, 2048, 2048, False, False, False),
    "4096": (0, 4096, 4096, 4096, False, False, False),
    "8192": (0, 8192, 8192, 8192, False, False, False),
    "4096x4096x16384": (0, 4096, 4096, 16384, False, False, False),
    "16384x16384x64": (0, 16384, 16384, 64, False, False, False),
    "prime-4093x4091x4099": (0, 4093, 4091, 4099, False, False, False),
    "2048-bias-relu": (0, 2048, 2048, 2048, False, False, True),
    "bmm-16x1024": (16, 1024, 1024, 1024, False, False, False),
    "4096-tB": (0, 4096, 4096, 4096, False, True, False),
    "4096-tA": (0, 4096, 4096, 4096, True, False, False),
    # Few output tiles and a long K: split-K's shapes.
    "256x256x524288": (0, 256, 256, 524288, False, False, False),
    "192x320x393216-bias-relu": (0, 192, 320, 393216, False, False, True),
    "bmm-4x96x128x131072": (4, 96, 128, 131072, False, False, False),
    "1024x1024x262144": (0, 1024, 1024, 262144, False, False, False),
}

KNOBS = ["block_m", "block_n", "block_k", "thread_m", "thread_n", "warp_m",
         "warp_n", "stages", "group_m", "split_k", "math"]


# The precision policy (--precision): the kernel module's kgen.precision,
# PyTorch's TF32 switch, the check's bounds (lib/Validate/Compare.cpp's
# rtol, atol relative to max|ref|) and cuBLAS's operand type at that
# precision (bf16: torch.matmul on bfloat16 copies of the operands).
POLICIES = {
    "strict": ("", False, 1e-4, 1e-5, "float32"),
    "tf32": (", kgen.precision = #kgen.precision<tf32>", True, 1e-2, 1e-3,
             "float32"),
    "bf16": (", kgen.precision = #kgen.precision<bf16>", False, 5e-2, 1e-2,
             "bfloat16"),
}
POLICY = "strict"
# The chip the kernels are compiled for (--chip): sm_90, or sm_90a for the
# warpgroup MMA ("3xtf32-wgmma", "tf32-wgmma").
CHIP = "sm_90"


def kernel_text(batch, m, n, k, ta, tb, epilogue):
    pre = "%dx" % batch if batch else ""
    a = "%s%dx%d" % (pre, k, m) if ta else "%s%dx%d" % (pre, m, k)
    b = "%s%dx%d" % (pre, n, k) if tb else "%s%dx%d" % (pre, k, n)
    c = "%s%dx%d" % (pre, m, n)
    dims = "(d0, d1, d2, d3)" if batch else "(d0, d1, d2)"
    bd = "d0, " if batch else ""
    mm, nn, kk = ("d1", "d2", "d3") if batch else ("d0", "d1", "d2")
    amap = "%s%s, %s" % (bd, kk, mm) if ta else "%s%s, %s" % (bd, mm, kk)
    bmap = "%s%s, %s" % (bd, nn, kk) if tb else "%s%s, %s" % (bd, kk, nn)
    cmap = "%s%s, %s" % (bd, mm, nn)
    iters = '"parallel", ' * (3 if batch else 2) + '"reduction"'
    args = "%%a: tensor<%sxf32>, %%b: tensor<%sxf32>" % (a, b)
    if epilogue:
        args += ", %%bias: tensor<%dxf32>" % n
    lines = [
        'module attributes {kgen.target = #kgen.target<nvvm, "%s">%s} {'
        % (CHIP, POLICIES[POLICY][0]),
        "func.func @main(%s) -> tensor<%sxf32> {" % (args, c),
        "  %zero = arith.constant 0.0 : f32",
        "  %%init = tensor.empty() : tensor<%sxf32>" % c,
        "  %%acc = linalg.fill ins(%%zero : f32) outs(%%init : tensor<%sxf32>) -> tensor<%sxf32>" % (c, c),
        "  %%mm = linalg.generic {indexing_maps = [affine_map<%s -> (%s)>, affine_map<%s -> (%s)>, affine_map<%s -> (%s)>], iterator_types = [%s]}" % (dims, amap, dims, bmap, dims, cmap, iters),
        "      ins(%%a, %%b : tensor<%sxf32>, tensor<%sxf32>) outs(%%acc : tensor<%sxf32>) {" % (a, b, c),
        "    ^bb0(%x: f32, %y: f32, %o: f32):",
        "      %p = arith.mulf %x, %y : f32",
        "      %s = arith.addf %o, %p : f32",
        "      linalg.yield %s : f32",
        "  } -> tensor<%sxf32>" % c,
    ]
    result = "%mm"
    if epilogue:
        lines += [
            "  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\"]}",
            "      ins(%%mm, %%bias : tensor<%sxf32>, tensor<%dxf32>) outs(%%init : tensor<%sxf32>) {" % (c, n, c),
            "    ^bb0(%x: f32, %y: f32, %o: f32):",
            "      %s = arith.addf %x, %y : f32",
            "      %t = arith.maximumf %s, %zero : f32",
            "      linalg.yield %t : f32",
            "  } -> tensor<%sxf32>" % c,
        ]
        result = "%r"
    lines += ["  return %s : tensor<%sxf32>" % (result, c), "}", "}"]
    return "\n".join(lines) + "\n"


def knob_text(value):
    """A knob's value as the strategy writes it: an integer or a string."""
    return str(value) if isinstance(value, int) else '"%s"' % value


def parse_value(text):
    return int(text) if re.fullmatch(r"-?\d+", text) else text.strip('"')


def pinned_strategy(point):
    with open(os.path.join(ROOT, "strategies", "gpu", "matmul.mlir")) as f:
        text = f.read()
    for name, value in point.items():
        text, n = re.subn(r'(tune\.knob<"%s"> = )(\d+|"[\w-]+")' % name,
                          lambda m: m.group(1) + knob_text(value), text)
        if n != 1:
            raise SystemExit("knob %s not found once in the strategy" % name)
    return text


def compile_point(job):
    work, shape, point, policy, chip = job
    global POLICY, CHIP
    POLICY = policy
    CHIP = chip
    os.makedirs(work, exist_ok=True)
    spec = SHAPES[shape]
    with open(os.path.join(work, "main.mlir"), "w") as f:
        f.write(kernel_text(*spec))
    with open(os.path.join(work, "strategy.mlir"), "w") as f:
        f.write(pinned_strategy(point))
    cmd = ["kgen-opt", os.path.join(work, "main.mlir"),
           # The strategy and the shared tail it declares (strategies/lib).
           "--transform-preload-library=transform-library-paths=" +
           os.path.join(work, "strategy.mlir") + "," +
           os.path.join(ROOT, "strategies", "lib", "gpu.mlir"),
           "--transform-interpreter",
           "--kgen-lower-to-nvvm=chip=%s artifacts-dir=%s" % (chip, work),
           "-o", os.path.join(work, "lowered.mlir")]
    start = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    with open(os.path.join(work, "lower.log"), "w") as f:
        f.write(p.stdout + p.stderr)
    ok = p.returncode == 0 and os.path.exists(os.path.join(work, "libhost.so"))
    if ok:
        from kgen_kernelbench.mlirsig import function_signature
        from kgen_kernelbench.tools import gpu_runtime_library
        with open(os.path.join(work, "main.mlir")) as f:
            sig = function_signature(f.read(), "main")
        from kgen_kernelbench.aot import signature_digest
        sig.update(version=1, target=chip, library="libhost.so",
                   runtime=gpu_runtime_library(required=False))
        sig["digest"] = signature_digest(sig, os.path.join(work, "libhost.so"))
        with open(os.path.join(work, "signature.json"), "w") as f:
            json.dump(sig, f)
    err = "" if ok else (p.stderr.strip().splitlines() or ["no output"])[-1][:200]
    return shape, point, ok, time.time() - start, err


def timed(torch, fn, reps, flush):
    times = []
    for _ in range(2):
        fn()
    for _ in range(reps):
        flush.zero_()
        s = torch.cuda.Event(enable_timing=True)
        e = torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        torch.cuda.synchronize()
        times.append(s.elapsed_time(e))
    times.sort()
    return times[len(times) // 2]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--shapes", default="4096")
    p.add_argument("--points", default="",
                   help="';'-separated points, each 'k=v,...' over the "
                   "strategy's defaults (empty: the defaults)")
    p.add_argument("--reps", type=int, default=10)
    p.add_argument("--precision", choices=sorted(POLICIES), default="strict",
                   help="the policy: strict (TF32 off in PyTorch), tf32 "
                   "(the kernels under #kgen.precision<tf32>, cuBLAS with "
                   "TF32 on, the tf32 bounds) or bf16 (#kgen.precision<bf16>, "
                   "cuBLAS on bfloat16 operands, the bf16 bounds)")
    p.add_argument("--chip", default="sm_90",
                   help="the kgen.target chip (sm_90a: the warpgroup MMA)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    p.add_argument("--work", default="/tmp/kgen-gemm-work",
                   help="compiled points (OUT gets the table, the JSON and "
                   "the SASS of each shape's first point)")
    args = p.parse_args()
    os.makedirs(args.out, exist_ok=True)
    defaults = {}
    with open(os.path.join(ROOT, "strategies", "gpu", "matmul.mlir")) as f:
        for name, value in re.findall(r'tune\.knob<"(\w+)"> = (\d+|"[\w-]+")',
                                      f.read()):
            defaults[name] = parse_value(value)
    points = []
    for spec in (args.points.split(";") if args.points else [""]):
        point = dict(defaults)
        for kv in filter(None, spec.split(",")):
            k, v = kv.split("=")
            point[k.strip()] = parse_value(v.strip())
        points.append(point)
    jobs = []
    for shape in args.shapes.split(","):
        for i, point in enumerate(points):
            jobs.append((os.path.join(args.work, "%s-%d" % (shape, i)),
                         shape, point, args.precision, args.chip))
    compiled = []
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for r in pool.map(compile_point, jobs):
            compiled.append(r)
            if not r[2]:
                print("COMPILE FAIL %s %s: %s" % (r[0], r[1], r[4]), flush=True)

    # The SASS of the first shape's points (the call returns a limited
    # number of files).
    first = args.shapes.split(",")[0]
    for i in range(len(points)):
        sass = os.path.join(args.work, "%s-%d" % (first, i), "main_kernel.sass")
        if os.path.exists(sass):
            import shutil
            shutil.copy(sass, os.path.join(args.out, "%s-%d.sass" % (first, i)))
    import torch
    from kgen_kernelbench.aot import KgenModule
    _, tf32, rtol, atol, dtype = POLICIES[args.precision]
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.backends.cudnn.allow_tf32 = tf32
    flush = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    best = {}
    cublas = {}
    # Under bf16 also PyTorch's bf16 path from the same float32 operands
    # (autocast: the casts and the bf16 GEMM; kgen's time includes its
    # conversion too, cuBLAS's above does not).
    autocast = {}
    lib_err = {}
    rows = []
    rows_by_job = []
    for (work, shape, point, _, _), (_, _, ok, secs, err) in zip(jobs, compiled):
        batch, m, n, k, ta, tb, epi = SHAPES[shape]
        flops = 2.0 * m * n * k * max(batch, 1)
        label = ",".join("%s=%s" % (kk[0:1] + kk.split("_")[-1][0:1], point[kk])
                         for kk in KNOBS)
        if not ok:
            rows.append((shape, label, "compile", err))
            rows_by_job.append(rows[-1])
            continue
        g = torch.Generator(device="cuda").manual_seed(1)
        pre = (batch,) if batch else ()
        a = torch.randn(pre + ((k, m) if ta else (m, k)), device="cuda", generator=g)
        b = torch.randn(pre + ((n, k) if tb else (k, n)), device="cuda", generator=g)
        inputs = [a, b]
        bias = None
        if epi:
            bias = torch.randn(n, device="cuda", generator=g)
            inputs.append(bias)
        at = a.transpose(-1, -2) if ta else a
        bt = b.transpose(-1, -2) if tb else b
        at_lib = at.to(getattr(torch, dtype))
        bt_lib = bt.to(getattr(torch, dtype))
        bias_lib = bias.to(getattr(torch, dtype)) if epi else None

        def torch_fn():
            r = torch.matmul(at_lib, bt_lib)
            if epi:
                r = torch.relu(r + bias_lib)
            return r
        ref = torch.matmul(at.double(), bt.double())
        if epi:
            ref = torch.relu(ref + bias.double())
        if shape not in cublas:
            cublas[shape] = timed(torch, torch_fn, args.reps, flush)
            if dtype == "bfloat16":
                def autocast_fn():
                    with torch.autocast("cuda", dtype=torch.bfloat16):
                        r = torch.matmul(at, bt)
                        if epi:
                            r = torch.relu(r + bias)
                    return r
                autocast[shape] = timed(torch, autocast_fn, args.reps, flush)
            # The library's own error at this precision, beside kgen's.
            lib_err[shape] = ((torch_fn().double() - ref).norm() /
                              ref.norm()).item()
        try:
            mod = KgenModule(work)
            out = mod(*inputs)
            torch.cuda.synchronize()
            diff = (out.double() - ref).abs()
            scale = ref.abs().max().item()
            normwise = (diff.norm() / ref.norm()).item()
            bound = rtol * ref.abs() + atol * scale
            worst = (diff / bound).max().item()
            finite = bool(torch.isfinite(out).all().item())
            ms = timed(torch, lambda: mod(*inputs), args.reps, flush)
        except Exception as e:  # noqa: BLE001 - report and go on
            rows.append((shape, label, "error", str(e)[:200]))
            rows_by_job.append(rows[-1])
            continue
        verdict = "ok" if finite and worst <= 1.0 else "WRONG"
        tflops = flops / ms / 1e9
        rows.append((shape, label, verdict,
                     "%.4f ms %.1f TFLOP/s cuBLAS %.4f ms ratio %.3f "
                     "normwise %.2e worst/bound %.3f cuBLAS normwise %.2e%s" %
                     (ms, tflops, cublas[shape], cublas[shape] / ms, normwise,
                      worst, lib_err[shape],
                      " autocast %.4f ms ratio %.3f" % (
                          autocast[shape], autocast[shape] / ms)
                      if shape in autocast else "")))
        rows_by_job.append(rows[-1])
        print("%-22s %-40s %s %s" % rows[-1], flush=True)
        if verdict == "ok" and (shape not in best or ms < best[shape][0]):
            best[shape] = (ms, label, tflops)
        del mod
    with open(os.path.join(args.out, "gemm.json"), "w") as f:
        json.dump({"rows": rows, "cublas_ms": cublas, "autocast_ms": autocast,
                   "cublas_normwise": lib_err,
                   "best": best}, f, indent=1)
    print()
    print("| shape | best point | kgen ms | TFLOP/s | of 51 | cuBLAS ms | x cuBLAS |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for shape in args.shapes.split(","):
        if shape in best:
            ms, label, tf = best[shape]
            print("| %s | %s | %.4f | %.1f | %.0f%% | %.4f | %.3f |" % (
                shape, label, ms, tf, 100 * tf / 51, cublas[shape],
                cublas[shape] / ms))
        else:
            print("| %s | none correct | | | | %s | |" % (
                shape, "%.4f" % cublas[shape] if shape in cublas else ""))
    # Every point, short: the knobs that differ from the strategy's
    # defaults.
    print()
    print("| shape | point | verdict | ms | x cuBLAS | x autocast | normwise |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for (work, shape, point, _, _), row in zip(jobs, rows_by_job):
        short = ",".join("%s=%s" % (k, v) for k, v in point.items()
                         if defaults.get(k) != v) or "defaults"
        if row is None or row[2] not in ("ok", "WRONG"):
            print("| %s | %s | %s | | | | |" % (shape, short,
                                              row[2] if row else "compile"))
            continue
        m = re.search(r"([\d.]+) ms .* ratio ([\d.]+) normwise (\S+)", row[3])
        a = re.search(r"autocast [\d.]+ ms ratio ([\d.]+)", row[3])
        print("| %s | %s | %s | %s | %s | %s | %s |" % (
            shape, short, row[2], m.group(1), m.group(2),
            a.group(1) if a else "", m.group(3)))


if __name__ == "__main__":
    main()
