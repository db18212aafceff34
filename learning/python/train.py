#!/usr/bin/env python3
"""Reference trainer for boardrules self-play data: NumPy for the training, onnx to write the model.

Reads one or more self-play files (.npz, formats boardrules-selfplay/2 and /3), trains a small
multilayer perceptron

    observation (flattened) -> Dense(hidden) -> ReLU -> Dense(action_count) = policy logits
                                                     -> Dense(1) -> tanh     = value

with Adam on the cross-entropy between the search's visit shares and the softmax of the logits
over the legal actions (the illegal ones are masked out, as OnnxEvaluator reads them), plus the
squared error between the value and the game's outcome. Writes an ONNX model with one input,
"observation" [N, *observation_shape], and the outputs "policy" [N, action_count] and
"value" [N, 1] that io.github.boardrules.learning.onnx.OnnxEvaluator loads.

    python3 learning/python/train.py nim.npz --out nim.onnx --epochs 40 --seed 1

The same files and seed give the same model. Needs NumPy and the onnx package (Debian:
apt-get install python3-numpy python3-onnx; or pip install numpy onnx).
"""

import argparse
import sys

import numpy as np

try:
    import onnx
    from onnx import TensorProto, helper, numpy_helper
except ImportError:  # say what is missing and how to get it, instead of a bare traceback
    sys.exit("train.py needs the onnx package: apt-get install python3-onnx, or pip install onnx")

FORMATS = (b"boardrules-selfplay/2", b"boardrules-selfplay/3")
OPSET = 13  # Gemm, Relu, Tanh, Flatten: every ONNX Runtime since 1.7 runs opset 13
IR_VERSION = 7  # the IR of opset 13, readable by the Debian onnx 1.12 and any recent ONNX Runtime


def load(paths):
    """The training arrays of the files, joined: observations, sparse policies, outcomes."""
    games, shapes, counts = set(), set(), set()
    obs, offsets, legal, policy, outcome = [], [0], [], [], []
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
            outcome.append(data["outcome"].astype(np.float32))
    if len(games) != 1 or len(shapes) != 1 or len(counts) != 1:
        sys.exit(f"the files are of different games or encodings: {sorted(games)}, {shapes}, {counts}")
    return (games.pop(), shapes.pop(), counts.pop(), np.concatenate(obs), np.asarray(offsets),
            np.concatenate(legal), np.concatenate(policy), np.concatenate(outcome))


def dense(rows, offsets, legal, policy, action_count):
    """The legal mask and the visit shares of some positions, dense."""
    starts, stops = offsets[rows], offsets[rows + 1]
    lengths = stops - starts
    row = np.repeat(np.arange(len(rows)), lengths)
    idx = np.concatenate([np.arange(a, b) for a, b in zip(starts, stops)])
    mask = np.zeros((len(rows), action_count), dtype=bool)
    target = np.zeros((len(rows), action_count), dtype=np.float32)
    mask[row, legal[idx]] = True
    target[row, legal[idx]] = policy[idx]
    return mask, target


class Mlp:
    """The network and its Adam state."""

    def __init__(self, inputs, hidden, actions, rng):
        def glorot(n_in, n_out):
            return (rng.standard_normal((n_in, n_out)) * np.sqrt(2.0 / (n_in + n_out))).astype(np.float32)
        self.params = {
            "w1": glorot(inputs, hidden), "b1": np.zeros(hidden, np.float32),
            "wp": glorot(hidden, actions), "bp": np.zeros(actions, np.float32),
            "wv": glorot(hidden, 1), "bv": np.zeros(1, np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.steps = 0

    def forward(self, x):
        p = self.params
        pre = x @ p["w1"] + p["b1"]
        h = np.maximum(pre, 0)
        logits = h @ p["wp"] + p["bp"]
        value = np.tanh(h @ p["wv"] + p["bv"])[:, 0]
        return pre, h, logits, value

    def losses_and_grads(self, x, mask, target, z):
        """Policy cross-entropy over the legal actions, value squared error, and their gradients."""
        pre, h, logits, value = self.forward(x)
        masked = np.where(mask, logits, -np.inf)
        masked -= masked.max(axis=1, keepdims=True)
        e = np.where(mask, np.exp(masked), 0)
        prob = e / e.sum(axis=1, keepdims=True)
        logp = np.where(mask, masked - np.log(e.sum(axis=1, keepdims=True)), 0)
        n = len(x)
        policy_loss = -(target * logp).sum() / n
        value_loss = ((value - z) ** 2).mean()
        d_logits = (prob - target) / n  # zero on illegal actions: prob and target are 0 there
        d_value = (2 * (value - z) * (1 - value ** 2) / n)[:, None]
        p = self.params
        grads = {"wp": h.T @ d_logits, "bp": d_logits.sum(0), "wv": h.T @ d_value, "bv": d_value.sum(0)}
        d_h = d_logits @ p["wp"].T + d_value @ p["wv"].T
        d_pre = d_h * (pre > 0)
        grads["w1"] = x.T @ d_pre
        grads["b1"] = d_pre.sum(0)
        return policy_loss, value_loss, grads

    def adam(self, grads, lr, beta1=0.9, beta2=0.999, eps=1e-8):
        self.steps += 1
        for k, g in grads.items():
            self.m[k] = beta1 * self.m[k] + (1 - beta1) * g
            self.v[k] = beta2 * self.v[k] + (1 - beta2) * g * g
            m_hat = self.m[k] / (1 - beta1 ** self.steps)
            v_hat = self.v[k] / (1 - beta2 ** self.steps)
            self.params[k] = (self.params[k] - lr * m_hat / (np.sqrt(v_hat) + eps)).astype(np.float32)


def export(net, game, shape, actions, path):
    """Writes the network as an ONNX graph: Flatten, Gemm, Relu, then a Gemm per head, Tanh on the value."""
    p = net.params
    inits = [numpy_helper.from_array(p[k], name=k) for k in ("w1", "b1", "wp", "bp", "wv", "bv")]
    nodes = [
        helper.make_node("Flatten", ["observation"], ["flat"], axis=1),
        helper.make_node("Gemm", ["flat", "w1", "b1"], ["pre"]),
        helper.make_node("Relu", ["pre"], ["hidden"]),
        helper.make_node("Gemm", ["hidden", "wp", "bp"], ["policy"]),
        helper.make_node("Gemm", ["hidden", "wv", "bv"], ["value_pre"]),
        helper.make_node("Tanh", ["value_pre"], ["value"]),
    ]
    graph = helper.make_graph(
        nodes, "boardrules_mlp",
        [helper.make_tensor_value_info("observation", TensorProto.FLOAT, ["N", *shape])],
        [helper.make_tensor_value_info("policy", TensorProto.FLOAT, ["N", actions]),
         helper.make_tensor_value_info("value", TensorProto.FLOAT, ["N", 1])],
        inits)
    model = helper.make_model(graph, producer_name="boardrules learning/python/train.py",
                              opset_imports=[helper.make_opsetid("", OPSET)])
    model.ir_version = IR_VERSION
    helper.set_model_props(model, {"game": game})
    onnx.checker.check_model(model)
    onnx.save(model, path)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", nargs="+", help="self-play .npz files of one game")
    parser.add_argument("--out", required=True, help="the .onnx model to write")
    parser.add_argument("--epochs", type=int, default=40)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--lr", type=float, default=0.003)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    game, shape, actions, obs, offsets, legal, policy, outcome = load(args.data)
    n = len(obs)
    if n == 0:
        sys.exit("the files hold no positions")
    x = obs.reshape(n, -1)
    rng = np.random.default_rng(args.seed)
    net = Mlp(x.shape[1], args.hidden, actions, rng)
    everything = np.arange(n)
    mask_all, target_all = dense(everything, offsets, legal, policy, actions) if n * actions <= 1 << 24 else (None, None)

    def evaluate():
        rows = everything if mask_all is not None else everything[:4096]
        mask, target = (mask_all, target_all) if mask_all is not None else dense(rows, offsets, legal, policy, actions)
        pl, vl, _ = net.losses_and_grads(x[rows], mask, target, outcome[rows])
        return pl, vl

    start = evaluate()
    for _ in range(args.epochs):
        order = rng.permutation(n)
        for k in range(0, n, args.batch):
            rows = order[k:k + args.batch]
            if mask_all is not None:
                mask, target = mask_all[rows], target_all[rows]
            else:
                mask, target = dense(rows, offsets, legal, policy, actions)
            _, _, grads = net.losses_and_grads(x[rows], mask, target, outcome[rows])
            net.adam(grads, args.lr)
    end = evaluate()
    export(net, game, shape, actions, args.out)
    print(f"{game}: {n} positions, {actions} actions, {args.epochs} epochs;"
          f" policy loss {start[0]:.3f} -> {end[0]:.3f}, value loss {start[1]:.3f} -> {end[1]:.3f};"
          f" wrote {args.out}")


if __name__ == "__main__":
    main()
