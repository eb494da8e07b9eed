"""The GPU lock (docs/validate.md, "GPU lock"; docs/kernelbench.md).

Several harness problems may run at once on one GPU. The file named by
$KGEN_GPU_LOCK (unset: no locking) is a readers-writer lock (flock): the
sections that run work on the GPU without timing it (the export's model
calls, the validation cases) hold it shared, so problems validate side by
side; the timing holds it exclusive, so nothing else runs on the GPU while
one is timed. FILE.gate is a turnstile every taker passes (an exclusive
taker waits for FILE while holding it), so a timer is not starved by
shared holders. kgen's validation worker takes the same lock the same way
(docs/validate.md). The harness's parent sets KGEN_GPU_LOCK to one file per
GPU for its children.
"""

import fcntl
import os
import time

ENV = "KGEN_GPU_LOCK"


class DeviceLock:
    """The lock on $KGEN_GPU_LOCK, re-entrant within the process:
    `lock(section)` for an exclusive hold (timing), `lock(section,
    shared=True)` for a shared one. `intervals` records every hold:
    {"section", "shared", "wait_s", "start", "end"} (time.time() stamps, so
    holds of different processes can be compared)."""

    def __init__(self, path=None):
        self.path = path if path is not None else os.environ.get(ENV)
        self.fd = None
        self.depth = 0
        self.intervals = []
        self.section = None
        self.shared = False
        self.gate = None

    def __call__(self, section, shared=False):
        self.section = section
        self.shared = shared
        return self

    def __enter__(self):
        self.depth += 1
        if self.depth > 1 or not self.path:
            return self
        t0 = time.time()
        # O_CLOEXEC (Python's default): tools started while the lock is held
        # do not inherit it.
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        gate = os.open(self.path + ".gate", os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(gate, fcntl.LOCK_EX)
            fcntl.flock(self.fd, fcntl.LOCK_SH if self.shared
                        else fcntl.LOCK_EX)
        finally:
            fcntl.flock(gate, fcntl.LOCK_UN)
            os.close(gate)
        self._held = {"section": self.section or "gpu", "start": time.time(),
                      "shared": self.shared, "wait_s": time.time() - t0}
        return self

    def __exit__(self, *exc):
        self.depth -= 1
        if self.depth > 0 or self.fd is None:
            return False
        self._held["end"] = time.time()
        fcntl.flock(self.fd, fcntl.LOCK_UN)
        os.close(self.fd)
        self.fd = None
        self.intervals.append(self._held)
        return False
