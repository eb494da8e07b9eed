"""Checks kgen-split-long-reductions against PyTorch on fixed inputs.

For each case: a function with one linalg.generic reduction on inputs
embedded as constants, split by `kgen-opt --kgen-split-long-reductions`
(with a low min-extent, so that small inputs take every path: a loop made
parallel whole, an innermost loop split into interleaved lanes, lanes
before an innermost parallel loop with the body's index moved, a combine
split again), lowered with upstream mlir-opt (not kgen's pipeline, which
splits too) and run with mlir-runner; the printed result is compared with
torch in float64 on the same float32 inputs: |got - ref| <= 1e-5 |ref| +
1e-6 max|ref|. Also checks that each case was split (the printed IR has
more than one linalg.generic). Prints "OK <case>" or "MISMATCH <case>: ..."
per case and exits 1 on any mismatch.

Usage: split_check.py KGEN_OPT (a Python with torch: lit.cfg.py's %kgen_python;
mlir-opt and mlir-runner on PATH.)
"""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "Inputs"))
from mlir_runner import mismatch, run, run_main  # noqa: E402

torch.manual_seed(11)


def ttype(shape):
    return "tensor<%sxf32>" % "x".join(str(s) for s in shape) if shape else "tensor<f32>"


def literal(t):
    def rec(x):
        if x.dim() == 1:
            return "[" + ", ".join("%.9e" % v for v in x.tolist()) + "]"
        return "[" + ", ".join(rec(row) for row in x) + "]"
    return "dense<%s> : %s" % (rec(t), ttype(list(t.shape)))


def cases():
    out = []
    # A batch norm's sum of squares per channel: the innermost loop (256)
    # split into 128 interleaved lanes, the outer ones reduced in each.
    x = torch.randn(2, 3, 8, 256) * 3 + 1
    out.append(("channel_sum_squares", x, [3], 0.0, "addf", "%in * %in",
                ["reduction", "parallel", "reduction", "reduction"],
                "(d0, d1, d2, d3) -> (d1)",
                (x.double() ** 2).sum(dim=(0, 2, 3))))
    # A middle dimension summed ([p, r, p]): lanes before the loops, the
    # innermost parallel loop stays the fastest.
    x = torch.randn(4, 512, 6) * 10
    out.append(("middle_sum", x, [4, 6], 0.0, "addf", "%in",
                ["parallel", "reduction", "parallel"], "(d0, d1, d2) -> (d0, d2)",
                x.double().sum(dim=1)))
    # A max: -inf partials; 1000 split by 25.
    x = torch.randn(3, 1000) * 100
    out.append(("row_max", x, [3], float("-inf"), "maximumf", "%in",
                ["parallel", "reduction"], "(d0, d1) -> (d0)",
                x.double().amax(dim=1)))
    # The body reads the index of the innermost (parallel) loop, which the
    # lanes move: sum over d0 of x[i, j] * j.
    x = torch.randn(2048, 5)
    out.append(("indexed_column_sum", x, [5], 0.0, "addf", "%in * %jf",
                ["reduction", "parallel"], "(d0, d1) -> (d1)",
                (x.double() * torch.arange(5).double()).sum(dim=0)))
    # A full sum of 16384 terms: 512 partials, whose combine is split again.
    x = torch.rand(16384) * 2 - 0.5
    out.append(("full_sum", x, [], 0.0, "addf", "%in", ["reduction"], "(d0) -> ()",
                x.double().sum().reshape(1)))
    return out


def module(name, x, result_shape, neutral, combiner, term, iterators, out_map):
    xt, rt = ttype(list(x.shape)), ttype(result_shape)
    rank = x.dim()
    dims = ", ".join("d%d" % i for i in range(rank))
    neutral_text = "0xFF800000" if neutral == float("-inf") else "%.1f" % neutral
    body = ["^bb0(%in: f32, %out: f32):"]
    if "%jf" in term:
        body += ["  %j = linalg.index 1 : index",
                 "  %ji = arith.index_cast %j : index to i32",
                 "  %jf = arith.sitofp %ji : i32 to f32"]
    if term == "%in":
        value = "%in"
    else:
        a, b = term.split(" * ")
        body.append("  %%t = arith.mulf %s, %s : f32" % (a, b))
        value = "%t"
    body += ["  %%r = arith.%s %s, %%out : f32" % (combiner, value), "  linalg.yield %r : f32"]
    rshape = "x".join(map(str, result_shape))
    mem = "memref<%sxf32>" % rshape if result_shape else "memref<f32>"
    lines = [
        "func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
        "func.func @%s(%%x: %s) -> %s {" % (name, xt, rt),
        "  %%n = arith.constant %s : f32" % neutral_text,
        "  %%e = tensor.empty() : %s" % rt,
        "  %%i = linalg.fill ins(%%n : f32) outs(%%e : %s) -> %s" % (rt, rt),
        "  %%g = linalg.generic {indexing_maps = [affine_map<(%s) -> (%s)>, affine_map<%s>], "
        "iterator_types = [%s]} ins(%%x : %s) outs(%%i : %s) {" % (
            dims, dims, out_map, ", ".join('"%s"' % it for it in iterators), xt, rt),
    ] + ["  " + b for b in body] + [
        "  } -> %s" % rt,
        "  return %%g : %s" % rt,
        "}",
        "func.func @main() {",
        "  %%c = arith.constant %s" % literal(x),
        "  %%r = func.call @%s(%%c) : (%s) -> %s" % (name, xt, rt),
        "  %%m = bufferization.to_buffer %%r : %s to %s" % (rt, mem),
        "  %%u = memref.cast %%m : %s to memref<*xf32>" % mem,
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  return",
        "}",
    ]
    return "\n".join(lines) + "\n"


def main():
    kgen_opt = sys.argv[1]
    failed = False
    for name, x, shape, neutral, combiner, term, iterators, out_map, ref in cases():
        ir = module(name, x, shape, neutral, combiner, term, iterators, out_map)
        ir = run([kgen_opt, "-", "--pass-pipeline=builtin.module(func.func("
                  "kgen-split-long-reductions{min-extent=64}))"], ir)
        kernel = ir.split("func.func @main")[0]
        generics = kernel.count("linalg.generic")
        if generics < 2:
            print("MISMATCH %s: not split" % name)
            failed = True
            continue
        got = run_main(ir)
        problem = mismatch(name, got, ref, 1e-5, 1e-6)
        if problem:
            print(problem)
            failed = True
            continue
        print("OK %s (%d ops)" % (name, generics))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
