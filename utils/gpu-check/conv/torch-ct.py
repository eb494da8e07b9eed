"""PyTorch eager's transposed convolutions of level-1 65 and 69 (strict
fp32: TF32 off): the cuDNN kernels it launches and their times.
  python3 torch-ct.py"""
import torch
from torch.profiler import ProfilerActivity, profile

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
dev = torch.device("cuda")
for name, (n, c, f, h, w, kh, kw) in {
        "69": (64, 64, 128, 128, 256, 3, 5),
        "65": (8, 64, 64, 512, 512, 3, 7)}.items():
    x = torch.rand(n, c, h, w, device=dev)
    m = torch.nn.ConvTranspose2d(c, f, (kh, kw), bias=False).to(dev)
    with torch.no_grad():
        for _ in range(3):
            m(x)
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for _ in range(5):
                m(x)
            torch.cuda.synchronize()
    per = {}
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            t = getattr(e, "device_time", None) or e.cuda_time
            per.setdefault(e.name, []).append(t)
    for k, v in sorted(per.items(), key=lambda kv: -sum(kv[1])):
        print("%s eager kernel %.3f ms x%d: %s" % (name, sum(v) / 5 / 1e3,
                                                   len(v) // 5, k[:140]))
