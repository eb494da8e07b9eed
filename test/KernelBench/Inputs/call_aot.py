"""Calls a kgen-aot library (Inputs/linear_relu_sum.mlir) on torch tensors
and compares with PyTorch; then checks the wrapper's argument errors.
Usage: call_aot.py AOT_DIR cpu|cuda"""
import sys

import torch

from kgen_kernelbench.aot import KgenModule

directory, device = sys.argv[1], sys.argv[2]
mod = KgenModule(directory)
print("inputs:", mod.input_names, "outputs:", mod.output_names)
torch.manual_seed(0)
x = torch.randn(4, 8, device=device)
w = torch.randn(8, 3, device=device)
b = torch.randn(3, device=device)
y, s = mod(x, w, b)
ref_y = torch.relu(x @ w + b)
print("device:", y.device.type, "dtypes:", y.dtype, s.dtype,
      "shapes:", list(y.shape), list(s.shape))
print("y close:", torch.allclose(y, ref_y, rtol=1e-5, atol=1e-5))
print("s close:", torch.allclose(s, ref_y.sum(1), rtol=1e-5, atol=1e-5))
# A transposed (non-contiguous) weight is copied, not misread.
wt = w.t().contiguous().t()
print("non-contiguous ok:", torch.allclose(mod(x, wt, b)[0], ref_y,
                                           rtol=1e-5, atol=1e-5))
# A view at an offset (not 16-byte aligned) is copied to an aligned tensor.
xo = torch.cat([torch.zeros(1, device=device), x.flatten()])[1:].view(4, 8)
print("offset view:", xo.data_ptr() % 16 != 0,
      torch.allclose(mod(xo, w, b)[0], ref_y, rtol=1e-5, atol=1e-5))
for label, args in (("dtype", (x.double(), w, b)),
                    ("shape", (x[:3], w, b)),
                    ("count", (x, w)),
                    ("meta", (x.to("meta"), w, b))) + (
                        (("device", (x.cpu(), w.cpu(), b.cpu())),)
                        if device == "cuda" else ()):
    try:
        mod(*args)
        print(label, "error: none")
    except (TypeError, ValueError) as e:
        print(label, "error:", e)
