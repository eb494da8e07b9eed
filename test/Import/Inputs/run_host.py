#!/usr/bin/python3
"""Runs an imported @main lowered for the host and compares it with numpy.

    run_host.py MODULE.mlir LIBHOST.so MODEL.onnx REF.npz

MODULE.mlir is kgen-import-onnx's output (its @main signature, with the
kgen.name of every argument and result, says what to pass); LIBHOST.so is
`kgen-opt --kgen-lower-to-host="artifacts-dir=..."` of it. Arguments come
from REF.npz (graph inputs) or the model's initializers; the results are
compared with REF.npz's "out:<name>" arrays. Host ABI (docs/lowering.md):
each memref expanded (allocated, aligned, offset, sizes, strides), inputs
then one out-parameter per result. Prints one line per result, exits 1 on
any mismatch.
"""

import ctypes
import re
import sys

import numpy as np
import onnx
from onnx import numpy_helper

DTYPES = {"f32": np.float32, "f64": np.float64, "i64": np.int64,
          "i32": np.int32, "i8": np.int8, "i1": np.bool_}
RUNNER_UTILS = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so"
TOL = {np.float32: (2e-4, 2e-5), np.float64: (1e-9, 1e-12)}


def parse_signature(text):
    sig = re.search(r"func\.func @main\((.*?)\)\s*->\s*\((.*?)\)\s*\{", text,
                    re.S)
    if not sig:
        sys.exit("run_host: no @main with results in the module")
    item = re.compile(r'tensor<((?:\d+x)*)(\w+)>\s*\{kgen\.name = "([^"]*)"\}')

    def parse(s):
        return [([int(d) for d in dims.split("x") if d], DTYPES[et], name)
                for dims, et, name in item.findall(s)]
    return parse(sig.group(1)), parse(sig.group(2))


def memref_args(array):
    ptr = array.ctypes.data_as(ctypes.c_void_p)
    strides = [s // array.itemsize for s in array.strides]
    return ([ptr, ptr, ctypes.c_int64(0)] +
            [ctypes.c_int64(d) for d in array.shape] +
            [ctypes.c_int64(s) for s in strides])


def main():
    module, lib, model_path, ref_path = sys.argv[1:5]
    args, results = parse_signature(open(module).read())
    ref = np.load(ref_path)
    inits = {t.name: numpy_helper.to_array(t)
             for t in onnx.load(model_path).graph.initializer}
    keep, call = [], []
    for shape, dtype, name in args:
        value = ref[name] if name in ref.files else inits.get(name)
        if value is None:
            sys.exit("run_host: no value for argument '%s'" % name)
        value = np.ascontiguousarray(value, dtype=dtype)
        if list(value.shape) != shape:
            sys.exit("run_host: argument '%s' has shape %s, @main wants %s" %
                     (name, list(value.shape), shape))
        keep.append(value)
        call += memref_args(value)
    outs = []
    for shape, dtype, name in results:
        out = np.zeros(shape, dtype=dtype)
        keep.append(out)
        outs.append((name, out))
        call += memref_args(out)
    # libhost.so calls memrefCopy (memref.copy of the pads and slices) but is
    # not linked against MLIR's C runner utilities: load them first.
    ctypes.CDLL(RUNNER_UTILS, mode=ctypes.RTLD_GLOBAL)
    fn = ctypes.CDLL(lib).main
    fn.restype = None
    fn(*call)
    failed = 0
    for name, out in outs:
        expected = ref["out:" + name]
        if out.dtype.kind == "f":
            rtol, atol = TOL[out.dtype.type]
            ok = out.shape == expected.shape and np.allclose(
                out, expected, rtol=rtol, atol=atol)
            err = np.max(np.abs(out - expected)) if out.size else 0.0
            print("%s %s max-abs-err %.3g" % ("OK" if ok else "MISMATCH",
                                              name, err))
        else:
            ok = out.shape == expected.shape and np.array_equal(out, expected)
            print("%s %s exact" % ("OK" if ok else "MISMATCH", name))
        if not ok:
            failed += 1
            print("  got", out.ravel()[:8], "\n  expected",
                  expected.ravel()[:8])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
