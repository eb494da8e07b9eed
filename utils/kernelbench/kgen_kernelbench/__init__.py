"""kgen's KernelBench side: export PyTorch problems to ONNX with reference
data, compile kgen modules ahead of time and call them on torch tensors, and
a harness that runs a folder of KernelBench-style problems through kgen
(import, partition, tune, lower) and compares against PyTorch.

Modules:
  problem  load a problem file, build its model, generate input cases
  export   ONNX export, reference inputs/outputs, the JSON manifest
  ops      list the ONNX ops a folder of problems exports to
  mlirsig  the signature of @main in an MLIR module
  aot      lower a module to a shared library; KgenModule (ctypes) calls it
  compare  docs/validate.md's policies, calibrated by PyTorch's float32 error
  gpulock  the GPU lock (KGEN_GPU_LOCK) of the harness's children
  timing   one timer for PyTorch eager, torch.compile and kgen
  harness  the end-to-end driver

docs/kernelbench.md describes the protocol.
"""


class StageError(Exception):
    """A problem could not go through a stage; `stage` names it and the
    message says why (one line, no traceback)."""

    def __init__(self, stage, message):
        super().__init__(message)
        self.stage = stage
        self.message = message

    def __str__(self):
        return "%s: %s" % (self.stage, self.message)


def one_line(text, limit=400):
    """The first meaningful lines of a (possibly multi-line) message, joined,
    cut to `limit` characters."""
    lines = [l.strip() for l in str(text).splitlines() if l.strip()]
    joined = " | ".join(lines)
    if len(joined) > limit:
        joined = joined[:limit - 3] + "..."
    return joined
