"""docs/validate.md's comparison on numpy arrays.

Integer and bool outputs must equal the reference exactly. For floats, NaN
and Inf positions must match the reference rounded to float32 (a float64
value beyond FLT_MAX counts as Inf); finite elements must satisfy
|got - ref| <= atol + rtol * |ref| with atol = atol_rel * max |ref|; and
the normwise relative error ||got - ref|| / ||ref|| must stay within its
bound.
"""

import numpy as np

POLICIES = {
    "strict": {"rtol": 1e-4, "atol_relative_to_max_ref": 1e-5,
               "normwise": 1e-5},
    "tf32": {"rtol": 1e-2, "atol_relative_to_max_ref": 1e-3,
             "normwise": 5e-3},
    "bf16": {"rtol": 5e-2, "atol_relative_to_max_ref": 1e-2,
             "normwise": 2e-2},
}


def _flat_index(shape, flat):
    return [int(i) for i in np.unravel_index(int(flat), shape)] if shape \
        else []


def compare(got, ref, policy="strict"):
    """Returns {"ok", "reason", "mismatches", "normwise_error", "worst"}."""
    tol = POLICIES[policy]
    got = np.asarray(got)
    ref = np.asarray(ref)
    res = {"ok": False, "reason": "", "mismatches": 0, "normwise_error": 0.0,
           "worst": None}
    if got.shape != ref.shape:
        res["reason"] = "shape %s, reference %s" % (list(got.shape),
                                                     list(ref.shape))
        return res
    if got.dtype.kind in "biu" or ref.dtype.kind in "biu":
        if got.dtype.kind not in "biu" or ref.dtype.kind not in "biu":
            res["reason"] = "dtype %s, reference %s" % (got.dtype, ref.dtype)
            return res
        bad = got.astype(np.int64) != ref.astype(np.int64)
        res["mismatches"] = int(bad.sum())
        if res["mismatches"]:
            i = int(np.flatnonzero(bad)[0])
            res["worst"] = {"index": _flat_index(got.shape, i),
                            "got": int(got.flat[i]), "ref": int(ref.flat[i])}
            res["reason"] = "%d integer elements differ" % res["mismatches"]
            return res
        res["ok"] = True
        return res
    g = got.astype(np.float64)
    r = ref.astype(np.float64)
    with np.errstate(over="ignore", invalid="ignore"):
        r32 = ref.astype(np.float32).astype(np.float64)
    for kind, gm, rm in (("NaN", np.isnan(g), np.isnan(r32)),
                         ("+Inf", np.isposinf(g), np.isposinf(r32)),
                         ("-Inf", np.isneginf(g), np.isneginf(r32))):
        bad = gm != rm
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            res["mismatches"] = int(bad.sum())
            res["worst"] = {"index": _flat_index(got.shape, i),
                            "got": float(g.flat[i]), "ref": float(r.flat[i])}
            res["reason"] = "%s positions differ at %d elements" % (
                kind, res["mismatches"])
            return res
    finite = np.isfinite(r32)
    gf, rf = g[finite], r[finite]
    if gf.size == 0:
        res["ok"] = True
        return res
    max_ref = float(np.abs(rf).max())
    atol = tol["atol_relative_to_max_ref"] * max_ref
    err = np.abs(gf - rf)
    bad = err > atol + tol["rtol"] * np.abs(rf)
    ref_norm = float(np.linalg.norm(rf))
    err_norm = float(np.linalg.norm(gf - rf))
    normwise = err_norm / ref_norm if ref_norm > 0 else (
        0.0 if err_norm == 0 else float("inf"))
    res["normwise_error"] = normwise
    res["mismatches"] = int(bad.sum())
    k = int(np.argmax(err))
    flat = np.flatnonzero(finite)[k]
    res["worst"] = {"index": _flat_index(got.shape, flat),
                    "got": float(gf[k]), "ref": float(rf[k]),
                    "error": float(err[k])}
    if res["mismatches"]:
        res["reason"] = "%d elements outside rtol %g / atol %g (worst at %s: " \
            "got %.9g, ref %.9g)" % (res["mismatches"], tol["rtol"], atol,
                                     res["worst"]["index"], gf[k], rf[k])
        return res
    if normwise > tol["normwise"]:
        res["reason"] = "normwise error %.3g over %g" % (normwise,
                                                         tol["normwise"])
        return res
    res["ok"] = True
    return res
