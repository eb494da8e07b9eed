"""Runs a module's @main on the CPU with upstream MLIR, for the PyTorch checks
(test/Dialect/Kgen/Inputs/norm/torch_check.py,
test/Lowering/Inputs/split_check.py).

The module holds linalg on tensors (kgen's passes already applied) and a
@main that prints one result with printMemrefF32. It is lowered with
upstream mlir-opt only (bufferization, loops, LLVM), not with kgen's
pipelines, so that a check of a kgen pass does not go through that pass
again, and run with mlir-runner (both on PATH).
"""
import os
import re
import shutil
import subprocess
import sys

import torch

# Upstream's lowering of linalg on tensors to the LLVM dialect.
LOWERING = ["--one-shot-bufferize=bufferize-function-boundaries",
            "--convert-linalg-to-loops", "--convert-scf-to-cf",
            "--expand-strided-metadata", "--lower-affine",
            "--finalize-memref-to-llvm", "--convert-to-llvm",
            "--reconcile-unrealized-casts"]


def run(cmd, stdin):
    """Runs `cmd` on `stdin`; its output, or exit 2 with its errors."""
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write("command failed: %s\n%s" % (" ".join(cmd), p.stderr))
        sys.exit(2)
    return p.stdout


def run_main(ir):
    """Lowers `ir` and runs its @main; the printed memref's values in float64."""
    runner = shutil.which("mlir-runner")
    libdir = os.path.join(os.path.dirname(os.path.realpath(runner)), "..", "lib")
    libs = ",".join(os.path.join(libdir, lib) for lib in
                    ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))
    lowered = run(["mlir-opt", "-"] + LOWERING, ir)
    out = run([runner, "-", "-e", "main", "-entry-point-result=void",
               "-shared-libs=" + libs], lowered)
    data = out.split("data =", 1)[1]
    return torch.tensor([float(v) for v in re.findall(
        r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|inf|nan)", data)], dtype=torch.float64)


def mismatch(name, got, ref, rtol, atol_rel):
    """Compares `got` with `ref` (flattened): |got - ref| <= rtol |ref| +
    atol_rel max|ref| elementwise, no NaN. None when they agree, else the
    "MISMATCH <name>: ..." line to print."""
    want = ref.flatten()
    if got.numel() != want.numel():
        return "MISMATCH %s: %d values printed, %d expected" % (name, got.numel(), want.numel())
    bound = rtol * want.abs() + atol_rel * want.abs().max()
    err = (got - want).abs()
    if bool((err > bound).any()) or bool(torch.isnan(got).any()):
        i = int(torch.argmax(err - bound))
        return "MISMATCH %s: element %d is %r, torch says %r" % (name, i, got[i].item(), want[i].item())
    return None


def max_relative_error(got, ref):
    want = ref.flatten()
    return float(((got - want).abs() / want.abs().clamp(min=1e-30)).max())
