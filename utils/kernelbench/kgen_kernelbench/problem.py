"""KernelBench-style problem files: loading, building the model, input cases.

A problem file defines `Model` (a torch.nn.Module subclass), `get_inputs()`
(the forward arguments) and `get_init_inputs()` (the constructor arguments).
KernelBench's protocol seeds torch, builds `Model(*get_init_inputs())` and
calls it as constructed (modules are in training mode), which is what
`build_model` does; see docs/kernelbench.md for the dropout rule.
"""

import hashlib
import importlib.util
import inspect
import os
import sys

import torch

from . import StageError, one_line

# Input distributions, in the order cases are made. "problem" is the
# problem's own get_inputs(); the others follow docs/validate.md.
DISTRIBUTIONS = ("problem", "uniform", "large", "normal", "special")

# docs/validate.md's "special" values; the last slot draws a normal.
SPECIAL_VALUES = (0.0, -0.0, 1.0, -1.0, 1e-30, -1e-30, 1e6, -1e6, 0.5, 2.0)

DROPOUT_TYPES = (torch.nn.Dropout, torch.nn.Dropout1d if hasattr(torch.nn, "Dropout1d") else torch.nn.Dropout,
                 torch.nn.Dropout2d, torch.nn.Dropout3d, torch.nn.AlphaDropout,
                 torch.nn.FeatureAlphaDropout)


def problem_name(path):
    """`level1/19_ReLU.py` -> `19_ReLU`."""
    return os.path.splitext(os.path.basename(path))[0]


class Problem:
    """A loaded problem file."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.name = problem_name(path)
        if not os.path.isfile(self.path):
            raise StageError("load", "%s: no such file" % path)
        digest = hashlib.sha1(self.path.encode()).hexdigest()[:12]
        modname = "kgen_kb_problem_%s" % digest
        try:
            spec = importlib.util.spec_from_file_location(modname, self.path)
            module = importlib.util.module_from_spec(spec)
            sys.modules[modname] = module
            spec.loader.exec_module(module)
        except Exception as e:  # the problem's own code failed
            raise StageError("load", "%s: %s: %s" % (
                path, type(e).__name__, one_line(e)))
        self.module = module
        model = getattr(module, "Model", None)
        if model is None:
            raise StageError("load", "%s: defines no `Model` class" % path)
        if not (inspect.isclass(model) and issubclass(model, torch.nn.Module)):
            raise StageError("load", "%s: `Model` is not a torch.nn.Module "
                             "subclass" % path)
        for fn in ("get_inputs", "get_init_inputs"):
            if not callable(getattr(module, fn, None)):
                raise StageError("load", "%s: defines no `%s()` function" %
                                 (path, fn))
        self.model_class = model

    def forward_arg_names(self, count):
        """Names of the forward arguments (for ONNX input names), or
        input_<i> when the signature does not give `count` plain names."""
        try:
            params = list(inspect.signature(
                self.model_class.forward).parameters.values())[1:]
            names = [p.name for p in params
                     if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        except (TypeError, ValueError):
            names = []
        if len(names) >= count and len(set(names[:count])) == count:
            return names[:count]
        return ["input_%d" % i for i in range(count)]

    def build_model(self, seed, mode="as-constructed"):
        """Model(*get_init_inputs()) after torch.manual_seed(seed).

        mode "as-constructed" keeps the module's training flag (KernelBench's
        protocol: BatchNorm uses batch statistics) but puts dropout modules
        in eval mode, since a random mask can be reproduced by nothing;
        "eval" calls model.eval(). Returns (model, notes)."""
        torch.manual_seed(seed)
        try:
            init_inputs = self.module.get_init_inputs()
            model = self.model_class(*init_inputs)
        except Exception as e:
            raise StageError("build", "%s: Model(*get_init_inputs()) failed: "
                             "%s: %s" % (self.name, type(e).__name__,
                                         one_line(e)))
        notes = {"mode": mode, "training": bool(model.training),
                 "dropout_disabled": []}
        if mode == "eval":
            model.eval()
            notes["training"] = False
        elif mode == "as-constructed":
            for name, sub in model.named_modules():
                if isinstance(sub, DROPOUT_TYPES) and sub.training and \
                        getattr(sub, "p", 0) > 0:
                    sub.eval()
                    notes["dropout_disabled"].append(name)
        else:
            raise StageError("build", "unknown mode '%s' (as-constructed or "
                             "eval)" % mode)
        return model, notes

    def problem_inputs(self, seed, device=None):
        """get_inputs() after torch.manual_seed(seed). With a device other
        than the CPU, torch's factory functions make their tensors there
        (torch.rand on a 1.6 G-element shape takes seconds on the CPU and a
        copy), drawn from that device's generator; a get_inputs that does
        not work that way runs on the CPU and its tensors are moved."""
        on_device = device is not None and torch.device(device).type != "cpu"
        torch.manual_seed(seed)
        try:
            if on_device:
                try:
                    with _OnDevice(device):
                        inputs = self.module.get_inputs()
                except Exception:
                    torch.manual_seed(seed)
                    inputs = self.module.get_inputs()
            else:
                inputs = self.module.get_inputs()
        except Exception as e:
            raise StageError("inputs", "%s: get_inputs() failed: %s: %s" % (
                self.name, type(e).__name__, one_line(e)))
        if not isinstance(inputs, (list, tuple)):
            raise StageError("inputs", "%s: get_inputs() returned %s, not a "
                             "list" % (self.name, type(inputs).__name__))
        if on_device:
            inputs = [x.to(device) if torch.is_tensor(x) else x
                      for x in inputs]
        return list(inputs)


_FACTORIES = ("rand", "randn", "randint", "ones", "zeros", "empty", "full",
              "arange", "linspace", "tensor")


class _OnDevice:
    """Redirects torch's factory functions to a device (and drops explicit
    generators, which belong to the CPU)."""

    def __init__(self, device):
        self.device = device

    def __enter__(self):
        self.saved = {n: getattr(torch, n) for n in _FACTORIES
                      if hasattr(torch, n)}
        device = self.device

        def redirect(fn):
            def call(*args, **kwargs):
                kwargs["device"] = device
                kwargs.pop("generator", None)
                return fn(*args, **kwargs)
            return call
        for n, fn in self.saved.items():
            setattr(torch, n, redirect(fn))
        return self

    def __exit__(self, *exc):
        for n, fn in self.saved.items():
            setattr(torch, n, fn)
        return False


class _OnMeta(_OnDevice):
    """Redirects torch's factory functions to the meta device."""

    def __init__(self):
        super().__init__("meta")


def estimate_param_bytes(problem, seed):
    """The bytes of the model's parameters and buffers, the model built on
    the meta device; None when that fails."""
    try:
        with _OnMeta():
            torch.manual_seed(seed)
            model = problem.model_class(*problem.module.get_init_inputs())
        return sum(t.numel() * t.element_size() for t in
                   list(model.parameters()) + list(model.buffers()))
    except Exception:
        return None


def estimate_input_bytes(problem, seed):
    """The bytes get_inputs() would allocate, computed on the meta device
    (torch's factory functions redirected there for the call), so a 16 GiB
    input is not allocated to learn that it is too large. None when the
    problem's get_inputs does something the meta device cannot."""
    saved = {n: getattr(torch, n) for n in _FACTORIES if hasattr(torch, n)}

    def redirect(fn):
        def call(*args, **kwargs):
            kwargs["device"] = "meta"
            kwargs.pop("generator", None)
            return fn(*args, **kwargs)
        return call
    try:
        for n, fn in saved.items():
            setattr(torch, n, redirect(fn))
        torch.manual_seed(seed)
        inputs = problem.module.get_inputs()
        return tensor_bytes(inputs)
    except Exception:
        return None
    finally:
        for n, fn in saved.items():
            setattr(torch, n, fn)


def _case_generator(seed, dist, index, device=None):
    g = torch.Generator(device=device) if device is not None else \
        torch.Generator()
    # One stream per (seed, distribution, operand): any case replays alone.
    g.manual_seed((seed * 1000003 + DISTRIBUTIONS.index(dist) * 7919 +
                   index * 104729) % (2 ** 63))
    return g


def adversarial_tensor(like, dist, seed, index, device=None):
    """A tensor shaped and typed like `like` drawn from `dist` (not
    "problem"). Floats follow docs/validate.md; integers stay within the
    range the problem's own input spans (they are usually indices or class
    labels, which other values would make invalid); bools are random masks
    (mostly False for "special"). With a device other than the CPU the
    tensor is drawn there, from that device's generator (other values than
    on the CPU, as reproducible)."""
    dev = torch.device(device) if device is not None else torch.device("cpu")
    if dev.type == "cpu":
        dev = None
    g = _case_generator(seed, dist, index, dev)
    kw = {"generator": g, "device": dev} if dev is not None else \
        {"generator": g}
    shape = tuple(like.shape)
    if like.dtype == torch.bool:
        p = 0.05 if dist == "special" else 0.5
        return torch.rand(shape, **kw) < p
    if like.dtype.is_floating_point:
        if dist == "uniform":
            t = torch.rand(shape, **kw, dtype=torch.float64) * 2 - 1
        elif dist == "large":
            t = (torch.rand(shape, **kw, dtype=torch.float64) * 2 - 1) \
                * 1e4
        elif dist == "normal":
            t = torch.randn(shape, **kw, dtype=torch.float64)
        elif dist == "special":
            pick = torch.randint(0, len(SPECIAL_VALUES) + 1, shape, **kw)
            normal = torch.randn(shape, **kw, dtype=torch.float64)
            table = torch.tensor(SPECIAL_VALUES + (0.0,), dtype=torch.float64,
                             device=dev)
            t = torch.where(pick == len(SPECIAL_VALUES), normal, table[pick])
        else:
            raise ValueError(dist)
        return t.to(like.dtype)
    if like.dtype in (torch.int8, torch.uint8, torch.int16, torch.int32,
                      torch.int64):
        if like.numel():
            lo, hi = int(like.min()), int(like.max())
        else:
            lo, hi = 0, 0
        if dist == "special":
            ends = torch.tensor([lo, hi], dtype=like.dtype, device=dev)
            return ends[torch.randint(0, 2, shape, **kw)]
        return torch.randint(lo, hi + 1, shape, **kw, dtype=like.dtype)
    raise StageError("inputs", "input %d has unsupported dtype %s" % (
        index, like.dtype))


def make_case(problem, dist, seed, device=None):
    """The forward arguments of one case: the problem's get_inputs() with
    `seed`, then (for the adversarial distributions) each tensor replaced by
    one drawn from `dist`. Non-tensor arguments are kept as they are. With
    a device, the tensors are made there."""
    base = problem.problem_inputs(seed, device)
    if dist == "problem":
        return base
    if dist not in DISTRIBUTIONS:
        raise StageError("inputs", "unknown distribution '%s' (one of %s)" % (
            dist, ", ".join(DISTRIBUTIONS)))
    return [adversarial_tensor(x, dist, seed, i, device) if torch.is_tensor(x)
            else x for i, x in enumerate(base)]


def flatten_outputs(result):
    """The model's return value as a list of tensors."""
    if torch.is_tensor(result):
        return [result]
    if isinstance(result, (list, tuple)):
        out = []
        for r in result:
            out.extend(flatten_outputs(r))
        return out
    raise StageError("reference", "the model returned %s, not tensors" %
                     type(result).__name__)


def tensor_bytes(values):
    return sum(v.numel() * v.element_size() for v in values
               if torch.is_tensor(v))
