"""Checks lowered convolution modules (wrap-kernel.py modules of a
convolution or a kgen.conv_transpose kernel: stride 1, no padding, no
bias, groups 1; a module whose name starts with "ct" is a transposed one)
against PyTorch in float64 on the GPU, independently of kgen's validator:
inputs uniform in [-1, 1), the largest |error| over the largest
|reference|, and the same for PyTorch's own float32 result (TF32 off).
  python3 check-conv.py OUT MODULE.mlir..."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..",
                                "kernelbench"))
from kgen_kernelbench.aot import KgenModule, compile_module  # noqa: E402

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
dev = torch.device("cuda")
out = sys.argv[1]
for path in sys.argv[2:]:
    name = os.path.splitext(os.path.basename(path))[0]
    d = os.path.join(out, name)
    compile_module(path, d, target="sm_90")
    m = KgenModule(d)
    x_t, w_t = [t["shape"] for t in m.signature["inputs"]]
    g = torch.Generator(device=dev).manual_seed(1)
    x = torch.rand(x_t, device=dev, generator=g) * 2 - 1
    w = torch.rand(w_t, device=dev, generator=g) * 2 - 1
    got = m(x, w)
    if isinstance(got, (list, tuple)):
        got = got[0]
    F = torch.nn.functional
    rank = len(x_t) - 2
    op = {1: F.conv_transpose1d, 2: F.conv_transpose2d,
          3: F.conv_transpose3d}[rank] if name.startswith("ct") else \
        {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[rank]
    ref = op(x.double(), w.double())
    f32 = op(x, w)
    scale = ref.abs().max().item()
    err = (got.double() - ref).abs().max().item() / scale
    err32 = (f32.double() - ref).abs().max().item() / scale
    print("%s: max |kgen - ref| / max |ref| = %.3g (PyTorch fp32: %.3g) %s"
          % (name, err, err32, "OK" if err <= 1e-5 else "WRONG"), flush=True)
