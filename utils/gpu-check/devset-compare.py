"""Verdicts and speedups over eager of two KernelBench harness runs, problem
by problem (those both reached): issue #20's before/after check.

    python3 utils/gpu-check/devset-compare.py BEFORE/results.json AFTER/results.json
"""
import json, math, sys
def load(p):
    d=json.load(open(p))
    out={}
    for x in d['problems']:
        lvl='level1' if '/level1/' in x.get('source','') else ('level2' if '/level2/' in x.get('source','') else '?')
        key=x['problem']
        out[key]=x
    return out
def info(x):
    if x['status']=='failed' and x.get('stage')=='not run': return None
    t=x.get('timings',{})
    sp=None
    if 'kgen' in t and 'eager' in t:
        sp=t['eager']['median_ms']/t['kgen']['median_ms']
    v=x['status']
    if v=='ok': v='correct'
    return v, sp, x.get('source','').split('/')[-2] if x.get('source') else '?'
B=load(sys.argv[1]); A=load(sys.argv[2])
both=[k for k in A if info(A[k]) and k in B and info(B[k])]
same=0; rows=[]
for k in sorted(both):
    vb,sb,l=info(B[k]); va,sa,_=info(A[k])
    same+= vb==va
    rows.append((l,k[:45],vb,sb,va,sa))
for r in rows:
    print("%-7s %-45s %-8s %6s | %-8s %6s" % (r[0],r[1],r[2],"%.3f"%r[3] if r[3] else "-", r[4], "%.3f"%r[5] if r[5] else "-"))
print("both reached:",len(both),"same verdict:",same)
def gm(v): 
    v=[x for x in v if x]; return math.exp(sum(map(math.log,v))/len(v)) if v else 0
print("geomean before %.3f after %.3f on common correct" % (gm([r[3] for r in rows if r[2]=='correct' and r[4]=='correct']), gm([r[5] for r in rows if r[2]=='correct' and r[4]=='correct'])))
onlyA=[k for k in A if info(A[k]) and not (k in B and info(B[k]))]
print("only after:", onlyA)
