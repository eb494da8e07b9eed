"""Ahead-of-time compilation of a kgen module and a PyTorch-facing wrapper.

    python3 -m kgen_kernelbench.aot MODULE.mlir -o DIR [--target=host|sm_90]
        [--function=main] [--timeout=600]
    (or utils/kernelbench/kgen-aot, the same)

runs `kgen-opt MODULE.mlir --kgen-lower-to-host="artifacts-dir=DIR"` (or
`--kgen-lower-to-nvvm="chip=sm_90 artifacts-dir=DIR"`), which writes
DIR/libhost.so, and writes DIR/signature.json: the function's inputs and
outputs (names, dtypes, shapes), the target and the runtime library a GPU
build needs. In Python:

    from kgen_kernelbench.aot import KgenModule
    mod = KgenModule("DIR")          # loads DIR/signature.json, DIR/libhost.so
    y = mod(x, w)                    # torch tensors in, torch tensors out

The host ABI (docs/lowering.md): every memref argument is passed as its
expanded descriptor (allocated pointer, aligned pointer, offset, sizes...,
strides...), inputs first, then one out-parameter per result; on a GPU
target the pointers are device pointers and the library calls kgen's
runtime (libkgen_gpu_runtime.so), which uses the device's primary CUDA
context, the one PyTorch uses.

Errors of the runtime: the lowered code does not check what the runtime
returns; the runtime remembers the first failure of a call on the calling
thread (a failed allocation also makes it skip the launches, copies and
memsets that follow, which would fault on its NULL: include/kgen/Runtime/
GPURuntime.h). KgenModule clears that error before each call and raises
KgenRuntimeError with it after a call that left one ("kgen runtime:
mgpuMemAlloc: cuMemAlloc_v2(... bytes) failed: CUDA_ERROR_OUT_OF_MEMORY
(out of memory)"); the call's outputs are then not valid.
"""

import argparse
import ctypes
import hashlib
import json
import os
import sys

from . import StageError, one_line
from .mlirsig import function_signature
from .tools import REPO_ROOT, find_tool, gpu_runtime_library, run_tool

SIGNATURE_VERSION = 2


def signature_digest(sig, library_path):
    """sha256 of the library's bytes and the signature (without its digest):
    KgenModule refuses a directory where either changed after kgen-aot
    wrote them (a shape edited in signature.json, a library rebuilt)."""
    h = hashlib.sha256()
    with open(library_path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    h.update(json.dumps({k: v for k, v in sig.items() if k != "digest"},
                        sort_keys=True).encode())
    return h.hexdigest()


def is_gpu_target(target):
    return target != "host"


def lower_command(kgen_opt, module, out_dir, target):
    if target == "host":
        pipeline = '--kgen-lower-to-host=artifacts-dir=%s' % out_dir
    elif target.startswith("sm_"):
        pipeline = '--kgen-lower-to-nvvm=chip=%s artifacts-dir=%s' % (
            target, out_dir)
    else:
        raise StageError("lower", "unknown target '%s' (host or sm_NN)" %
                         target)
    return [kgen_opt, module, pipeline, "-o",
            os.path.join(out_dir, "lowered.mlir")]


def compile_module(module, out_dir, target="host", function="main",
                   timeout=600):
    """Lowers MODULE.mlir into out_dir; returns the signature dict (also
    written to out_dir/signature.json). Raises StageError."""
    if not os.path.isfile(module):
        raise StageError("lower", "%s: no such file" % module)
    with open(module) as f:
        text = f.read()
    sig = function_signature(text, function)
    if function != "main":
        raise StageError("lower", "only @main is supported by the lowering "
                         "pipelines' artifacts (got @%s)" % function)
    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        raise StageError("lower", "the output %s is a file, not a directory"
                         % out_dir)
    try:
        os.makedirs(out_dir, exist_ok=True)
    except OSError as e:
        raise StageError("lower", "cannot create the output directory %s: %s"
                         % (out_dir, e.strerror))
    out_dir = os.path.abspath(out_dir)
    kgen_opt = find_tool("kgen-opt")
    run_tool("lower", lower_command(kgen_opt, module, out_dir, target),
             timeout, log=os.path.join(out_dir, "lower.log"))
    lib = os.path.join(out_dir, "libhost.so")
    if not os.path.exists(lib):
        raise StageError("lower", "kgen-opt wrote no %s (is ld.lld "
                         "installed?)" % lib)
    sig.update(version=SIGNATURE_VERSION, target=target, library="libhost.so",
               source=os.path.abspath(module),
               runtime=gpu_runtime_library(required=False)
               if is_gpu_target(target) else None,
               abi="memref descriptors expanded (allocated ptr, aligned ptr, "
               "offset, sizes, strides), inputs then one out-parameter per "
               "result; device pointers on GPU targets")
    sig["digest"] = signature_digest(sig, lib)
    with open(os.path.join(out_dir, "signature.json"), "w") as f:
        json.dump(sig, f, indent=1, sort_keys=True)
        f.write("\n")
    return sig


_RUNTIME = {}


def runner_utils_library():
    """MLIR's C runner utilities (memrefCopy, which the host lowering calls
    for strided copies such as a tensor.pad's interior): KGEN_RUNNER_UTILS,
    else LLVM's library directory for the pinned version, or None."""
    path = os.environ.get("KGEN_RUNNER_UTILS")
    if path:
        return path
    try:
        with open(os.path.join(REPO_ROOT, "utils", "llvm-version.txt")) as f:
            major = f.readline().strip()
    except OSError:
        major = "22"
    path = "/usr/lib/llvm-%s/lib/libmlir_c_runner_utils.so" % major
    return path if os.path.exists(path) else None


def _load_runtime(path):
    if path not in _RUNTIME:
        _RUNTIME[path] = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
    return _RUNTIME[path]


class KgenRuntimeError(RuntimeError):
    """A call of a GPU module left an error in kgen's runtime; the message is
    "kgen runtime: " and the runtime's error (the first failure of the call,
    e.g. the allocation that ran out of memory). The outputs are not valid."""


class _RuntimeErrors:
    """kgenGpuRuntimeLastError / kgenGpuRuntimeClearError of a loaded
    libkgen_gpu_runtime.so (the error of the calling thread)."""

    def __init__(self, runtime):
        self._last = runtime.kgenGpuRuntimeLastError
        self._last.argtypes = []
        self._last.restype = ctypes.c_char_p
        self._clear = runtime.kgenGpuRuntimeClearError
        self._clear.argtypes = []
        self._clear.restype = None

    def clear(self):
        self._clear()

    def take(self):
        """The error (str) or None; clears it."""
        message = self._last()
        if message is None:
            return None
        self._clear()
        return message.decode("utf-8", errors="replace")


class KgenModule:
    """A kgen-compiled function callable on torch tensors.

    `KgenModule(dir)` reads dir/signature.json and loads dir/libhost.so (on
    GPU targets after kgen's runtime, from the signature, KGEN_GPU_RUNTIME
    or the build tree). Calling it checks every input's dtype, shape and
    device (CPU for the host target, CUDA for GPU targets; non-contiguous
    inputs, and inputs not 16-byte aligned (views at an offset), are copied
    to contiguous, aligned ones), allocates the outputs with
    torch.empty and returns them (one tensor, or a tuple). On GPU targets a
    call that leaves an error in kgen's runtime raises KgenRuntimeError, and
    a kernel module that does not load fails the constructor (StageError
    "load")."""

    def __init__(self, directory, runtime=None):
        import torch
        self._torch = torch
        path = os.path.join(directory, "signature.json")
        try:
            with open(path) as f:
                self.signature = json.load(f)
        except (OSError, ValueError) as e:
            raise StageError("load", "%s: %s" % (path, e))
        self.target = self.signature["target"]
        self.gpu = is_gpu_target(self.target)
        self._errors = None
        if self.gpu:
            rt = runtime or os.environ.get("KGEN_GPU_RUNTIME") or \
                self.signature.get("runtime") or gpu_runtime_library()
            if not rt or not os.path.exists(rt):
                raise StageError("load", "kgen's GPU runtime library not "
                                 "found (%s)" % rt)
            try:
                self._errors = _RuntimeErrors(_load_runtime(rt))
            except (OSError, AttributeError) as e:
                raise StageError("load", "%s: %s" % (rt, one_line(e)))
        # libhost.so leaves memrefCopy undefined (the host lowering calls it
        # for strided copies); MLIR's runner utilities define it.
        utils = runner_utils_library()
        if utils:
            _load_runtime(utils)
        lib = os.path.join(directory, self.signature["library"])
        try:
            digest = signature_digest(self.signature, lib)
        except OSError as e:
            raise StageError("load", "%s: %s" % (lib, e.strerror))
        if self.signature.get("digest") != digest:
            raise StageError("load", "%s does not match %s (one of them "
                             "changed after kgen-aot wrote them, or an older "
                             "kgen-aot wrote them): run kgen-aot again"
                             % (path, lib))
        if self._errors:
            self._errors.clear()
        try:
            # The GPU library's global constructor loads its kernel modules.
            self._lib = ctypes.CDLL(os.path.abspath(lib))
            self._fn = self._lib[self.signature["function"]]
        except (OSError, AttributeError) as e:
            raise StageError("load", "%s: %s" % (lib, one_line(e)))
        error = self._errors.take() if self._errors else None
        if error:
            # A kernel module that did not load (e.g. built for another GPU):
            # every call would fail.
            raise StageError("load", "%s: kgen runtime: %s" % (
                lib, one_line(error)))
        argtypes = []
        for t in self.signature["inputs"] + self.signature["outputs"]:
            rank = len(t["shape"])
            argtypes += [ctypes.c_void_p, ctypes.c_void_p] + \
                [ctypes.c_int64] * (1 + 2 * rank)
        self._fn.argtypes = argtypes
        self._fn.restype = None
        self._dtypes = [getattr(torch, t["dtype"]) for t in
                        self.signature["inputs"] + self.signature["outputs"]]

    @property
    def input_names(self):
        return [t["name"] for t in self.signature["inputs"]]

    @property
    def output_names(self):
        return [t["name"] for t in self.signature["outputs"]]

    def _descriptor(self, t):
        ptr = t.data_ptr()
        return [ptr, ptr, 0] + list(t.shape) + list(t.stride())

    def __call__(self, *inputs):
        torch = self._torch
        sig_in = self.signature["inputs"]
        if len(inputs) != len(sig_in):
            raise TypeError("%s takes %d tensors (%s), got %d" % (
                self.signature["function"], len(sig_in),
                ", ".join(str(t["name"]) for t in sig_in), len(inputs)))
        args = []
        keep = []
        for i, (x, t) in enumerate(zip(inputs, sig_in)):
            label = "input %d (%s)" % (i, t["name"])
            if not torch.is_tensor(x):
                raise TypeError("%s: expected a tensor, got %s" % (
                    label, type(x).__name__))
            if x.dtype != self._dtypes[i]:
                raise TypeError("%s: dtype %s, expected %s" % (
                    label, x.dtype, self._dtypes[i]))
            if list(x.shape) != t["shape"]:
                raise ValueError("%s: shape %s, expected %s" % (
                    label, list(x.shape), t["shape"]))
            # By device type, not is_cuda: a meta tensor (no storage) or one
            # on another device would hand the kernel a null or foreign
            # pointer.
            if x.device.type != ("cuda" if self.gpu else "cpu"):
                raise ValueError("%s: on %s, this %s module needs %s "
                                 "tensors" % (label, x.device, self.target,
                                              "CUDA" if self.gpu else "CPU"))
            x = x.contiguous()
            # kgen's kernels read their operands with vector loads of up to
            # 16 bytes (a view's pointer is only as aligned as its storage
            # offset makes it): a misaligned one is copied.
            if x.data_ptr() % 16:
                x = x.clone()
            keep.append(x)
            args += self._descriptor(x)
        device = inputs[0].device if inputs else (
            torch.device("cuda") if self.gpu else torch.device("cpu"))
        outputs = []
        for j, t in enumerate(self.signature["outputs"]):
            o = torch.empty(t["shape"], dtype=self._dtypes[len(sig_in) + j],
                            device=device)
            outputs.append(o)
            args += self._descriptor(o)
        if self.gpu:
            # kgen's streams are blocking streams: they order with the legacy
            # default stream. Work queued on another stream must finish first
            # (none is when PyTorch has not initialized CUDA).
            if torch.cuda.is_initialized() and \
                    torch.cuda.current_stream() != torch.cuda.default_stream():
                torch.cuda.current_stream().synchronize()
            # An earlier failure on this thread is not this call's.
            self._errors.clear()
        self._fn(*args)
        if self.gpu:
            error = self._errors.take()
            if error:
                raise KgenRuntimeError("kgen runtime: " + error)
        return outputs[0] if len(outputs) == 1 else tuple(outputs)


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="kgen-aot", description="Lower a kgen module to a shared "
        "library with a C entry point and write its signature.")
    p.add_argument("module", help="MLIR module with a public @main on tensors")
    p.add_argument("-o", "--out", required=True, help="output directory")
    p.add_argument("--target", default="host", help="host or sm_NN")
    p.add_argument("--timeout", type=int, default=600)
    args = p.parse_args(argv)
    try:
        sig = compile_module(args.module, args.out, args.target,
                             timeout=args.timeout)
    except StageError as e:
        print("kgen-aot: %s: %s" % (args.module, e), file=sys.stderr)
        return 1
    print("kgen-aot: %s -> %s (%s; %d inputs, %d outputs)" % (
        args.module, os.path.join(args.out, sig["library"]), sig["target"],
        len(sig["inputs"]), len(sig["outputs"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
