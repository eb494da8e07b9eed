"""The harness's comparison (kgen_kernelbench.compare) on outputs made here:
kgen-like float32 results against the float64 reference, calibrated by
PyTorch's own float32 error. Prints one line per case:
NAME ok=BOOL rule=RULE strict=BOOL reason=..."""
import sys

import numpy as np
import torch

from kgen_kernelbench import compare as cmp


def show(name, got, ref, out32, **kw):
    r = cmp.compare(got, ref, "strict", out32=out32, **kw)
    strict = cmp.compare(got, ref, "strict")  # no calibration
    print("%s ok=%s rule=%s strict=%s kgen_normwise=%.3g pytorch_normwise=%s "
          "reason=%s" % (name, r["ok"], r["rule"], strict["ok"],
                         r["normwise_error"],
                         "%.3g" % r["pytorch_f32"]["normwise_error"]
                         if "pytorch_f32" in r else "-", r["reason"]))
    return r


torch.manual_seed(0)
rows, n = 64, 16384
# Rows standardized in float64, then rounded to float32: the row means are
# ~1e-17 in float64, and every float32 computation of them is rounding noise.
x = torch.randn(rows, n, dtype=torch.float64)
x = ((x - x.mean(1, keepdim=True)) / x.std(1, keepdim=True)).float()
ref = x.double().mean(1)                      # the float64 reference
out32 = x.mean(1)                             # PyTorch's float32 output
# kgen's naive lowering: one sequential float32 accumulation per row.
seq = torch.from_numpy(np.cumsum(x.numpy(), axis=1, dtype=np.float32)[:, -1]
                       / np.float32(n))
show("reduction_f32", seq, ref, out32)
# A kernel that skips half of the work (sums half of each row) fails, even
# though the bounds are widened by PyTorch's error.
half = x[:, : n // 2].sum(1) / n
show("skipped_work", half, ref, out32)

# Where PyTorch's float32 is exact (ReLU), the policy alone decides: an
# output off by 1e-3 relative fails, the exact one passes.
y = torch.randn(1000, 257)
ref = torch.relu(y.double())
out32 = torch.relu(y)
show("exact_ok", torch.relu(y), ref, out32)
show("exact_cheat", torch.relu(y) * (1 + 1e-3), ref, out32)

# Non-finite: float32 overflows where float64 does not ((x*x)/x at 1e20):
# kgen doing what PyTorch's float32 does passes, a NaN there fails.
z = torch.tensor([1e20, 2.0, -3.0])
ref = (z.double() * z.double()) / z.double()
out32 = (z * z) / z
show("overflow_like_pytorch", out32.clone(), ref, out32)
show("overflow_nan", torch.tensor([float("nan"), 2.0, -3.0]), ref, out32)

# Integers exactly; shapes must agree.
show("int_exact", torch.tensor([1, 2, 3]), torch.tensor([1, 2, 3]), None)
show("int_wrong", torch.tensor([1, 2, 4]), torch.tensor([1, 2, 3]), None)
show("shape", torch.zeros(3), torch.zeros(4, dtype=torch.float64), None)
# Chunked passes give the same answer as one pass.
cmp.CHUNK = 1000
show("reduction_f32_chunked", seq, x.double().mean(1), x.mean(1))
sys.exit(0)
