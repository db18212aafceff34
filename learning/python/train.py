#!/usr/bin/env python3
"""Reference trainer for boardrules self-play data: PyTorch on the CPU, an ONNX model out.

Reads self-play files (.npz, formats boardrules-selfplay/2 and /3), trains a residual multilayer
perceptron over the flattened observation

    observation -> Linear(hidden) -> ReLU -> blocks x [x + Linear(ReLU(Linear(x)))] -> ReLU
        -> policy head: logits over the actions (dense, or factored: see --policy-factors)
        -> value head:  Linear(hidden/2) -> ReLU -> Linear(1) -> tanh

and writes an ONNX model with one input, "observation" [N, *observation_shape], and two outputs,
"policy" [N, action_count] (logits) and "value" [N, 1], which
io.github.boardrules.learning.onnx.OnnxEvaluator loads.

The losses: the cross-entropy between the search's visit shares and the softmax of the logits over
the legal actions only (times --policy-weight, 1 by default), plus the squared error between the value and its target,
(1 - w) * outcome + w * q (--search-value-weight w, as KataGo and other AlphaZero-style projects mix
the game's result with the search's value). q is the search's value of its best move: the file's
action_q where the move played was the most visited one, its root_value (the mean of every
simulation, exploration included) where a sampled move was played. Positions of games cut at the
ply cap have no outcome: their target is q alone.

--symmetries auto (the default) augments the data with the game's symmetries where
learning/python/symmetries.py knows them (NIM: the 8 symmetries of the square, which leave its
rules unchanged): each position of a batch is seen under one of them, drawn at random (seeded), its
observation and its legal actions mapped, its value target unchanged, as AlphaGo Zero augmented Go
with the 8 symmetries of the board. A network that sees every orientation generalises to positions
self-play rarely reaches; --symmetries none trains on the positions as recorded.

--resume FILE starts from the weights of an earlier run's --checkpoint FILE (same network options),
as the loop does from one generation to the next, so that a generation needs a few epochs only.

Sparse end to end: the policy is computed at the legal actions of each position only (the
weights of those actions' rows, gathered), never as a dense [positions, action_count] array, so
games with hundreds of thousands of actions (Pylos: 433,380) train in the memory of their legal
actions. --policy-factors A,B,... factors the head as an action's mixed-radix digits (action =
((d1 * B) + d2) * C + ...): its logit is the sum of one logit per digit, so the head has A + B + ...
rows instead of A * B * ...; Pylos's action (source * 30 + spot) * 466 + take-back set is
--policy-factors 930,466.

    python3 learning/python/train.py gen1.npz gen2.npz --out gen2.onnx --epochs 20 --seed 2

The same files, options and seed give the same model (one thread; --threads changes the sums'
order). Needs PyTorch and NumPy (Debian: apt-get install python3-torch libopenblas0-pthread; or pip install
torch numpy); without OpenBLAS, Debian's PyTorch multiplies with the reference BLAS, much slower, and
the trainer says so on standard error. The onnx package, when present, only adds the game's name to the model's
metadata.
"""

import argparse
import os
import sys
import time

# Debian's PyTorch multiplies matrices with the system's BLAS (OpenBLAS), whose own threads PyTorch's
# set_num_threads does not reach: one thread keeps the sums' order fixed, and a busy machine from thrashing.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np

FORMATS = (b"boardrules-selfplay/2", b"boardrules-selfplay/3")
OPSET = 13  # every ONNX Runtime since 1.7 runs opset 13


def load(paths):
    """The training arrays of the files, joined: observations, sparse policies, value targets' parts."""
    games, shapes, counts = set(), set(), set()
    obs, offsets, legal, policy, outcome, root, decided = [], [0], [], [], [], [], []
    for path in paths:
        with np.load(path) as data:
            fmt = data["format"].item()
            if fmt not in FORMATS:
                sys.exit(f"{path}: format {fmt!r}; this trainer reads {[f.decode() for f in FORMATS]}")
            games.add(data["game"].item().decode())
            counts.add(int(data["action_count"]))
            o = data["observation"].astype(np.float32)
            shapes.add(o.shape[1:])
            obs.append(o)
            off = data["legal_offsets"].astype(np.int64)
            offsets.extend((off[1:] + offsets[-1]).tolist())
            legal.append(data["legal_actions"].astype(np.int64))
            policy.append(data["policy"].astype(np.float32))
            z = data["outcome"].astype(np.float32)
            outcome.append(z)
            if fmt == b"boardrules-selfplay/3":
                root.append(best_move_values(off, data["legal_actions"], data["policy"], data["action"],
                                             data["root_value"], data["action_q"]))
                decided.append(~np.repeat(data["game_truncated"], np.diff(data["game_offsets"])))
            else:  # format 2 has no search values and no truncation flags: the outcome alone
                root.append(np.full(len(z), np.nan, np.float32))
                decided.append(np.ones(len(z), bool))
    if len(games) != 1 or len(shapes) != 1 or len(counts) != 1:
        sys.exit(f"the files are of different games or encodings: {sorted(games)}, {shapes}, {counts}")
    return (games.pop(), shapes.pop(), counts.pop(), np.concatenate(obs), np.asarray(offsets, np.int64),
            np.concatenate(legal), np.concatenate(policy), np.concatenate(outcome), np.concatenate(root),
            np.concatenate(decided))


def best_move_values(offsets, legal, policy, action, root_value, action_q):
    """The search's value of its best move: action_q where the action played was the most visited
    (the first of equals, as the search chooses), root_value where it was not (a sampled move)."""
    n = len(action)
    lengths = np.diff(offsets)
    segment = np.repeat(np.arange(n), lengths)
    top = np.full(n, -1.0)
    np.maximum.at(top, segment, policy)
    is_top = policy == top[segment]
    first_top = np.full(n, -1, np.int64)
    flat = np.flatnonzero(is_top)[::-1]  # the last write wins: walk backwards so that the first remains
    first_top[segment[flat]] = legal[flat]
    greedy = (first_top == action) & np.isfinite(action_q)
    return np.where(greedy, action_q, root_value).astype(np.float32)


def value_targets(outcome, root, decided, weight):
    """(1 - w) * outcome + w * q; q alone where the game has no outcome, the outcome alone where the
    file has no search values (format 2)."""
    target = np.where(np.isnan(root), outcome, (1 - weight) * outcome + weight * np.nan_to_num(root))
    return np.where(decided, target, np.nan_to_num(root)).astype(np.float32)


def keep_freed_memory():
    """Asks glibc's malloc to keep freed blocks for reuse. By default it gives a large block back to the
    system when it is freed (its own mapping, or the heap's top trimmed), so every training step's
    temporaries of a few MB were mapped and faulted in anew, a quarter of the trainer's time
    (bench/results/2026-12-02-trainer-malloc). The arithmetic is the same, and so is the model, bit
    for bit. Elsewhere (no glibc) nothing is changed."""
    import ctypes
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError, TypeError):  # no C library by that name, or one without mallopt
        return
    m_trim_threshold, m_mmap_threshold = -1, -3  # glibc's malloc.h
    mallopt(m_mmap_threshold, 32 << 20)  # blocks up to 32 MiB (glibc's largest setting) from the heap
    mallopt(m_trim_threshold, 1 << 30)  # and the heap's free top kept up to 1 GiB


def reference_blas():
    """The library's path when this process has the reference BLAS loaded (Debian's PyTorch links the system's
    libblas.so.3, which is the unoptimized reference implementation unless OpenBLAS is installed), else None."""
    try:
        with open("/proc/self/maps") as maps:
            for line in maps:
                path = line.split()[-1]
                if os.path.basename(os.path.dirname(path)) == "blas" and os.path.basename(path).startswith("libblas.so"):
                    return path
    except OSError:  # not Linux: nothing to say
        pass
    return None


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="+", help="self-play .npz files of one game")
    parser.add_argument("--out", required=True, help="the .onnx model to write")
    parser.add_argument("--epochs", type=int, default=20)
    parser.add_argument("--hidden", type=int, default=128, help="width of the residual trunk")
    parser.add_argument("--blocks", type=int, default=2, help="residual blocks")
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=0.002)
    parser.add_argument("--weight-decay", type=float, default=1e-4)
    parser.add_argument("--search-value-weight", type=float, default=0.75,
                        help="w of the value target (1 - w) * outcome + w * (the search's value of its best move), 0 to 1")
    parser.add_argument("--checkpoint", help="also write the network's weights here (PyTorch), for --resume")
    parser.add_argument("--resume", help="start from the weights of an earlier --checkpoint")
    parser.add_argument("--policy-factors", default="",
                        help="comma-separated radices whose product is the action count: a factored policy head")
    parser.add_argument("--policy-weight", type=float, default=1.0,
                        help="the policy loss's weight against the value's (the loss is policy-weight * policy + value)")
    parser.add_argument("--symmetries", choices=("auto", "none"), default="auto",
                        help="auto: see each position under a random one of the game's symmetries (NIM: the 8 of the"
                             " square), where symmetries.py knows them; none: as recorded")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch's threads (the model depends on it)")
    args = parser.parse_args(argv)
    if not 0 <= args.search_value_weight <= 1:
        sys.exit(f"--search-value-weight is {args.search_value_weight}; it must be 0 to 1")
    if not args.policy_weight > 0:
        sys.exit(f"--policy-weight is {args.policy_weight}; it must be more than 0")
    keep_freed_memory()
    try:
        import torch
    except ImportError:  # say what is missing and how to get it, instead of a bare traceback
        sys.exit("train.py needs PyTorch: apt-get install python3-torch libopenblas0-pthread, or pip install torch")
    slow = reference_blas()
    if slow is not None:
        print(f"train.py: PyTorch multiplies with the reference BLAS ({slow}), much slower than"
              " OpenBLAS: on Debian apt-get install libopenblas0-pthread (another BLAS sums in another order, so"
              " the model differs in its last bits)", file=sys.stderr, flush=True)
    from network import Network, train

    started = time.monotonic()
    game, shape, actions, obs, offsets, legal, policy, outcome, root, decided = load(args.data)
    n = len(obs)
    if n == 0:
        sys.exit("the files hold no positions")
    factors = [int(f) for f in args.policy_factors.split(",")] if args.policy_factors else [actions]
    if int(np.prod(factors)) != actions:
        sys.exit(f"--policy-factors {args.policy_factors}: their product {int(np.prod(factors))} is not the"
                 f" game's {actions} actions")
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    target = value_targets(outcome, root, decided, args.search_value_weight)
    net = Network(int(np.prod(shape)), args.hidden, args.blocks, factors)
    if args.resume:
        try:
            net.load_state_dict(torch.load(args.resume))
        except (OSError, RuntimeError) as e:
            sys.exit(f"--resume {args.resume}: not a checkpoint of this network ({args.hidden} wide,"
                     f" {args.blocks} blocks, policy factors {factors}): {e}")
    maps = None
    if args.symmetries == "auto":
        import symmetries
        maps = symmetries.known(game)
    start, end = train(net, obs, offsets, legal, policy, target, args.epochs, args.batch, args.lr,
                       args.weight_decay, np.random.default_rng(args.seed), args.policy_weight, maps)
    net.export(args.out, shape, game, OPSET)
    if args.checkpoint:
        torch.save(net.state_dict(), args.checkpoint)
    print(f"{game}: {n} positions, {actions} actions, {args.epochs} epochs,"
          f" {1 if maps is None else len(maps[0])} symmetr{'y' if maps is None else 'ies'}, value target"
          f" {1 - args.search_value_weight:g} * outcome + {args.search_value_weight:g} * q;"
          f" policy loss {start[0]:.3f} -> {end[0]:.3f}, value loss {start[1]:.3f} -> {end[1]:.3f};"
          f" {time.monotonic() - started:.1f} s; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
