import sys, random
# usage: balanced.py LOW HIGH SEED raw-*.txt > balanced.txt
# keeps the openings whose guided-MCTS win rate for the player to move lies in [LOW, HIGH], no proof
low, high, seed = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
kept = []
for name in sys.argv[4:]:
    lines = open(name).read().splitlines()
    for a, b in zip(lines, lines[1:]):
        if a.startswith('# winrate'):
            w = a.split()
            rate, proof = float(w[2]), w[4]
            if proof == 'NONE' and low <= rate <= high:
                kept.append((a[2:] + ' (' + name + ')', b))
random.Random(seed).shuffle(kept)
print('# five-in-a-row openings: those of %s whose guided-MCTS win rate (500,000 playouts) for the player to move lies in [%.2f, %.2f]; %d openings, shuffled with seed %d' % (', '.join(sys.argv[4:]), low, high, len(kept), seed))
for c, p in kept:
    print('# ' + c)
    print(p)
