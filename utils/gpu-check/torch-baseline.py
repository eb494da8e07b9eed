"""PyTorch eager (and torch.compile) on the tuning benchmark's kernels
(--issue-sizes: issue #5's fp32 matmul 4096^3, row softmax 4096x65536 and
3-op chain on 4096x393216), timed like kgen-validate's cold samples: a buffer of 4x the L2 written before each
sample, CUDA events around the call, median of 50 samples after warm-ups."""
import statistics
import sys
import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
dev = "cuda"
flush = torch.empty(int(60e6 * 4 // 4), dtype=torch.float32, device=dev)


def timed(fn, *args, samples=50):
    for _ in range(5):
        fn(*args)
    torch.cuda.synchronize()
    times = []
    for _ in range(samples):
        flush.fill_(1.0)
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn(*args)
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def chain(a, b):
    return torch.maximum((a + b) * a, b)


def compiled_time(name, fn, *args):
    try:
        print(f"{name} torch.compile {timed(torch.compile(fn), *args):.4f} ms")
    except Exception as e:  # noqa: BLE001 - report, do not fail the run
        print(f"{name} torch.compile unavailable: {type(e).__name__}: {e}")


if "--issue-sizes" in sys.argv:
    a = torch.rand(4096, 4096, device=dev) * 2 - 1
    b = torch.rand(4096, 4096, device=dev) * 2 - 1
    print(f"matmul-4096 eager {timed(torch.matmul, a, b):.4f} ms")
    compiled_time("matmul-4096", torch.matmul, a, b)
    del a, b
    x = torch.rand(4096, 65536, device=dev) * 2 - 1
    softmax = lambda t: torch.softmax(t, dim=1)  # noqa: E731
    print(f"softmax-4096x65536 eager {timed(softmax, x):.4f} ms")
    compiled_time("softmax-4096x65536", softmax, x)
    del x
    x = torch.rand(4096, 393216, device=dev) * 2 - 1
    y = torch.rand(4096, 393216, device=dev) * 2 - 1
    print(f"chain-4096x393216 eager {timed(chain, x, y, samples=20):.4f} ms")
    compiled_time("chain-4096x393216", chain, x, y)
    sys.exit(0)

a = torch.rand(1024, 1024, device=dev) * 2 - 1
b = torch.rand(1024, 1024, device=dev) * 2 - 1
print(f"matmul-1024 eager {timed(torch.matmul, a, b):.4f} ms")
x = torch.rand(4096, 4096, device=dev) * 2 - 1
y = torch.rand(4096, 4096, device=dev) * 2 - 1
print(f"chain-4096 eager {timed(chain, x, y):.4f} ms")
try:
    compiled = torch.compile(chain)
    print(f"chain-4096 torch.compile {timed(compiled, x, y):.4f} ms")
except Exception as e:  # noqa: BLE001 - report, do not fail the run
    print(f"chain-4096 torch.compile unavailable: {type(e).__name__}: {e}")
