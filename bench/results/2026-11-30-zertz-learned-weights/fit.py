# Logistic fits of game results on features of quiet positions (DataGen.java CSVs); 5-fold cross-validation by game.
# Run: python3 fit.py positions.csv (zcat positions.csv.gz > positions.csv first).
import numpy as np, sys, csv
NEED = dict(w=4, g=5, b=6, e=3); SUP = dict(w=6, g=8, b=10)
rows = []
for f in sys.argv[1:]:
    with open(f) as fh:
        r = csv.DictReader(fh)
        for d in r:
            d = {k: float(v) for k, v in d.items()}
            d['game'] += 10000 * sys.argv.index(f)
            rows.append(d)
D = {k: np.array([r[k] for r in rows]) for k in rows[0]}
y = D['result']; n = len(y)
def prog(w, g, b):
    fw = np.minimum(1, w / NEED['w']); fg = np.minimum(1, g / NEED['g']); fb = np.minimum(1, b / NEED['b'])
    each = np.minimum(1, np.minimum(w, np.minimum(g, b)) / NEED['e'])
    return np.maximum(np.maximum(fw, fg), np.maximum(fb, each)), (fw + fg + fb) / 3
def need(w, g, b, ow, og, ob):  # marbles still needed for the nearest set still reachable
    big = 9.0
    out = []
    rw = np.where(w + D['pw'] + D['ow'] >= NEED['w'], np.maximum(0, NEED['w'] - w), big)
    rg = np.where(g + D['pg'] + D['og'] >= NEED['g'], np.maximum(0, NEED['g'] - g), big)
    rb = np.where(b + D['pb'] + D['ob'] >= NEED['b'], np.maximum(0, NEED['b'] - b), big)
    ok = (w + D['pw'] + D['ow'] >= 3) & (g + D['pg'] + D['og'] >= 3) & (b + D['pb'] + D['ob'] >= 3)
    re = np.where(ok, np.maximum(0, 3 - w) + np.maximum(0, 3 - g) + np.maximum(0, 3 - b), big)
    return np.minimum(np.minimum(rw, rg), np.minimum(rb, re))
cm, mm = prog(D['wm'], D['gm'], D['bm']); co, mo = prog(D['wo'], D['go'], D['bo'])
nm = need(D['wm'], D['gm'], D['bm'], 0, 0, 0); no = need(D['wo'], D['go'], D['bo'], 0, 0, 0)
F = {
 'eval': D['eval'] / 1000,
 'dclose': cm - co, 'dmat': mm - mo,
 'isoM': D['isoM'] / 1000, 'isoO': D['isoO'] / 1000,
 'board': D['board'] / 10, 'safe': D['safe'], 'free': D['free'] / 10, 'vacant': D['vacant'] / 10,
 'dneedinv': 1 / (1 + nm) - 1 / (1 + no), 'dneed': (no - nm) / 5,
 'dcap': (D['wm'] + D['gm'] + D['bm'] - D['wo'] - D['go'] - D['bo']) / 5,
 'dwhite': (D['wm'] - D['wo']) / 4, 'dgrey': (D['gm'] - D['go']) / 5, 'dblack': (D['bm'] - D['bo']) / 6,
}
F['isoMxvac'] = F['isoM'] * (D['vacant'] < 10)
def fit(X, y, w=None, l2=1e-3):
    X = np.column_stack([np.ones(len(y)), X]); b = np.zeros(X.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-X @ b)); W = p * (1 - p) + 1e-9
        H = X.T @ (X * W[:, None]) + l2 * np.eye(len(b)); g = X.T @ (p - y) + l2 * b
        step = np.linalg.solve(H, g); b -= step
        if np.abs(step).max() < 1e-8: break
    return b
def loss(b, X, y):
    X = np.column_stack([np.ones(len(y)), X]); p = np.clip(1 / (1 + np.exp(-X @ b)), 1e-9, 1 - 1e-9)
    return -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
games = D['game']; ug = np.unique(games); rng = np.random.default_rng(0); fold = dict(zip(ug, rng.integers(0, 5, len(ug))))
fo = np.array([fold[g] for g in games])
models = {
 'eval': ['eval'],
 'parts': ['dclose', 'dmat', 'isoM'],
 'parts+isoO': ['dclose', 'dmat', 'isoM', 'isoO'],
 'parts+need': ['dclose', 'dmat', 'isoM', 'isoO', 'dneedinv', 'dneed'],
 'parts+colours': ['dclose', 'dmat', 'isoM', 'isoO', 'dwhite', 'dgrey', 'dblack'],
 'parts+board': ['dclose', 'dmat', 'isoM', 'isoO', 'board', 'safe'],
 'all': list(F),
}
print('rows', n, 'games', len(ug), 'mean y', y.mean())
for name, cols in models.items():
    X = np.column_stack([F[c] for c in cols]); ls = []
    for k in range(5):
        tr = fo != k; b = fit(X[tr], y[tr]); ls.append(loss(b, X[~tr], y[~tr]) * (~tr).sum())
    b = fit(X, y)
    print(f'{name:14s} cv-logloss {sum(ls)/n:.4f}  ' + ' '.join(f'{c}={v:+.3f}' for c, v in zip(['c'] + cols, b)))
# additive tables: value of holding at least k of a colour, and at least k of each
def steps(prefix, m, o, ks):
    for k in ks:
        F[f'{prefix}{k}'] = (m >= k).astype(float) - (o >= k).astype(float)
    return [f'{prefix}{k}' for k in ks]
emin_m = np.minimum(D['wm'], np.minimum(D['gm'], D['bm'])); emin_o = np.minimum(D['wo'], np.minimum(D['go'], D['bo']))
tab = steps('W', D['wm'], D['wo'], [1, 2, 3]) + steps('G', D['gm'], D['go'], [1, 2, 3, 4]) + steps('B', D['bm'], D['bo'], [1, 2, 3, 4, 5]) + steps('E', emin_m, emin_o, [1, 2])
more = {'table': tab + ['isoM'], 'table+isoO': tab + ['isoM', 'isoO'], 'colours+need': ['dclose', 'dmat', 'isoM', 'dwhite', 'dgrey', 'dblack', 'dneedinv', 'dneed'],
        'colours-only': ['dwhite', 'dgrey', 'dblack', 'isoM'], 'colours+close': ['dclose', 'dwhite', 'dgrey', 'dblack', 'isoM'], 'table+safe': tab + ['isoM', 'safe']}
for name, cols in more.items():
    X = np.column_stack([F[c] for c in cols]); ls = []
    for k in range(5):
        tr = fo != k; b = fit(X[tr], y[tr]); ls.append(loss(b, X[~tr], y[~tr]) * (~tr).sum())
    b = fit(X, y)
    print(f'{name:14s} cv-logloss {sum(ls)/n:.4f}  ' + ' '.join(f'{c}={v:+.3f}' for c, v in zip(['c'] + cols, b)))
