"""The symmetries of a game's encoding that train.py augments its data with (--symmetries).

A symmetry is a pair of index maps: the observation's (the symmetric position's flattened
observation is observation[obs_map]) and the actions' (the symmetric position's action of action a
is action_map[a]). The value of the player to move is the same in the symmetric position, and the
search's visit share of a moves to action_map[a]. Known for NIM ("1, 2, 3" NIM on the square 4x4
grid, the game "nim"): the 8 symmetries of the square, under which NIM's rules are invariant.
"""

import numpy as np


def known(game):
    """The symmetries of the game's encoding, as (observation maps [K, D], action maps [K, A]) int64
    arrays with the identity first; None when none are known."""
    if game == "nim":
        return grid_nim(4, 4, 3)
    return None


def grid_nim_moves(n, most):
    """The candidate moves of grid NIM with touching balls, at most `most` a move, on an n x n grid,
    as bit masks (bit r * n + c for the point of row r, column c), in the order of the encoding's
    actions, GridNim.legalMoves from the full board: fewer balls first; row moves before column
    moves; by lowest point, rows from the bottom, then from the left."""
    masks = []
    for size in range(1, most + 1):
        shapes = [[0]] if size == 1 else [list(range(size)), [k * n for k in range(size)]]
        for shape in shapes:
            for low in range(n * n):
                r, c = divmod(low, n)
                if shape[-1] < n and c + size - 1 >= n and size > 1:
                    continue  # a row move must fit in the row
                if shape[-1] >= n and r + size - 1 >= n:
                    continue  # a column move must fit in the column
                masks.append(sum(1 << (low + p) for p in shape))
    return masks


def grid_nim(rows, columns, most):
    """Grid NIM with touching balls, at most `most` a move, on a square grid: the actions are the
    moves of grid_nim_moves, the observation two planes [2, rows, columns] (the balls, the mover's
    plane)."""
    if rows != columns:
        raise ValueError("the 8 symmetries of the square need a square grid")
    n = rows
    masks = grid_nim_moves(n, most)
    action = {m: a for a, m in enumerate(masks)}
    transforms = [lambda r, c: (r, c), lambda r, c: (c, n - 1 - r), lambda r, c: (n - 1 - r, n - 1 - c),
                  lambda r, c: (n - 1 - c, r), lambda r, c: (r, n - 1 - c), lambda r, c: (n - 1 - r, c),
                  lambda r, c: (c, r), lambda r, c: (n - 1 - c, n - 1 - r)]
    obs_maps, action_maps = [], []
    for t in transforms:
        point = np.empty(n * n, np.int64)  # point[p] = the image of point p
        for p in range(n * n):
            r, c = t(*divmod(p, n))
            point[p] = r * n + c
        source = np.argsort(point)  # the symmetric observation's point q shows the original's source[q]
        obs_maps.append(np.concatenate([source, source + n * n]))
        action_maps.append([action[sum(1 << int(point[p]) for p in range(n * n) if m >> p & 1)] for m in masks])
    return np.array(obs_maps, np.int64), np.array(action_maps, np.int64)
