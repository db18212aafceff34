"""The reference trainer's network and its training loop (PyTorch): a residual MLP with a sparse,
optionally factored, policy head. train.py is the command; this module holds the model."""

import warnings

import numpy as np
import torch
from torch import nn

# scatter_reduce's "beta" notice in PyTorch 1.13: its amax is what the segment softmax needs.
warnings.filterwarnings("ignore", message="scatter_reduce\\(\\) is in beta")


class Network(nn.Module):
    """Residual MLP over the flattened observation, a policy head over the actions' mixed-radix
    digits (one digit, the action itself, by default) and a tanh value head.

    The policy's logit of action a is the sum over the factors j of h . W_j[d_j(a)] + b_j[d_j(a)],
    d_j(a) the action's j-th digit. In training only the legal actions' rows are gathered (sparse);
    the exported model computes every action's logit, as OnnxEvaluator reads them.
    """

    def __init__(self, inputs, hidden, blocks, factors):
        super().__init__()
        self.factors = list(factors)
        self.inp = nn.Linear(inputs, hidden)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, hidden)) for _ in range(blocks))
        # One row [weights | bias] per digit value: an embedding, so that its gradient is sparse.
        self.heads = nn.ModuleList(nn.Embedding(f, hidden + 1, sparse=True) for f in self.factors)
        for head in self.heads:
            nn.init.normal_(head.weight, std=hidden ** -0.5)
            with torch.no_grad():
                head.weight[:, -1] = 0
        self.value = nn.Sequential(nn.Linear(hidden, max(hidden // 2, 1)), nn.ReLU(), nn.Linear(max(hidden // 2, 1), 1))
        strides = np.cumprod([1] + self.factors[::-1][:-1])[::-1].copy()
        self.register_buffer("strides", torch.tensor(strides, dtype=torch.int64), persistent=False)

    def trunk(self, x):
        h = torch.relu(self.inp(x.flatten(1)))
        for block in self.blocks:
            h = torch.relu(h + block(h))
        return h

    def legal_logits(self, h, segment, actions):
        """The logits of the legal actions (flat), each of the position segment[i]."""
        # The bias column first, then one gather: the same values, one copy of the large array fewer.
        rows = torch.cat([h, torch.ones(len(h), 1)], dim=1)[segment]
        logits = torch.zeros(len(segment))
        for j, head in enumerate(self.heads):
            digit = torch.div(actions, self.strides[j], rounding_mode="floor") % self.factors[j]
            logits = logits + (rows * head(digit)).sum(dim=1)
        return logits

    def values(self, h):
        return torch.tanh(self.value(h))[:, 0]

    def dense(self, x):
        """What the exported model computes: every action's logit [N, A], and the value [N, 1]."""
        h = self.trunk(x)
        n = x.shape[0]
        policy = None
        for j, head in enumerate(self.heads):
            part = h @ head.weight[:, :-1].T + head.weight[:, -1]
            shape = [n] + [1] * len(self.factors)
            shape[j + 1] = self.factors[j]
            part = part.reshape(shape)
            policy = part if policy is None else policy + part
        return policy.reshape(n, -1), torch.tanh(self.value(h))

    def export(self, path, shape, game, opset):
        """Writes the ONNX model: input "observation" [N, *shape], outputs "policy" [N, A] and "value" [N, 1]."""
        wrapper = _Dense(self).eval()
        example = torch.zeros(1, *shape)
        torch.onnx.export(wrapper, example, path, input_names=["observation"], output_names=["policy", "value"],
                          dynamic_axes={"observation": {0: "N"}, "policy": {0: "N"}, "value": {0: "N"}},
                          opset_version=opset, do_constant_folding=True)
        try:  # record the game in the model's metadata when the onnx package is there (not needed to run it)
            import onnx
            model = onnx.load(path)
            entry = model.metadata_props.add()
            entry.key, entry.value = "game", game
            model.producer_name = "boardrules learning/python/train.py"
            onnx.save(model, path)
        except ImportError:
            pass


class _Dense(nn.Module):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def forward(self, observation):
        return self.net.dense(observation)


def segments(offsets, rows):
    """The flat indexes of the legal actions of some positions, and each one's position in rows."""
    lengths = offsets[rows + 1] - offsets[rows]
    segment = np.repeat(np.arange(len(rows)), lengths)
    starts = np.repeat(offsets[rows] - (np.cumsum(lengths) - lengths), lengths)
    return starts + np.arange(int(lengths.sum())), segment


def losses(net, x, segment, actions, pi, z, n):
    """The policy's cross-entropy over the legal actions and the value's squared error."""
    h = net.trunk(x)
    logits = net.legal_logits(h, segment, actions)
    top = torch.full((n,), -torch.inf).scatter_reduce(0, segment, logits.detach(), "amax", include_self=True)
    shifted = logits - top[segment]
    total = torch.zeros(n).index_add(0, segment, torch.exp(shifted))
    log_p = shifted - torch.log(total)[segment]
    policy_loss = -(pi * log_p).sum() / n
    value_loss = ((net.values(h) - z) ** 2).mean()
    return policy_loss, value_loss


def train(net, obs, offsets, legal, policy, target, epochs, batch, lr, weight_decay, rng, policy_weight=1.0,
          symmetries=None):
    """Adam (sparse Adam for the policy head's rows); returns the (policy, value) losses before and after.

    symmetries, (observation maps [K, D], action maps [K, A]) or None: each position of a batch is
    seen under one of the K symmetries, drawn from rng (data augmentation, as AlphaGo Zero's
    eight symmetries of the board)."""
    x_all = torch.from_numpy(obs.reshape(len(obs), -1))
    z_all = torch.from_numpy(target)
    legal_t = torch.from_numpy(legal)
    pi_t = torch.from_numpy(policy)
    if symmetries is not None:
        obs_maps, action_maps = (torch.from_numpy(m) for m in symmetries)
    dense_params = [p for name, p in net.named_parameters() if not name.startswith("heads.")]
    dense = torch.optim.AdamW(dense_params, lr=lr, weight_decay=weight_decay)
    sparse = torch.optim.SparseAdam(list(net.heads.parameters()), lr=lr)
    n = len(obs)
    steps = epochs * ((n + batch - 1) // batch)
    schedule = [torch.optim.lr_scheduler.OneCycleLR(o, max_lr=lr, total_steps=max(steps, 1), pct_start=0.1)
                for o in (dense, sparse)]

    def measure():
        rows = np.arange(min(n, 8192))
        flat, segment = segments(offsets, rows)
        with torch.no_grad():
            p, v = losses(net, x_all[rows], torch.from_numpy(segment), legal_t[flat], pi_t[flat], z_all[rows], len(rows))
        return p.item(), v.item()

    before = measure()
    for _ in range(epochs):
        order = rng.permutation(n)
        for k in range(0, n, batch):
            rows = order[k:k + batch]
            flat, segment = segments(offsets, rows)
            flat_t = torch.from_numpy(flat)
            x, actions = x_all[rows], legal_t[flat_t]
            if symmetries is not None:
                chosen = torch.from_numpy(rng.integers(len(symmetries[0]), size=len(rows)))
                x = torch.gather(x, 1, obs_maps[chosen])
                actions = action_maps[chosen[torch.from_numpy(segment)], actions]
            p, v = losses(net, x, torch.from_numpy(segment), actions, pi_t[flat_t], z_all[rows], len(rows))
            dense.zero_grad()
            sparse.zero_grad()
            (policy_weight * p + v).backward()
            dense.step()
            sparse.step()
            for s in schedule:
                s.step()
    return before, measure()
