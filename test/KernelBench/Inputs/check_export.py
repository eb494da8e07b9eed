"""Checks an exported problem folder against its problem file: the ONNX
initializers hold the model's weights, every case's saved inputs, when run
through the model built as the manifest says, give the saved outputs
bitwise, the float64 reference agrees with them, and the adversarial
distributions are what they claim. Prints one line per finding.
Usage: check_export.py DIR"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import numpy_helper
import torch

from kgen_kernelbench.problem import Problem

d = sys.argv[1]
m = json.load(open(os.path.join(d, "manifest.json")))
print("opset:", m["opset"], "mode:", m["mode"], "training:", m["training"])
print("onnx inputs:", m["onnx_inputs"], "outputs:", m["onnx_outputs"])
proto = onnx.load(os.path.join(d, m["onnx_file"]))
print("onnx opset import:", [o.version for o in proto.opset_import
                             if o.domain in ("", "ai.onnx")])
problem = Problem(m["source"])
model, _ = problem.build_model(m["model_seed"], m["mode"])
params = dict(model.named_parameters())
inits = {i.name: numpy_helper.to_array(i) for i in proto.graph.initializer}
for e in m["initializers"]:
    src = params[e["model_name"]].detach().numpy() if e["model_name"] else None
    if e["transposed"]:
        src = src.T
    same = src is not None and np.array_equal(src, inits[e["name"]])
    print("initializer %s: %s %s, equals the model's weight: %s" % (
        e["name"], e["source"], e["model_name"], same))
for c in m["cases"]:
    xs = [torch.from_numpy(np.load(os.path.join(d, f))) for f in c["inputs"]]
    outs = [np.load(os.path.join(d, f)) for f in c["outputs"]]
    refs = [np.load(os.path.join(d, f)) for f in c["reference"]]
    with torch.no_grad():
        again = model(*xs)
    again = [again] if torch.is_tensor(again) else list(again)
    rerun = all(np.array_equal(a.numpy(), o, equal_nan=True)
                for a, o in zip(again, outs))
    close = all(np.allclose(o, r, rtol=1e-4, atol=1e-4 * np.abs(r).max(),
                            equal_nan=True) for o, r in zip(outs, refs))
    x = xs[0].double()
    stats = "max|x| %s" % ("<= 1" if x.abs().max() <= 1 else
                           "> 100" if x.abs().max() > 100 else "> 1")
    print("case %s %s seed %d: rerun equal: %s, float64 reference (%s) "
          "close: %s, %s" % (c["id"], c["distribution"], c["seed"], rerun,
                             refs[0].dtype, close, stats))
