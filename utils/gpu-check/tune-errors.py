"""The RUNTIME_ERROR candidates of a KernelBench harness run's tune logs,
each with the first CUDA error its worker printed, and where the tuning
time went (the kernels' time_s from tune.json), problem by problem.

    python3 utils/gpu-check/tune-errors.py LOGS_DIR   (logs.tgz unpacked)
"""
import collections, glob, json, os, re, sys

root = sys.argv[1]
print('## RUNTIME_ERROR candidates: point -> first CUDA error')
errors = collections.Counter()
for f in sorted(glob.glob(os.path.join(root, '*', 'tune.log'))):
    seen = []
    for line in open(f, errors='replace'):
        if 'CUDA_ERROR' in line and not re.search(
                r'ModuleUnload|MemFree|StreamDestroy', line):
            seen.append(re.sub(r'.*kgen runtime: ', '', line.strip()))
        if 'RUNTIME_ERROR' in line:
            m = re.search(r'(\{.*?\})', line)
            err = re.sub(r'\(\d+ bytes\)', '(N bytes)', seen[0]) if seen else '-'
            err = re.sub(r'; later device work.*', '', err)
            errors[(m.group(1) if m else '?', err[:100])] += 1
            seen = []
for (point, err), n in errors.most_common():
    print('%3d  %s\n       %s' % (n, point, err))
def searches(path):
    """The searches of a tune report: the pass's (a `search` per kernel)
    or kgen-tune's (the report itself)."""
    report = json.load(open(path))
    if 'kernels' not in report:
        return [report]
    return [k.get('search') or {} for k in report['kernels']]


print('\n## tune time (s), summed over kernels')
total = collections.Counter()
for f in glob.glob(os.path.join(root, '*', 'tune.json')):
    for search in searches(f):
        for key, v in (search.get('time_s') or {}).items():
            total[key] += v
print(', '.join('%s %.0f' % kv for kv in sorted(total.items())))

# What a candidate's "measure_s" is made of: the validator's profile_ms of
# each trial (docs/validate.md), its lock waits and its reference's time,
# summed over the trials of all kernels, by tier. A screened candidate
# promoted to the full protocol has both runs in its measure_s but only the
# full run's profile_ms.
print('\n## measure_s taken apart (s, summed over trials; profile_ms)')
phases = collections.defaultdict(collections.Counter)
for f in glob.glob(os.path.join(root, '*', 'tune.json')):
    for search in searches(f):
        for t in search.get('trials', []):
            if t.get('from_database') or (t.get('measure_s') or -1) < 0:
                continue
            tier = t.get('tier') or '-'
            c = phases[tier]
            c['trials'] += 1
            c['measure_s'] += t['measure_s']
            c['gpu_lock_wait'] += (t.get('gpu_lock_wait_ms') or 0) / 1000
            for phase, ms in (t.get('profile_ms') or {}).items():
                c[phase] += ms / 1000
            c['reference'] += ((t.get('reference') or {}).get('ms') or 0) / 1000
for tier, c in sorted(phases.items()):
    n = c.pop('trials')
    print('%s: %d trials, measure_s %.0f (%.2f each)' %
          (tier, n, c['measure_s'], c['measure_s'] / max(n, 1)))
    for phase, s in c.most_common():
        if phase != 'measure_s' and s >= 0.05:
            print('    %-30s %8.1f  %.3f each' % (phase, s, s / max(n, 1)))
