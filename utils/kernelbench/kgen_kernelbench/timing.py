"""One timer for PyTorch eager, torch.compile and kgen.

On a GPU: CUDA events on the current stream around each call, the L2 cache
flushed before each sample by writing a buffer twice its size (outside the
timed region), warm-ups first, the median of the samples. On the CPU: the
wall time of each call (time.perf_counter), a buffer twice the last-level
cache written before each sample. With `max_seconds`, a slow function gets
fewer samples (at least 3): the first warm-up call's time decides how many
fit.
"""

import statistics
import time


def _llc_bytes():
    try:
        with open("/sys/devices/system/cpu/cpu0/cache/index3/size") as f:
            text = f.read().strip()
        mult = {"K": 1 << 10, "M": 1 << 20}.get(text[-1], 1)
        return int(text.rstrip("KM")) * mult
    except (OSError, ValueError):
        return 32 << 20


class Timer:
    def __init__(self, device, warmup=3, reps=20, max_seconds=None):
        import torch
        self.torch = torch
        self.max_seconds = max_seconds
        self.cuda = device.type == "cuda"
        self.warmup = warmup
        self.reps = reps
        if self.cuda:
            props = torch.cuda.get_device_properties(device)
            l2 = getattr(props, "L2_cache_size", 0) or (64 << 20)
            self.flush_bytes = 2 * l2
        else:
            self.flush_bytes = 2 * _llc_bytes()
        self.flush_buffer = torch.empty(self.flush_bytes // 4,
                                        dtype=torch.float32, device=device)

    def describe(self):
        if self.cuda:
            return "CUDA events, L2 flushed (%d MiB written) before each of " \
                "%d samples after %d warm-ups, median" % (
                    self.flush_bytes >> 20, self.reps, self.warmup)
        return "wall clock (perf_counter), %d MiB written before each of %d " \
            "samples after %d warm-ups, median" % (
                self.flush_bytes >> 20, self.reps, self.warmup)

    def time(self, fn):
        """Median, min and IQR in milliseconds of `fn()`."""
        torch = self.torch
        warmup, reps = self.warmup, self.reps
        t0 = time.perf_counter()
        fn()
        if self.cuda:
            torch.cuda.synchronize()
        first = time.perf_counter() - t0
        if self.max_seconds and first > 0:
            fit = int(self.max_seconds / first)
            reps = max(3, min(reps, fit))
            warmup = max(1, min(warmup, fit - reps))
        for _ in range(warmup - 1):
            fn()
        if self.cuda:
            torch.cuda.synchronize()
        samples = []
        for i in range(reps):
            self.flush_buffer.fill_(float(i))
            if self.cuda:
                start = torch.cuda.Event(enable_timing=True)
                end = torch.cuda.Event(enable_timing=True)
                start.record()
                fn()
                end.record()
                end.synchronize()
                samples.append(start.elapsed_time(end))
            else:
                t0 = time.perf_counter()
                fn()
                samples.append((time.perf_counter() - t0) * 1e3)
        samples.sort()
        q = statistics.quantiles(samples, n=4) if len(samples) > 1 else \
            [samples[0]] * 3
        return {"median_ms": statistics.median(samples),
                "min_ms": samples[0], "iqr_ms": q[2] - q[0],
                "samples": len(samples)}
