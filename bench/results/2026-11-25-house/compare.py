# Compares two JMH JSON result files: python3 compare.py before.json after.json > compare.csv
import json, sys
def load(f):
    d = {}
    for r in json.load(open(f)):
        name = r['benchmark'].replace('io.github.boardrules.bench.', '')
        if r.get('params'):
            name += '(' + ','.join(f'{k}={v}' for k, v in sorted(r['params'].items())) + ')'
        m = r['primaryMetric']
        d[name] = (m['score'], m['scoreError'], m['scoreUnit'], r['mode'])
    return d
b = load(sys.argv[1]); a = load(sys.argv[2])
rows = []
for k in sorted(set(a) | set(b)):
    if k not in a or k not in b:
        print('only in one:', k); continue
    (bs, be, u, mode), (as_, ae, _, _) = b[k], a[k]
    # higher is better for thrpt; lower for avgt/ss
    ratio = as_ / bs if mode == 'thrpt' else bs / as_
    rows.append((k, mode, u, bs, be, as_, ae, ratio))
print('benchmark,mode,unit,before,before_error,after,after_error,after_speed_vs_before')
for r in rows:
    print('%s,%s,%s,%.3f,%.3f,%.3f,%.3f,%.3f' % r)
