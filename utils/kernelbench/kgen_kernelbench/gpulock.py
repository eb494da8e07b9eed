"""The GPU lock of CONTRACT.md section 6.

Several harness problems may run at once on one GPU. Every section that
times GPU work or runs heavy work on it (the export's model calls, the
validation cases, the timing) holds an exclusive flock on the file named by
$KGEN_GPU_LOCK (unset: no locking); kgen's validation worker takes the same
lock around its GPU work. The harness's parent sets KGEN_GPU_LOCK to one
file per GPU for its children.
"""

import fcntl
import os
import time

ENV = "KGEN_GPU_LOCK"


class DeviceLock:
    """An exclusive flock on $KGEN_GPU_LOCK, re-entrant within the process.
    `intervals` records every hold: {"section", "wait_s", "start", "end"}
    (time.time() stamps, so holds of different processes can be compared)."""

    def __init__(self, path=None):
        self.path = path if path is not None else os.environ.get(ENV)
        self.fd = None
        self.depth = 0
        self.intervals = []
        self.section = None

    def __call__(self, section):
        self.section = section
        return self

    def __enter__(self):
        self.depth += 1
        if self.depth > 1 or not self.path:
            return self
        t0 = time.time()
        # O_CLOEXEC (Python's default): tools started while the lock is held
        # do not inherit it.
        self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        self._held = {"section": self.section or "gpu", "start": time.time(),
                      "wait_s": time.time() - t0}
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
