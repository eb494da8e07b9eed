"""Session 39: of the OK candidates in a harness run's tune logs, those more
than 1.25x slower than the best so far when measured (the ones the racing
of 3cd74b1 and the time-first SLOWER verdict stop early) and what their
measurement cost; since session 40 also the SLOWER trials (timed first and
cut, nothing checked). Usage: python3 race.py LOGS_DIR"""
import glob, json, sys
tot = {'slower than 1.25x the best so far': [0, 0.0, 0.0],
       'contenders': [0, 0.0, 0.0],
       'SLOWER (timed first, not checked)': [0, 0.0, 0.0]}
def walk(o):
    if isinstance(o, dict):
        trials = o.get('trials')
        if isinstance(trials, list) and trials and isinstance(trials[0], dict) \
                and 'profile_ms' in trials[0]:
            prev = -1
            for t in trials:
                p = t.get('profile_ms') or {}
                k = None
                if t['verdict'] == 'SLOWER':
                    k = 'SLOWER (timed first, not checked)'
                elif t['verdict'] == 'OK':
                    k = ('slower than 1.25x the best so far'
                         if prev > 0 and t['median_ms'] > 1.25 * prev
                         else 'contenders')
                if k and t.get('measure_s', -1) > 0:
                    tot[k][0] += 1
                    tot[k][1] += t['measure_s']
                    tot[k][2] += p.get('time', 0) / 1e3
                prev = t['best_so_far_ms']
            return
        for v in o.values():
            walk(v)
    elif isinstance(o, list):
        for v in o:
            walk(v)
for f in glob.glob(sys.argv[1] + '/*/tune.json'):
    walk(json.load(open(f)))
for k, (n, m, t) in tot.items():
    print('%-36s %4d trials, measure_s %6.0f, of which timing %5.0f' % (k, n, m, t))
