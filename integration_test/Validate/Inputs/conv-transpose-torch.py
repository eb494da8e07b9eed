#!/usr/bin/python3
"""Writes kgen.conv_transpose kernels on constant inputs and weights, and
candidates that add PyTorch's transposed convolution of the same constants
(computed here, independently of kgen) to the init.

Usage: conv-transpose-torch.py OUTDIR
Writes OUTDIR/<case>.mlir (kernel) and OUTDIR/<case>-torch.mlir (candidate)
for every case below.
"""
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

# name: N, C, OCg, groups, input sizes, kernel sizes, strides, dilations,
# pads_begin, result sizes (from the init: pads_end / output_padding).
CASES = {
    # 1D, stride 2, begin and end padding, output_padding 1.
    "ct1d": (2, 3, 4, 1, [7], [3], [2], [1], [1], [14]),
    # 2D, groups 2, stride (2, 3), dilation (2, 1), asymmetric padding,
    # largest output_padding in dim 1.
    "ct2d": (1, 4, 3, 2, [5, 4], [3, 2], [2, 3], [2, 1], [1, 0], [11, 13]),
    # 3D, groups 2 (one input channel per group), dilation 2, odd sizes.
    "ct3d": (1, 2, 2, 2, [3, 4, 3], [2, 3, 2], [2, 1, 2], [1, 2, 2],
             [0, 2, 1], [6, 6, 7]),
    # 1D, pads_begin beyond dilation * (K - 1): the first inputs are cropped.
    "ct1d_crop": (1, 2, 3, 1, [5], [1], [3], [1], [2], [11]),
}


def dense(array):
    # Raw little-endian float32 bytes: exact, and any shape.
    raw = np.ascontiguousarray(array, dtype="<f4").tobytes().hex().upper()
    return 'dense<"0x%s"> : %s' % (raw, ttype(array.shape))


def ttype(shape):
    return "tensor<%sxf32>" % "x".join(str(d) for d in shape)


def arr(values):
    return "[%s]" % ", ".join(str(v) for v in values)


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    rng = np.random.default_rng(7)
    for name, (n, c, ocg, groups, isz, ksz, s, d, p, osz) in CASES.items():
        x = rng.uniform(-1, 1, [n, c] + isz).astype(np.float32)
        w = rng.uniform(-1, 1, [c, ocg] + ksz).astype(np.float32)
        conv = {1: F.conv_transpose1d, 2: F.conv_transpose2d,
                3: F.conv_transpose3d}[len(isz)]
        full = conv(torch.from_numpy(x).double(), torch.from_numpy(w).double(),
                    stride=s, padding=0, groups=groups, dilation=d).numpy()
        # result[o] = full[o + pads_begin], zero beyond the full output.
        ref = np.zeros([n, groups * ocg] + osz)
        src = tuple([slice(None), slice(None)] +
                    [slice(pj, min(pj + oj, fj))
                     for pj, oj, fj in zip(p, osz, full.shape[2:])])
        dst = tuple([slice(None), slice(None)] +
                    [slice(0, min(pj + oj, fj) - pj)
                     for pj, oj, fj in zip(p, osz, full.shape[2:])])
        ref[dst] = full[src]
        ref = ref.astype(np.float32)
        otype = ttype(ref.shape)
        with open(os.path.join(outdir, name + ".mlir"), "w") as f:
            f.write(f"""func.func @{name}(%init: {otype}) -> {otype} {{
  %x = arith.constant {dense(x)}
  %w = arith.constant {dense(w)}
  %r = kgen.conv_transpose ins(%x, %w : {ttype(x.shape)}, {ttype(w.shape)}) outs(%init : {otype}) strides = {arr(s)} dilations = {arr(d)} pads_begin = {arr(p)} groups = {groups} : {otype}
  return %r : {otype}
}}
""")
        with open(os.path.join(outdir, name + "-torch.mlir"), "w") as f:
            f.write(f"""func.func @{name}(%init: {otype}) -> {otype} {{
  %ref = arith.constant {dense(ref)}
  %e = tensor.empty() : {otype}
  %r = linalg.add ins(%init, %ref : {otype}, {otype}) outs(%e : {otype}) -> {otype}
  return %r : {otype}
}}
""")


if __name__ == "__main__":
    main()
