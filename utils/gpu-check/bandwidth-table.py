#!/usr/bin/env python3
"""Issue #16's benchmark table from one or more harness results.json files.

For each problem: eager, torch.compile and kgen times (the harness's medians,
measured in the same call), the ratios, the minimal traffic (each input read
once, each output written once: the harness's memory_basis) and kgen's
achieved bandwidth on it as a fraction of the copy ceiling. A later file's
entry for a problem replaces an earlier one's. Prints a Markdown table, then
the geomean over the correct problems and the goals' counts.

  bandwidth-table.py [--ceiling-tbs 4.24] [--min-mb 256] results.json...
"""
import argparse
import json
import math
import sys


def timing(problem, key):
    """The median in ms of `key` (eager, compile, kgen), or None."""
    t = problem.get("timings", {}).get(key)
    if isinstance(t, dict):
        return t.get("median_ms")
    return t if isinstance(t, (int, float)) else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", nargs="+")
    ap.add_argument("--ceiling-tbs", type=float, default=4.24,
                    help="the copy ceiling in TB/s (H200: 4.24)")
    ap.add_argument("--min-mb", type=float, default=256,
                    help="the bandwidth goal applies from this traffic on")
    args = ap.parse_args()

    rows = {}
    for path in args.results:
        try:
            with open(path) as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            sys.exit(f"bandwidth-table: cannot read {path}: {e}")
        for p in data.get("problems", []):
            rows[p.get("problem") or p.get("name")] = p

    print("| problem | minimal MB | eager ms | compile ms | kgen ms | x eager "
          "| x compile | kgen TB/s | of ceiling | verified |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    ratios, bw_met, bw_total, compile_met, compile_total = [], 0, 0, 0, 0
    for name in sorted(rows, key=lambda n: int(n.split("_")[0])
                       if n.split("_")[0].isdigit() else 1 << 30):
        p = rows[name]
        basis = p.get("memory_basis") or {}
        mb = (basis.get("input_bytes", 0) + basis.get("output_bytes", 0)) / 1e6
        eager, comp, kgen = (timing(p, k) for k in ("eager", "compile", "kgen"))
        ok = p.get("status") == "ok" and p.get("verified") is True
        verdict = "yes" if ok else p.get("status", "?")
        if not (eager and kgen):
            print(f"| {name} | {mb:.0f} | | | | | | | | {p.get('status')} |")
            continue
        tbs = mb * 1e6 / (kgen * 1e-3) / 1e12
        frac = tbs / args.ceiling_tbs
        xe = eager / kgen
        xc = comp / kgen if comp else None
        if ok:
            ratios.append(xe)
            if mb >= args.min_mb:
                bw_total += 1
                bw_met += frac >= 0.85
            if xc is not None:
                compile_total += 1
                compile_met += xc >= 1.0
        xc_s = f"{xc:.3f}" if xc is not None else ""
        comp_s = f"{comp:.3f}" if comp else ""
        print(f"| {name} | {mb:.0f} | {eager:.3f} | {comp_s} | {kgen:.3f} | "
              f"{xe:.3f} | {xc_s} | {tbs:.2f} | {frac:.0%} | {verdict} |")
    if ratios:
        geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"\ngeomean x eager over {len(ratios)} correct problems: {geo:.3f}")
    print(f">= 85% of {args.ceiling_tbs} TB/s (problems of >= {args.min_mb:.0f} MB): "
          f"{bw_met} of {bw_total}")
    print(f">= torch.compile: {compile_met} of {compile_total}")


if __name__ == "__main__":
    main()
