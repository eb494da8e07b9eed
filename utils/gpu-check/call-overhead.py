"""Where a kgen module's time goes beyond its kernels (session 24).

For each tuned module (a harness run's tuned.mlir): lowered with kgen-aot's
compile_module for sm_90, loaded with KgenModule, and timed three ways on
inputs of its signature (floats uniform in [0, 1), integers 0):
  harness  the harness's Timer (CUDA events around the call, L2 flushed
           before each sample, median) through KgenModule.__call__;
  raw      the same timer around the library's function called directly
           with arguments prepared once (no Python checks, no torch.empty);
  kernels  the sum of the module's kernel durations in one call, from
           torch.profiler (CUPTI sees kgen's launches too), median of calls.
harness - kernels is what the call costs beyond its kernels.
  python3 call-overhead.py OUT MODULE.mlir...
"""
import os
import statistics
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "kernelbench"))
from kgen_kernelbench.aot import KgenModule, compile_module  # noqa: E402
from kgen_kernelbench.timing import Timer  # noqa: E402

torch.backends.cuda.matmul.allow_tf32 = False
out = sys.argv[1]
dev = torch.device("cuda")
timer = Timer(dev, warmup=3, reps=30)
rows = []
for path in sys.argv[2:]:
    name = os.path.splitext(os.path.basename(path))[0]
    d = os.path.join(out, name)
    compile_module(path, d, target="sm_90")
    m = KgenModule(d)
    inputs = []
    for t in m.signature["inputs"]:
        dt = getattr(torch, t["dtype"])
        if dt.is_floating_point:
            inputs.append(torch.rand(t["shape"], dtype=dt, device=dev))
        else:
            inputs.append(torch.zeros(t["shape"], dtype=dt, device=dev))
    h = timer.time(lambda: m(*inputs))["median_ms"]
    args = []
    for x in inputs:
        args += m._descriptor(x)
    outs = [torch.empty(t["shape"], dtype=getattr(torch, t["dtype"]),
                        device=dev) for t in m.signature["outputs"]]
    for o in outs:
        args += m._descriptor(o)
    fn = m._fn
    r = timer.time(lambda: fn(*args))["median_ms"]
    torch.cuda.synchronize()
    from torch.profiler import ProfilerActivity, profile
    per_call = []
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(5):
            fn(*args)
            torch.cuda.synchronize()
    events = [e for e in prof.events()
              if e.device_type == torch.autograd.DeviceType.CUDA]
    total_us = sum(getattr(e, "device_time", None) or e.cuda_time for e in events)
    n = len(events) // 5
    k = total_us / 5 / 1e3
    rows.append((name, h, r, k, n))
    print("%s harness %.4f raw %.4f kernels %.4f (%d launches)" % (
        name, h, r, k, n), flush=True)
print("\n| module | harness ms | raw call ms | kernels ms | harness - kernels ms | launches |")
print("| --- | --- | --- | --- | --- | --- |")
for name, h, r, k, n in rows:
    print("| %s | %.4f | %.4f | %.4f | %.4f | %d |" % (name, h, r, k, h - k, n))
