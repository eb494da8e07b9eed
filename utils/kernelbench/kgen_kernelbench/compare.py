"""docs/validate.md's comparison, calibrated by PyTorch's own float32 error.

kgen's float32 output `got` is compared with the float64 reference `ref`;
when PyTorch's float32 output `out32` of the same case is given, the bounds
widen to ERROR_FACTOR times the error PyTorch's float32 output has against
that reference (docs/kernelbench.md, "Validation"):

* Integer and bool outputs must equal the reference exactly.
* Non-finite positions: every element's class (finite, NaN, +Inf, -Inf)
  must be that of the reference rounded to float32 (a float64 value beyond
  FLT_MAX counts as Inf), or that of PyTorch's float32 output at that
  position (kgen then does what PyTorch's float32 does; such positions are
  counted in `nonfinite_like_pytorch` and left out of the error figures).
* Elementwise, on the positions finite in both:
      |got - ref| <= max(atol + rtol * |ref|, C * max|out32 - ref|)
  with atol = atol_relative_to_max_ref * max |ref| (the policy's bounds).
* Normwise: ||got - ref|| / ||ref|| <= max(normwise, C * ||out32 - ref|| /
  ||ref||).

`rule` says what decided: "policy" (within the policy's bounds alone) or
"pytorch-f32" (outside them, within C times PyTorch's error). Where PyTorch
is exact (out32 == ref), the rule is the policy's.

Runs on torch tensors wherever they are (the GPU for the harness on sm_*),
chunked, so a 1.6 G-element output needs a few temporaries of CHUNK
elements, not copies of the whole; numpy arrays are accepted too.
"""

import math

POLICIES = {
    "strict": {"rtol": 1e-4, "atol_relative_to_max_ref": 1e-5,
               "normwise": 1e-5},
    "tf32": {"rtol": 1e-2, "atol_relative_to_max_ref": 1e-3,
             "normwise": 5e-3},
    "bf16": {"rtol": 5e-2, "atol_relative_to_max_ref": 1e-2,
             "normwise": 2e-2},
}

# kgen may be this many times less accurate than PyTorch's float32 output
# (docs/kernelbench.md says why 32: a sequential float32 sum of n terms, as
# the naive lowering computes it, has errors up to ~sqrt(n / m) times those
# of a GPU reduction that sums m-element slices per thread and then a tree).
ERROR_FACTOR = 32.0

CHUNK = 1 << 25  # elements per pass step


def _as_tensor(x):
    import torch
    if torch.is_tensor(x):
        return x.detach()
    import numpy as np
    return torch.from_numpy(np.ascontiguousarray(x))


def _flat_index(shape, flat):
    idx = []
    for d in reversed(list(shape)):
        idx.append(int(flat % d))
        flat //= d
    return list(reversed(idx))


def _classes(x64, f32):
    """0 finite, 1 NaN, 2 +Inf, 3 -Inf; `f32` rounds to float32 first."""
    import torch
    if f32:
        x64 = x64.float().double()
    c = torch.zeros(x64.shape, dtype=torch.int8, device=x64.device)
    c[torch.isnan(x64)] = 1
    c[torch.isposinf(x64)] = 2
    c[torch.isneginf(x64)] = 3
    return c


CLASS_NAMES = ("finite", "NaN", "+Inf", "-Inf")


def _chunks(n):
    for s in range(0, n, CHUNK):
        yield s, min(n, s + CHUNK)


def compare(got, ref, policy="strict", out32=None, factor=ERROR_FACTOR):
    """Returns {"ok", "reason", "rule", "mismatches", "normwise_error",
    "max_abs_error", "worst", "bounds", "pytorch_f32", ...}."""
    import torch
    tol = POLICIES[policy]
    got, ref = _as_tensor(got), _as_tensor(ref)
    o32 = _as_tensor(out32) if out32 is not None else None
    res = {"ok": False, "reason": "", "rule": None, "mismatches": 0,
           "normwise_error": 0.0, "max_abs_error": 0.0, "worst": None}
    if tuple(got.shape) != tuple(ref.shape):
        res["reason"] = "shape %s, reference %s" % (list(got.shape),
                                                     list(ref.shape))
        return res
    if o32 is not None and tuple(o32.shape) != tuple(ref.shape):
        o32 = None  # cannot calibrate; the policy decides
    shape = tuple(ref.shape)
    if o32 is not None:
        o32 = o32.to(ref.device)
    got = got.to(ref.device)
    g_all, r_all = got.reshape(-1), ref.reshape(-1)
    o_all = o32.reshape(-1) if o32 is not None else None
    n = r_all.numel()

    if not got.dtype.is_floating_point or not ref.dtype.is_floating_point:
        if got.dtype.is_floating_point or ref.dtype.is_floating_point:
            res["reason"] = "dtype %s, reference %s" % (
                str(got.dtype).replace("torch.", ""),
                str(ref.dtype).replace("torch.", ""))
            return res
        bad = 0
        first = None
        for s, e in _chunks(n):
            b = g_all[s:e].long() != r_all[s:e].long()
            k = int(b.sum())
            if k and first is None:
                i = s + int(torch.nonzero(b)[0])
                first = {"index": _flat_index(shape, i),
                         "got": int(g_all[i]), "ref": int(r_all[i])}
            bad += k
        res["mismatches"] = bad
        if bad:
            res["worst"] = first
            res["reason"] = "%d integer elements differ" % bad
            return res
        res.update(ok=True, rule="exact")
        return res

    # Pass 1: classes, the reference's scale, PyTorch's float32 error.
    like_pytorch = 0
    class_bad = 0
    first_bad = None
    max_ref = 0.0
    ref_sq = 0.0
    p_sq = 0.0
    p_max = 0.0
    for s, e in _chunks(n):
        g, r = g_all[s:e].double(), r_all[s:e].double()
        cg, cr = _classes(g, False), _classes(r, True)
        bad = cg != cr
        if o_all is not None:
            co = _classes(o_all[s:e].double(), False)
            like = bad & (cg == co)
            like_pytorch += int(like.sum())
            bad = bad & ~like
        k = int(bad.sum())
        if k and first_bad is None:
            i = int(torch.nonzero(bad)[0])
            first_bad = (s + i, int(cg[i]), int(cr[i]))
        class_bad += k
        both = (cg == 0) & (cr == 0)
        rf = r[both]
        if rf.numel():
            max_ref = max(max_ref, float(rf.abs().max()))
            ref_sq += float((rf * rf).sum())
        if o_all is not None:
            po = o_all[s:e].double()
            pm = both & torch.isfinite(po)
            d = (po[pm] - r[pm]).abs()
            if d.numel():
                p_max = max(p_max, float(d.max()))
                p_sq += float((d * d).sum())
    res["nonfinite_like_pytorch"] = like_pytorch
    if class_bad:
        i, cg, cr = first_bad
        res["mismatches"] = class_bad
        res["worst"] = {"index": _flat_index(shape, i),
                        "got": float(g_all[i]), "ref": float(r_all[i])}
        res["reason"] = "non-finite positions differ at %d elements (first at " \
            "%s: got %s, reference %s)" % (class_bad, res["worst"]["index"],
                                           CLASS_NAMES[cg], CLASS_NAMES[cr])
        return res

    ref_norm = math.sqrt(ref_sq)

    def rel(sq):
        return math.sqrt(sq) / ref_norm if ref_norm > 0 else (
            0.0 if sq == 0 else float("inf"))
    atol = tol["atol_relative_to_max_ref"] * max_ref
    bounds = {"rtol": tol["rtol"], "atol": atol, "normwise": tol["normwise"],
              "factor": factor if o_all is not None else None}
    if o_all is not None:
        p_norm = rel(p_sq)
        res["pytorch_f32"] = {"normwise_error": p_norm,
                              "max_abs_error": p_max}
        bounds["pytorch_abs"] = factor * p_max
        bounds["pytorch_normwise"] = factor * p_norm
    res["bounds"] = bounds
    abs_floor = bounds.get("pytorch_abs", 0.0)

    # Pass 2: kgen's error.
    err_sq = 0.0
    worst_err, worst_i = -1.0, None
    bad_policy = 0
    bad_final = 0
    p_bad_policy = 0
    for s, e in _chunks(n):
        g, r = g_all[s:e].double(), r_all[s:e].double()
        both = torch.isfinite(g) & torch.isfinite(r.float().double())
        err = torch.where(both, (g - r).abs(), torch.zeros_like(g))
        pol = atol + tol["rtol"] * r.abs()
        over = err > pol
        bad_policy += int(over.sum())
        bad_final += int((over & (err > abs_floor)).sum())
        if o_all is not None:
            po = o_all[s:e].double()
            pe = torch.where(both & torch.isfinite(po), (po - r).abs(),
                             torch.zeros_like(g))
            p_bad_policy += int((pe > pol).sum())
        err_sq += float((err * err).sum())
        m, i = torch.max(err, 0)
        if float(m) > worst_err:
            worst_err, worst_i = float(m), s + int(i)
    normwise = rel(err_sq)
    res["normwise_error"] = normwise
    res["max_abs_error"] = max(worst_err, 0.0)
    res["mismatches"] = bad_final
    res["mismatches_under_policy"] = bad_policy
    if o_all is not None:
        res["pytorch_f32"]["mismatches_under_policy"] = p_bad_policy
    if worst_i is not None:
        res["worst"] = {"index": _flat_index(shape, worst_i),
                        "got": float(g_all[worst_i]),
                        "ref": float(r_all[worst_i]), "error": worst_err}
    norm_bound = max(tol["normwise"], bounds.get("pytorch_normwise", 0.0))
    if bad_final:
        res["reason"] = "%d elements outside rtol %g / atol %g%s (worst at " \
            "%s: got %.9g, ref %.9g)" % (
                bad_final, tol["rtol"], atol,
                " and %g x PyTorch float32's max error %.3g" % (factor, p_max)
                if o_all is not None else "", res["worst"]["index"],
                res["worst"]["got"], res["worst"]["ref"])
        return res
    if normwise > norm_bound:
        res["reason"] = "normwise error %.3g over %g%s" % (
            normwise, norm_bound, " (%g x PyTorch float32's %.3g)" % (
                factor, res["pytorch_f32"]["normwise_error"])
            if norm_bound > tol["normwise"] else "")
        return res
    res["ok"] = True
    res["rule"] = "policy" if bad_policy == 0 and like_pytorch == 0 and \
        normwise <= tol["normwise"] else "pytorch-f32"
    return res
