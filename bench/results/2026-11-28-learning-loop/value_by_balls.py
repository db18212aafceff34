"""Where a NIM network of the learning loop goes wrong, by balls left: its value's sign and its
top-prior move against exact values, with the majority answer and a random legal move beside them.

The exact values come from a solver written here, independent of the library's: every one of the
2^16 boards of the booklet's 4x4 NIM (take 1 to 3 touching balls of one row or column; who takes
the last ball wins), solved from the empty board up; the moves, in the encoding's action order,
from learning/python/symmetries.py. The positions are those of uniformly random
games from the full board, as ModelAccuracy draws them, but more of them (--games).

    python3 learning/python/loop.py nim --dir nim-loop ...            # the guide's loop: nim-loop/best.pt
    /usr/bin/python3 bench/results/2026-11-28-learning-loop/value_by_balls.py nim-loop/best.pt --hidden 256 --blocks 3

Prints CSV: a row per number of balls left, and a total row.
"""
import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "learning", "python"))
from network import Network  # noqa: E402
from symmetries import grid_nim_moves  # noqa: E402

SIDE = 4
# The 56 moves as bit masks (bit 4 * i + j: row i, column j of the observation's planes), in the
# order of the encoding's actions.
MOVES = grid_nim_moves(SIDE, 3)

# The counts kept per number of balls left.
COUNTS = ("positions", "won", "won_right", "lost_right", "prior_keeps", "random_keeps")


def solve():
    """won[b]: the player to move on board b wins with best play (the empty board: lost)."""
    won = np.zeros(1 << (SIDE * SIDE), bool)
    for b in range(1, len(won)):
        won[b] = any(b & m == m and not won[b ^ m] for m in MOVES)
    return won


def observation(board, ply):
    """The encoding's two planes: the balls, and the mover's plane (ones on the first player's turn)."""
    o = np.zeros((2, SIDE, SIDE), np.float32)
    for p in range(SIDE * SIDE):
        if board >> p & 1:
            o[0, p // SIDE, p % SIDE] = 1
    if ply % 2 == 0:
        o[1] = 1
    return o


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkpoint", help="a network's weights, as train.py --checkpoint writes them (.pt)")
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--blocks", type=int, default=3)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    won = solve()
    net = Network(2 * SIDE * SIDE, args.hidden, args.blocks, [len(MOVES)])
    net.load_state_dict(torch.load(args.checkpoint))
    net.eval()
    rng = np.random.default_rng(args.seed)
    positions = []
    for _ in range(args.games):
        board, ply = (1 << SIDE * SIDE) - 1, 0
        while board:
            positions.append((board, ply))
            legal = [m for m in MOVES if board & m == m]
            board ^= legal[rng.integers(len(legal))]
            ply += 1
    with torch.no_grad():
        prior, value = net.dense(torch.tensor(np.stack([observation(b, ply) for b, ply in positions])))
    prior, value = prior.numpy(), value[:, 0].numpy()
    print("balls,positions,won,value_sign_right_won,lost,value_sign_right_lost,value_sign_right_share,"
          "majority_share,top_prior_keeps_won,top_prior_keeps_share,random_move_keeps_share")
    rows = {}  # balls left -> counts of the positions with that many
    for i, (board, _) in enumerate(positions):
        row = rows.setdefault(bin(board).count("1"), dict.fromkeys(COUNTS, 0.0))
        row["positions"] += 1
        if won[board]:
            legal = [a for a, m in enumerate(MOVES) if board & m == m]
            best = max(legal, key=lambda a: prior[i][a])
            row["won"] += 1
            row["won_right"] += value[i] > 0
            row["prior_keeps"] += not won[board ^ MOVES[best]]
            row["random_keeps"] += sum(not won[board ^ MOVES[a]] for a in legal) / len(legal)
        else:
            row["lost_right"] += value[i] <= 0
    total = {key: sum(row[key] for row in rows.values()) for key in COUNTS}
    for balls, row in [*sorted(rows.items(), reverse=True), ("all", total)]:
        n, w = row["positions"], row["won"]
        lost = n - w
        print(f"{balls},{int(n)},{int(w)},{int(row['won_right'])},{int(lost)},{int(row['lost_right'])},"
              f"{(row['won_right'] + row['lost_right']) / n:.3f},{max(w, lost) / n:.3f},{int(row['prior_keeps'])},"
              f"{row['prior_keeps'] / w if w else float('nan'):.3f},{row['random_keeps'] / w if w else float('nan'):.3f}")


if __name__ == "__main__":
    main()
