#!/usr/bin/env python3
"""Writes the small ONNX models of the tests: OnnxEvaluatorTest's to learning-onnx/src/test/resources/onnx/,
the command line's to cli/src/test/resources/onnx/.

Run from the repository's root after changing it (needs NumPy and onnx, and PyTorch for the last model):
    python3 learning-onnx/src/test/python/make_test_models.py
OnnxEvaluatorTest's models are for the take-away fixture with a pile of at most 4 (TakeAwayEncoding:
observation {2, 5}, plane 0 one-hot on the counters left, plane 1 all ones when FIRST is to move;
3 actions). The command line's is for the catalogue's "nim" (observation {2, 4, 4}, 56 actions).
"""

import os

import numpy as np
from onnx import TensorProto, checker, helper, numpy_helper, save

OUT = os.path.join("learning-onnx", "src", "test", "resources", "onnx")
CLI_OUT = os.path.join("cli", "src", "test", "resources", "onnx")


def model(name, nodes, inputs, outputs, weights, out=OUT):
    graph = helper.make_graph(nodes, name, inputs, outputs,
                              [numpy_helper.from_array(w.astype(np.float32), name=k) for k, w in weights.items()])
    m = helper.make_model(graph, producer_name="make_test_models.py", opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 7
    checker.check_model(m)
    save(m, os.path.join(out, name + ".onnx"))


def tensor(name, *shape):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, list(shape))


# policy logit of action a with c counters left: (a + 1) * c / 2; value tanh(0.5 - 0.25) = tanh(0.25)
# when FIRST is to move (plane 1 holds five ones, each weighted 0.1), tanh(-0.25) otherwise.
wp = np.zeros((10, 3))
for c in range(5):
    for a in range(3):
        wp[c, a] = (a + 1) * c / 2
wv = np.zeros((10, 1))
wv[5:, 0] = 0.1
heads = [
    helper.make_node("Flatten", ["observation"], ["flat"], axis=1),
    helper.make_node("Gemm", ["flat", "wp", "bp"], ["policy"]),
    helper.make_node("Gemm", ["flat", "wv", "bv"], ["value_pre"]),
    helper.make_node("Tanh", ["value_pre"], ["value"]),
]
weights = {"wp": wp, "bp": np.zeros(3), "wv": wv, "bv": np.array([-0.25])}
model("takeaway-hand-weights", heads, [tensor("observation", "N", 2, 5)],
      [tensor("policy", "N", 3), tensor("value", "N", 1)], weights)
# The same without its value output.
model("takeaway-no-value", heads[:2], [tensor("observation", "N", 2, 5)], [tensor("policy", "N", 3)],
      {"wp": wp, "bp": np.zeros(3)})
# An input of another game's shape.
model("takeaway-wrong-input", [helper.make_node("Flatten", ["observation"], ["flat"], axis=1)] + heads[1:],
      [tensor("observation", "N", 2, 6)], [tensor("policy", "N", 3), tensor("value", "N", 1)],
      {"wp": np.zeros((12, 3)), "bp": np.zeros(3), "wv": np.zeros((12, 1)), "bv": np.zeros(1)})
# Four policy logits for a game of three actions.
model("takeaway-wide-policy", heads, [tensor("observation", "N", 2, 5)],
      [tensor("policy", "N", 4), tensor("value", "N", 1)],
      {"wp": np.zeros((10, 4)), "bp": np.zeros(4), "wv": wv, "bv": np.zeros(1)})
# NIM of the catalogue with every weight 0: equal logits (equal priors) and the value tanh(0) = 0 everywhere.
# The command line's tests play it from the runnable jar, where ONNX Runtime's native library must load.
model("nim-zero-weights", heads, [tensor("observation", "N", 2, 4, 4)],
      [tensor("policy", "N", 56), tensor("value", "N", 1)],
      {"wp": np.zeros((32, 56)), "bp": np.zeros(56), "wv": np.zeros((32, 1)), "bv": np.zeros(1)}, out=CLI_OUT)
print("wrote the models to", OUT, "and", CLI_OUT)

# A residual MLP of the reference trainer (learning/python/network.py) with seeded random weights, exported by
# PyTorch as train.py exports: OnnxEvaluatorTest checks that a position's outputs are the same, bit for bit, in
# batches of any size (what self-play's pooling across games relies on). Needs PyTorch.
import sys  # noqa: E402

sys.path.insert(0, os.path.join("learning", "python"))
import torch  # noqa: E402
from network import Network  # noqa: E402

torch.manual_seed(7)
net = Network(10, 96, 2, [3])
with torch.no_grad():
    for p in net.parameters():
        p.normal_(0, 0.15)
net.export(os.path.join(OUT, "takeaway-residual-mlp.onnx"), (2, 5), "takeaway", 13)
print("wrote takeaway-residual-mlp.onnx")
