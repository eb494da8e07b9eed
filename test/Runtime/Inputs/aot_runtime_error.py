"""KgenModule (utils/kernelbench/kgen_kernelbench/aot.py) on a GPU-target
library (Inputs/aot-fake-host.c) run against the fake CUDA driver: the
runtime's error of a call becomes a KgenRuntimeError, a module that does not
load a StageError at load.
Usage: aot_runtime_error.py DIR RUNTIME call|load"""
import ctypes
import json
import os
import sys

from kgen_kernelbench import StageError
from kgen_kernelbench.aot import (SIGNATURE_VERSION, KgenModule,
                                  KgenRuntimeError, signature_digest)

directory, runtime, mode = sys.argv[1:4]
# The signature kgen-aot would write for this library (with its digest).
sig = {"version": SIGNATURE_VERSION, "function": "forward", "inputs": [],
       "outputs": [], "target": "sm_90", "library": "libhost.so",
       "runtime": runtime}
sig["digest"] = signature_digest(sig, os.path.join(directory, "libhost.so"))
with open(os.path.join(directory, "signature.json"), "w") as f:
    json.dump(sig, f)


def call(mod, label):
    print("==", label, flush=True)
    try:
        mod()
        print("returned", flush=True)
    except KgenRuntimeError as e:
        # What the harness reports as the problem's reason.
        print("%s: %s" % (type(e).__name__, e), flush=True)


if mode == "load":
    try:
        KgenModule(directory)
        print("loaded", flush=True)
    except StageError as e:
        print("StageError: %s" % e, flush=True)
    sys.exit(0)

mod = KgenModule(directory)
os.environ["FAKE_HOST_BYTES"] = str(1 << 41)
call(mod, "2 TiB temporary")
os.environ["FAKE_HOST_BYTES"] = "32"
# An error left on this thread before the call is not the call's.
ctypes.CDLL(runtime).mgpuSetDefaultDevice(7)
call(mod, "32-byte temporary after an unrelated error")
