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
print('\n## tune time (s), summed over kernels')
total = collections.Counter()
for f in glob.glob(os.path.join(root, '*', 'tune.json')):
    for k in json.load(open(f)).get('kernels', []):
        for key, v in ((k.get('search') or {}).get('time_s') or {}).items():
            total[key] += v
print(', '.join('%s %.0f' % kv for kv in sorted(total.items())))
