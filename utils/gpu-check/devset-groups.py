"""Geomean speedup over eager of a KernelBench harness run's correct
problems, by group: level-1 convolutions (#15), level-2 convolution chains
(#15), level-1 matmuls and level-2 GEMM chains (#21), the rest.

    python3 utils/gpu-check/devset-groups.py RESULTS.json
"""
import json, math, sys


def group(p):
    src = p.get('source', '')
    level = 'level1' if '/level1/' in src else 'level2' if '/level2/' in src else '?'
    name = p['problem'].lower()
    if 'conv' in name:
        return level + ' convolutions'
    if 'matmul' in name or 'gemm' in name or 'matrix_mult' in name:
        return level + ' matmul/GEMM'
    return level + ' other'


rows = {}
for p in json.load(open(sys.argv[1]))['problems']:
    if p.get('stage') == 'not run':
        continue
    g = rows.setdefault(group(p), {'reached': 0, 'correct': [], 'names': []})
    g['reached'] += 1
    t = p.get('timings', {})
    if p['status'] == 'ok' and 'kgen' in t and 'eager' in t:
        s = t['eager']['median_ms'] / t['kgen']['median_ms']
        g['correct'].append(s)
        g['names'].append((s, p['problem'][:40]))
print('| group | reached | correct | geomean x eager | lowest |')
print('| --- | --- | --- | --- | --- |')
for k in sorted(rows):
    g = rows[k]
    c = g['correct']
    geo = math.exp(sum(map(math.log, c)) / len(c)) if c else float('nan')
    low = min(g['names']) if g['names'] else (float('nan'), '-')
    print('| %s | %d | %d | %.3f | %.3f (%s) |' % (k, g['reached'], len(c), geo, low[0], low[1]))
