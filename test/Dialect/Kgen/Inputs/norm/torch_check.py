"""Checks the kgen normalization ops against PyTorch on fixed inputs.

For each case: builds a kernel that uses the op, optionally applies a
transform library (transform.kgen.decompose_normalization), decomposes what
is left with kgen-decompose-aggregates, lowers with upstream mlir-opt, runs
it with mlir-runner on inputs embedded as constants, and compares the
printed result with torch (float64 on the same float32 inputs):
|got - ref| <= 1e-4 |ref| + 1e-5 max|ref|, elementwise. Prints one line per
case ("OK <case>" or "MISMATCH <case>: ...") and exits 1 on any mismatch.

Usage: torch_check.py KGEN_OPT [TRANSFORM_LIBRARY]
(Debian's /usr/bin/python3, which has torch; mlir-opt and mlir-runner on
PATH.)
"""
import os
import re
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "..", "Inputs"))
from mlir_runner import max_relative_error, mismatch, run, run_main  # noqa: E402

torch.manual_seed(7)


def tensor_type(shape):
    return "tensor<%sxf32>" % "x".join(str(s) for s in shape)


def dense(t):
    flat = ", ".join("%.9e" % v for v in t.flatten().tolist())
    return "dense<[%s]> : %s" % (flat, tensor_type(list(t.shape)))
    # (a flat list reshaped by the type is not valid MLIR; see below)


def dense_literal(t):
    # Nested brackets, as the parser wants for a ranked literal.
    def rec(x):
        if x.dim() == 1:
            return "[" + ", ".join("%.9e" % v for v in x.tolist()) + "]"
        return "[" + ", ".join(rec(row) for row in x) + "]"
    return "dense<%s> : %s" % (rec(t), tensor_type(list(t.shape)))


def case_inputs():
    cases = []
    # log_softmax along a middle dimension, rows with a large spread.
    x = (torch.rand(3, 7, 5) - 0.5) * 2e4
    cases.append(("log_softmax", "kgen.log_softmax ins(%a0 : T0) outs(%init : TR) dimension = 1",
                  [x], list(x.shape), torch.log_softmax(x.double(), dim=1)))
    x = torch.randn(4, 9, 3) * 30 + 100
    cases.append(("logsumexp", "kgen.logsumexp ins(%a0 : T0) outs(%init : TR) dimensions = [0, 2]",
                  [x], [9], torch.logsumexp(x.double(), dim=[0, 2])))
    # layer_norm with a large mean and a small spread (cancellation).
    x = torch.randn(3, 5, 11) * 0.5 + 1000.0
    w = torch.randn(5, 11)
    b = torch.randn(5, 11)
    ref = torch.nn.functional.layer_norm(x.double(), [5, 11], w.double(), b.double(), eps=1e-5)
    cases.append(("layer_norm", "kgen.layer_norm ins(%a0, %a1, %a2 : T0, T1, T2) outs(%init : TR) axis = 1, epsilon = 1.0e-05",
                  [x, w, b], list(x.shape), ref))
    for groups in (1, 3, 6):
        x = torch.randn(2, 6, 3, 5) * 4 + torch.arange(6).view(1, 6, 1, 1) * 10
        w = torch.randn(6)
        b = torch.randn(6)
        ref = torch.nn.functional.group_norm(x.double(), groups, w.double(), b.double(), eps=1e-5)
        cases.append(("group_norm_g%d" % groups,
                      "kgen.group_norm ins(%%a0, %%a1, %%a2 : T0, T1, T2) outs(%%init : TR) groups = %d, epsilon = 1.0e-05" % groups,
                      [x, w, b], list(x.shape), ref))
    x = torch.randn(4, 13) * 3
    w = torch.randn(13)
    xd = x.double()
    ref = xd / torch.sqrt((xd * xd).mean(dim=1, keepdim=True) + 1e-6) * w.double()
    cases.append(("rms_norm", "kgen.rms_norm ins(%a0, %a1 : T0, T1) outs(%init : TR) axis = 1, epsilon = 1.0e-06",
                  [x, w], list(x.shape), ref))
    x = torch.randn(5, 17) * 50
    cases.append(("softmax", "linalg.softmax dimension(1) ins(%a0 : T0) outs(%init : TR) -> TR",
                  [x], list(x.shape), torch.softmax(x.double(), dim=1)))
    return cases


def module(name, op, inputs, result_shape):
    types = [tensor_type(list(t.shape)) for t in inputs]
    rt = tensor_type(result_shape)
    text = op
    for i, ty in enumerate(types):
        text = text.replace("T%d" % i, ty)
    text = text.replace("TR", rt)
    args = ", ".join("%%a%d: %s" % (i, ty) for i, ty in enumerate(types))
    lines = [
        "func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
        "func.func @%s(%s) -> %s {" % (name, args, rt),
        "  %%init = tensor.empty() : %s" % rt,
        "  %%r = %s" % text,
        "  return %%r : %s" % rt,
        "}",
        "func.func @main() {",
    ]
    for i, t in enumerate(inputs):
        lines.append("  %%c%d = arith.constant %s" % (i, dense_literal(t)))
    lines += [
        "  %%r = func.call @%s(%s) : (%s) -> %s" % (
            name, ", ".join("%%c%d" % i for i in range(len(inputs))), ", ".join(types), rt),
        "  %%m = bufferization.to_buffer %%r : %s to memref<%sxf32>" % (rt, "x".join(map(str, result_shape))),
        "  %%u = memref.cast %%m : memref<%sxf32> to memref<*xf32>" % "x".join(map(str, result_shape)),
        "  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()",
        "  return",
        "}",
    ]
    return "\n".join(lines) + "\n"


def main():
    kgen_opt = sys.argv[1]
    transform = sys.argv[2] if len(sys.argv) > 2 else None
    failed = False
    for name, op, inputs, shape, ref in case_inputs():
        ir = module(name, op, inputs, shape)
        if transform:
            ir = run([kgen_opt, "-", "--transform-preload-library=transform-library-paths=" + transform,
                      "--transform-interpreter"], ir)
        ir = run([kgen_opt, "-", "--pass-pipeline=builtin.module(func.func(kgen-decompose-aggregates))"], ir)
        if re.search(r"kgen\.|linalg\.softmax", ir.split("func.func @main")[0]):
            print("MISMATCH %s: the op was not decomposed" % name)
            failed = True
            continue
        got = run_main(ir)
        problem = mismatch(name, got, ref, 1e-4, 1e-5)
        if problem:
            print(problem)
            failed = True
            continue
        print("OK %s (max relative error %.2e)" % (name, max_relative_error(got, ref)))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
