"""Export a KernelBench-style problem to ONNX with reference data.

    python3 -m kgen_kernelbench.export PROBLEM.py... -o DIR
        [--seeds=1] [--dists=problem,uniform,large,normal,special]
        [--mode=as-constructed|eval] [--model-seed=0] [--device=cpu|cuda]
        [--max-data-bytes=N] [--no-data]

For each problem, DIR/<name>/ receives model.onnx (opset 17),
manifest.json and data/*.npy (inputs, PyTorch's float32 outputs and the
float64 reference of every case). See docs/kernelbench.md.
"""

import argparse
import contextlib
import copy
import io
import inspect
import json
import os
import re
import sys
import warnings

import numpy as np
import onnx
from onnx import numpy_helper
import torch

from . import StageError, one_line
from .problem import (DISTRIBUTIONS, Problem, estimate_input_bytes,
                      estimate_param_bytes, flatten_outputs, make_case,
                      tensor_bytes)

OPSET = 17
MANIFEST_VERSION = 1


def exporter_kwargs(training):
    """Arguments for torch.onnx.export that the installed torch accepts: the
    TorchScript exporter (dynamo=False where that argument exists: torch >= 2.9
    defaults to the dynamo exporter, which needs onnxscript), the module's
    training flag preserved."""
    params = inspect.signature(torch.onnx.export).parameters
    kw = {"export_params": True, "opset_version": OPSET,
          "do_constant_folding": True}
    notes = []
    if "dynamo" in params:
        kw["dynamo"] = False
        notes.append("torch.onnx.export(dynamo=False): TorchScript exporter")
    else:
        notes.append("TorchScript exporter (this torch has no dynamo "
                     "argument)")
    if "training" in params:
        kw["training"] = (torch.onnx.TrainingMode.PRESERVE if training
                          else torch.onnx.TrainingMode.EVAL)
    elif training:
        notes.append("this torch.onnx.export has no `training` argument: "
                     "exported in eval mode")
    return kw, notes


def onnx_ops(model_proto):
    """{op_type: count} over the graph and its subgraphs."""
    counts = {}

    def walk(graph):
        for node in graph.node:
            key = node.op_type if node.domain in ("", "ai.onnx") else \
                "%s.%s" % (node.domain, node.op_type)
            counts[key] = counts.get(key, 0) + 1
            for attr in node.attribute:
                if attr.type == onnx.AttributeProto.GRAPH:
                    walk(attr.g)
                for g in attr.graphs:
                    walk(g)
    walk(model_proto.graph)
    return counts


def _dtype_name(t):
    return str(t.dtype).replace("torch.", "") if torch.is_tensor(t) else \
        type(t).__name__


def human_bytes(n):
    for unit, scale in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= scale:
            return "%.3f %s" % (n / scale, unit)
    return "%d B" % n


def _onnx_dtype_name(elem_type):
    if hasattr(onnx.helper, "tensor_dtype_to_np_dtype"):  # onnx >= 1.13
        return str(onnx.helper.tensor_dtype_to_np_dtype(elem_type))
    return str(onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[elem_type])


def _to_numpy(t):
    return t.detach().cpu().contiguous().numpy()


def _match_initializers(model_proto, model):
    """For every ONNX initializer: which parameter or buffer of the model it
    holds (by name, else by value, possibly transposed), or "constant"."""
    named = {}
    for n, p in model.named_parameters():
        named[n] = ("parameter", p)
    for n, b in model.named_buffers():
        named.setdefault(n, ("buffer", b))
    result = []
    for init in model_proto.graph.initializer:
        arr = numpy_helper.to_array(init)
        entry = {"name": init.name, "dtype": str(arr.dtype),
                 "shape": list(arr.shape), "source": "constant",
                 "model_name": None, "transposed": False}
        candidates = []
        if init.name in named:
            candidates.append(init.name)
        candidates += [n for n in named if n != init.name]
        for n in candidates:
            kind, t = named[n]
            ref = _to_numpy(t)
            if ref.dtype != arr.dtype:
                continue
            if ref.shape == arr.shape and np.array_equal(ref, arr,
                                                        equal_nan=True):
                entry.update(source=kind, model_name=n)
                break
            if ref.ndim == 2 and ref.T.shape == arr.shape and \
                    np.array_equal(ref.T, arr, equal_nan=True):
                entry.update(source=kind, model_name=n, transposed=True)
                break
        result.append(entry)
    return result


# The exporter's message for an op without an ONNX symbolic.
_UNSUPPORTED_OP = re.compile(r"operator '(\w+)::(\w+)'")


def _decomposed(model, inputs, ops):
    """`model` traced on `inputs` into a torch.fx GraphModule of aten ops,
    the aten ops named in `ops` replaced by their decompositions
    (torch._decomp; a composite op is decomposed by the tracing itself),
    for the exporter: the other ops stay as they are."""
    from torch._decomp import get_decompositions
    from torch.fx.experimental.proxy_tensor import make_fx
    packets = [getattr(torch.ops.aten, op, None) for op in ops]
    table = get_decompositions([p for p in packets if p is not None])
    with torch.no_grad():
        return make_fx(model, decomposition_table=table)(*inputs)


def export_onnx(problem, model, inputs, path, notes, n_outputs):
    """torch.onnx.export of `model` on `inputs`; returns (input names,
    output names, warnings). An aten op that the exporter has no symbolic
    for is exported as its decomposition (the model traced into aten ops,
    that op decomposed): the harness compares the result with the model
    itself, as for any export."""
    tensor_positions = [i for i, x in enumerate(inputs) if torch.is_tensor(x)]
    names = problem.forward_arg_names(len(inputs))
    input_names = [names[i] for i in tensor_positions]
    output_names = None if n_outputs is None else \
        ["output_%d" % j for j in range(n_outputs)]
    kw, export_notes = exporter_kwargs(model.training)
    notes.extend(export_notes)
    caught = []
    exported, decomposed, first = model, [], None
    while True:
        buf_out, buf_err = io.StringIO(), io.StringIO()
        try:
            with warnings.catch_warnings(record=True) as w, \
                    contextlib.redirect_stdout(buf_out), \
                    contextlib.redirect_stderr(buf_err):
                warnings.simplefilter("always")
                torch.onnx.export(exported, tuple(inputs), path,
                                  input_names=input_names,
                                  output_names=output_names, **kw)
                caught = [one_line(x.message, 200) for x in w]
            break
        except Exception as e:
            # The first failure is the one the user's model has; what the
            # decompositions ran into is added to it.
            message = "%s: %s" % (type(e).__name__, one_line(e))
            first = first or message
            op = _UNSUPPORTED_OP.search(str(e))
            if type(e).__name__ != "UnsupportedOperatorError" or not op or \
                    op.group(1) != "aten" or op.group(2) in decomposed:
                raise StageError("export", "torch.onnx.export failed: %s%s" % (
                    first, "" if not decomposed else
                    "; exported with the decompositions of %s: %s" % (
                        ", ".join("aten::" + d for d in decomposed),
                        message)))
            decomposed.append(op.group(2))
            try:
                exported = _decomposed(model, inputs, decomposed)
            except Exception as e2:
                raise StageError("export", "torch.onnx.export failed: %s; "
                                 "tracing the model to decompose aten::%s "
                                 "failed: %s: %s" % (
                                     first, op.group(2),
                                     type(e2).__name__, one_line(e2)))
    if decomposed:
        notes.append("exported with the decompositions of %s (no ONNX "
                     "symbolic at opset %d)" % (
                         ", ".join("aten::" + op for op in decomposed), OPSET))
    if not os.path.exists(path):
        raise StageError("export", "torch.onnx.export wrote no file")
    # Unique warnings, in order.
    seen = []
    for c in caught:
        if c not in seen:
            seen.append(c)
    return input_names, output_names, seen[:10]


def _check_deterministic(model, inputs):
    """Two calls on the same inputs under different RNG seeds must agree:
    otherwise the model is random (e.g. functional dropout in training mode)
    and nothing can be validated against it. Floats agree within 1e-4
    relative to the output's largest magnitude, not bitwise: some GPU kernels
    (cuDNN's 3-D transposed convolution) accumulate with atomics, so two
    calls differ in the last bits; a random op changes elements by their
    whole size. Compared where the model runs. Returns the outputs'
    [(dtype name, shape)]."""
    state = copy.deepcopy(model.state_dict())
    results = []
    for s in (1, 2):
        torch.manual_seed(s)
        with torch.no_grad():
            results.append([o.detach() for o in
                            flatten_outputs(model(*inputs))])
        model.load_state_dict(state)
    for a, b in zip(*results):
        if a.shape != b.shape or not _agree(a, b):
            raise StageError("export", "the model's output is random (two "
                             "calls on the same inputs differ): a dropout or "
                             "random op in training mode; try --mode=eval")
    return [(_dtype_name(o), list(o.shape)) for o in results[0]]


def _agree(a, b):
    if not a.dtype.is_floating_point:
        return bool(torch.equal(a, b))
    finite = torch.isfinite(a)
    if not torch.equal(finite, torch.isfinite(b)):
        return False
    na, nb = a[~finite], b[~finite]
    if not torch.equal(torch.isnan(na), torch.isnan(nb)) or \
            not torch.equal(na[~torch.isnan(na)], nb[~torch.isnan(nb)]):
        return False
    if not bool(finite.any()):
        return True
    af, bf = a[finite], b[finite]
    scale = float(af.abs().max())
    return bool(((af - bf).abs() <= 1e-4 * scale).all())


def _double(x):
    if torch.is_tensor(x) and x.dtype.is_floating_point:
        return x.double()
    return x


def reference_outputs(model, model64, state, inputs, device):
    """PyTorch's float32 outputs and the float64 reference (None when the
    model does not run in float64) of one case. The state is restored
    before each call, so BatchNorm's running statistics do not drift."""
    dev_inputs = [x.to(device) if torch.is_tensor(x) else x for x in inputs]
    model.load_state_dict(state)
    with torch.no_grad():
        out32 = [o.detach() for o in flatten_outputs(model(*dev_inputs))]
    out64, why = None, None
    if model64 is not None:
        try:
            with torch.no_grad():
                out64 = [o.detach() for o in flatten_outputs(
                    model64(*[_double(x) for x in dev_inputs]))]
        except Exception as e:
            why = "%s: %s" % (type(e).__name__, one_line(e, 200))
    model.load_state_dict(state)
    return out32, out64, why


class Exported:
    """What export_problem produced, kept in memory for the harness: the
    manifest, the model, and the cases: computed during the export
    (`cases`, a list), or, with defer_cases, one at a time by `iter_cases()`
    (each case's tensors live only while the caller holds them: a 1.6
    G-element problem's five cases do not fit in memory at once)."""

    def __init__(self, manifest, model, cases, maker=None, pdir=None):
        self.manifest = manifest
        self.model = model
        self.cases = cases  # [{"id", "inputs", "out32", "ref"}]
        self._maker = maker
        self._pdir = pdir

    def iter_cases(self):
        """Yields (case dict, manifest entry) for every case."""
        if self._maker is None:
            for c, entry in zip(self.cases, self.manifest["cases"]):
                yield c, entry
            return
        self.manifest["cases"] = []
        for spec in self._maker.specs:
            case, entry = self._maker.make(*spec)
            self.manifest["cases"].append(entry)
            self.write_manifest()
            yield case, entry
            del case  # before the next case is made
    def problem_inputs(self):
        """The first case's inputs (its distribution, first seed), made
        again on the device."""
        if self._maker is None:
            return self.cases[0]["inputs"]
        cid, dist, seed = self._maker.specs[0]
        dev = self._maker.device
        return make_case(self._maker.problem, dist, seed,
                         dev if torch.device(dev).type != "cpu" else None)

    def write_manifest(self):
        if self._pdir:
            _write_manifest(self._pdir, self.manifest)


def _write_manifest(pdir, manifest):
    with open(os.path.join(pdir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
        f.write("\n")


class _CaseMaker:
    """Computes one case: inputs (made on `device`), PyTorch's float32
    outputs and the float64 reference; writes its .npy files while the
    problem's data stays under max_data_bytes."""

    def __init__(self, problem, model, state, manifest, output_names, pdir,
                 seeds, dists, device, max_data_bytes):
        self.problem, self.model, self.state = problem, model, state
        self.manifest, self.output_names = manifest, output_names
        self.pdir, self.device = pdir, device
        self.max_data_bytes = max_data_bytes
        self.saved_bytes = 0
        self.specs = []
        k = 0
        for seed in seeds:
            for dist in dists:
                self.specs.append(("c%d" % k, dist, seed))
                k += 1
        notes = manifest["notes"]
        try:
            self.model64 = copy.deepcopy(model).double()
        except Exception as e:
            self.model64 = None
            notes.append("no float64 copy of the model: %s" % one_line(e))
        self.state64 = self.model64.state_dict() \
            if self.model64 is not None else None

    def make(self, cid, dist, seed):
        device = self.device
        inputs = make_case(self.problem, dist, seed,
                           device if torch.device(device).type != "cpu"
                           else None)
        try:
            out32, out64, why = reference_outputs(
                self.model, self.model64, self.state, inputs, device)
            if self.model64 is not None:
                self.model64.load_state_dict(self.state64)
        except StageError:
            raise
        except Exception as e:
            raise StageError("reference", "case %s (%s, seed %d): %s: %s" % (
                cid, dist, seed, type(e).__name__, one_line(e)))
        if why:
            self.manifest["notes"].append(
                "case %s: no float64 reference (%s)" % (cid, why))
        ref = out64 if out64 is not None else out32
        entry = {"id": cid, "distribution": dist, "seed": seed,
                 "reference_dtype": "float64" if out64 is not None
                 else "float32"}
        if not self.manifest.get("outputs"):
            names = self.output_names or []
            self.manifest["outputs"] = [
                {"index": j, "name": names[j] if j < len(names)
                 else "output_%d" % j,
                 "dtype": _dtype_name(o), "shape": list(o.shape)}
                for j, o in enumerate(out32)]
        size = tensor_bytes(inputs) + tensor_bytes(out32) + tensor_bytes(ref)
        entry["saved"] = self.saved_bytes + size <= self.max_data_bytes
        if entry["saved"]:
            self.saved_bytes += size
            files = {"inputs": [], "outputs": [], "reference": []}
            for i, x in enumerate(inputs):
                if torch.is_tensor(x):
                    f = "data/%s_in%d.npy" % (cid, i)
                    self._save(f, x)
                    files["inputs"].append(f)
                else:
                    files["inputs"].append(None)
            for j, o in enumerate(out32):
                f = "data/%s_out%d.npy" % (cid, j)
                self._save(f, o)
                files["outputs"].append(f)
            for j, o in enumerate(ref):
                f = "data/%s_ref%d.npy" % (cid, j)
                self._save(f, o)
                files["reference"].append(f)
            entry.update(files)
        else:
            entry["why_not_saved"] = (
                "over --max-data-bytes (%d); regenerate with "
                "kgen_kernelbench.problem.make_case" % self.max_data_bytes)
        return {"id": cid, "inputs": inputs, "out32": out32, "ref": ref}, \
            entry

    def _save(self, f, t):
        os.makedirs(os.path.join(self.pdir, "data"), exist_ok=True)
        np.save(os.path.join(self.pdir, f), _to_numpy(t))


def export_problem(path, out_dir, seeds=(1,), dists=DISTRIBUTIONS,
                   mode="as-constructed", model_seed=0, device="cpu",
                   max_data_bytes=512 << 20, with_data=True,
                   max_input_bytes=None, shrink_batch=False,
                   max_param_bytes=None, defer_cases=False, device_lock=None):
    """Loads, builds, exports and records one problem. Raises StageError.
    Returns an Exported (cases empty without data; made one at a time by
    Exported.iter_cases() with defer_cases). `device_lock` (a context
    manager) is held while the model runs on the device here."""
    problem = Problem(path)
    pdir = os.path.join(out_dir, problem.name)
    os.makedirs(pdir, exist_ok=True)
    notes = []
    manifest = {"version": MANIFEST_VERSION, "problem": problem.name,
                "source": problem.path, "torch": torch.__version__,
                "onnx": onnx.__version__, "opset": OPSET,
                "model_seed": model_seed, "device": device, "notes": notes}
    if max_param_bytes is not None:
        pbytes = estimate_param_bytes(problem, model_seed)
        if pbytes is not None and pbytes > max_param_bytes:
            raise StageError("export", "parameters need %s, over the cap of "
                             "%s set for this run" % (
                                 human_bytes(pbytes),
                                 human_bytes(max_param_bytes)))
    model, mode_notes = problem.build_model(model_seed, mode)
    manifest.update(mode_notes)
    if mode_notes["dropout_disabled"]:
        notes.append("dropout modules put in eval mode (identity): %s" %
                     ", ".join(mode_notes["dropout_disabled"]))

    def input_size():
        est = estimate_input_bytes(problem, seeds[0])
        return est if est is not None else \
            tensor_bytes(problem.problem_inputs(seeds[0]))
    size = input_size() if max_input_bytes is not None else 0
    if max_input_bytes is not None and size > max_input_bytes and \
            shrink_batch and isinstance(getattr(problem.module, "batch_size",
                                                None), int):
        original = problem.module.batch_size
        while size > max_input_bytes and problem.module.batch_size > 1:
            problem.module.batch_size = max(1, problem.module.batch_size // 2)
            size = input_size()
        manifest["batch_size_shrunk"] = [original, problem.module.batch_size]
        notes.append("batch_size shrunk from %d to %d to fit the input cap "
                     "(op types do not depend on it; shapes do)" %
                     (original, problem.module.batch_size))
    if max_input_bytes is not None and size > max_input_bytes:
        raise StageError("export", "inputs need %s, over the cap of %s set "
                         "for this run" % (human_bytes(size),
                                           human_bytes(max_input_bytes)))
    on_device = torch.device(device).type != "cpu"
    lock = device_lock if device_lock is not None and on_device else \
        contextlib.nullcontext()
    with lock:
        base = problem.problem_inputs(seeds[0],
                                      device if on_device else None)
        model = model.to(device)
        base_dev = [x.to(device) if torch.is_tensor(x) else x for x in base]
        state = copy.deepcopy(model.state_dict())
        if with_data:
            out_meta = _check_deterministic(model, base_dev)
            n_outputs = len(out_meta)
        else:  # listing ops only: the exporter's trace is the only call
            out_meta, n_outputs = None, None

        onnx_path = os.path.join(pdir, "model.onnx")
        input_names, output_names, export_warnings = export_onnx(
            problem, model, base_dev, onnx_path, notes, n_outputs)
        del base_dev
        if on_device:
            torch.cuda.empty_cache()
    manifest["export_warnings"] = export_warnings
    manifest["onnx_file"] = "model.onnx"
    try:
        proto = onnx.load(onnx_path)
    except Exception as e:
        raise StageError("export", "the exported file does not load: %s" %
                         one_line(e))
    # Matched against the state the exporter saw (tracing ran forward, which
    # in training mode updates BatchNorm's running statistics).
    manifest["initializers"] = _match_initializers(proto, model)
    model.load_state_dict(state)
    try:
        onnx.checker.check_model(proto)
    except Exception as e:
        notes.append("onnx.checker: %s" % one_line(e, 200))
    manifest["onnx_ops"] = onnx_ops(proto)
    graph_inputs = [i.name for i in proto.graph.input]
    manifest["onnx_inputs"] = graph_inputs
    manifest["onnx_outputs"] = [o.name for o in proto.graph.output]

    names = problem.forward_arg_names(len(base))
    manifest["inputs"] = []
    for i, x in enumerate(base):
        entry = {"index": i, "name": names[i]}
        if torch.is_tensor(x):
            entry.update(kind="tensor", dtype=_dtype_name(x),
                         shape=list(x.shape),
                         onnx_input=names[i] if names[i] in graph_inputs
                         else None)
        else:
            entry.update(kind="constant", type=type(x).__name__,
                         value=x if isinstance(x, (int, float, bool, str))
                         else repr(x))
        manifest["inputs"].append(entry)
    # A Python number passed to forward becomes a graph input of its own
    # (TorchScript names it after its first use, e.g. onnx::Cast_1): the
    # graph inputs no tensor claims and no initializer fills go to the
    # number arguments, in forward's order.
    claimed = {e.get("onnx_input") for e in manifest["inputs"]}
    init_names = {i.name for i in proto.graph.initializer}
    spare = [g for g in graph_inputs
             if g not in claimed and g not in init_names]
    for entry in manifest["inputs"]:
        if entry["kind"] == "constant" and spare and \
                entry["type"] in ("int", "float", "bool"):
            entry["onnx_input"] = spare.pop(0)
    del base
    if out_meta:
        manifest["outputs"] = [
            {"index": j, "name": output_names[j] if j < len(output_names)
             else "output_%d" % j, "dtype": dt, "shape": shape}
            for j, (dt, shape) in enumerate(out_meta)]

    cases = []
    manifest["cases"] = []
    maker = None
    if with_data:
        maker = _CaseMaker(problem, model, state, manifest, output_names,
                           pdir, seeds, dists, device, max_data_bytes)
        if not defer_cases:
            for spec in maker.specs:
                case, entry = maker.make(*spec)
                manifest["cases"].append(entry)
                cases.append(case)
            maker = None
    if not manifest.get("outputs"):
        manifest["outputs"] = []
        for j, o in enumerate(proto.graph.output):
            tt = o.type.tensor_type
            manifest["outputs"].append({
                "index": j, "name": o.name,
                "dtype": _onnx_dtype_name(tt.elem_type),
                "shape": [d.dim_value for d in tt.shape.dim]})
    _write_manifest(pdir, manifest)
    return Exported(manifest, model, cases, maker, pdir)


def parse_list(text, conv=str):
    return [conv(x) for x in text.split(",") if x.strip()]


def add_export_arguments(p, device=True, max_data_bytes=512 << 20):
    p.add_argument("--seeds", default="1",
                   help="comma-separated seeds; every distribution is drawn "
                   "with each (default 1)")
    p.add_argument("--dists", default=",".join(DISTRIBUTIONS),
                   help="input distributions (default: %(default)s)")
    p.add_argument("--mode", default="as-constructed",
                   choices=["as-constructed", "eval"],
                   help="as-constructed (KernelBench: training flag kept, "
                   "dropout modules off) or eval")
    p.add_argument("--model-seed", type=int, default=0,
                   help="torch.manual_seed before Model(...) (default 0)")
    if device:
        p.add_argument("--device", default="cpu",
                       help="where the model runs for export and references")
    p.add_argument("--max-data-bytes", type=int, default=max_data_bytes,
                   help="per problem; cases beyond it are not written as "
                   ".npy (default %(default)s)")


def main(argv=None):
    p = argparse.ArgumentParser(
        prog="python3 -m kgen_kernelbench.export",
        description="Export KernelBench-style problems to ONNX with "
        "reference inputs and outputs.")
    p.add_argument("problems", nargs="+", help="problem files")
    p.add_argument("-o", "--out", required=True, help="output directory")
    p.add_argument("--no-data", action="store_true",
                   help="only the ONNX file and the manifest")
    add_export_arguments(p)
    args = p.parse_args(argv)
    failed = 0
    for path in args.problems:
        try:
            e = export_problem(path, args.out, seeds=parse_list(args.seeds, int),
                               dists=parse_list(args.dists), mode=args.mode,
                               model_seed=args.model_seed, device=args.device,
                               max_data_bytes=args.max_data_bytes,
                               with_data=not args.no_data)
            m = e.manifest
            print("%s: exported: %d ONNX nodes (%s), %d cases -> %s" % (
                m["problem"], sum(m["onnx_ops"].values()),
                ", ".join(sorted(m["onnx_ops"])), len(m["cases"]),
                os.path.join(args.out, m["problem"])))
        except StageError as e:
            failed += 1
            print("%s: FAILED at %s: %s" % (path, e.stage, e.message),
                  file=sys.stderr)
    if failed:
        print("%d of %d problems failed" % (failed, len(args.problems)),
              file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
