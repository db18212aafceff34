package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The trainer's policy logits ({@code Network.legal_logits} in {@code learning/python/network.py})
 * against the definition, worked out in double precision with NumPy alone: the logit of legal
 * action a of position p is the sum over the head's factors j of {@code h[p] . W_j[d_j(a)] +
 * b_j[d_j(a)]}, d_j(a) the action's j-th mixed-radix digit; and the gradient of their sum reaches
 * exactly the rows of the digits that occur, each the sum of its positions' {@code [h, 1]} (the
 * head's sparse update touches no other row). Three batches: NIM's 56 actions with ten legal a
 * position, the same actions factored 7 x 8, and 64 positions of one legal action each among
 * 100,000.
 */
class TrainerPolicyLogitsTest {
  private static final String SCRIPT = """
      import sys; sys.path.insert(0, 'learning/python')
      import numpy as np, torch
      from network import Network
      torch.manual_seed(7)
      rng = np.random.default_rng(7)
      def case(name, factors, hidden, positions, legal_each):
          net = Network(5, hidden, 1, factors)
          with torch.no_grad():
              for head in net.heads:
                  head.weight.normal_()  # biases too, which the network starts at 0
          count = int(np.prod(factors))
          if legal_each == 1:  # one legal action a position, no two alike
              actions = [np.array([a]) for a in rng.choice(count, size=positions, replace=False)]
          else:
              actions = [rng.choice(count, size=legal_each, replace=False) for _ in range(positions)]
          segment = np.repeat(np.arange(positions), legal_each)
          flat = np.concatenate(actions)
          h = net.trunk(torch.randn(positions, 5))
          logits = net.legal_logits(h, torch.from_numpy(segment), torch.from_numpy(flat))
          logits.sum().backward()
          h64 = np.concatenate([h.detach().numpy().astype(np.float64), np.ones((positions, 1))], axis=1)
          expected = np.zeros(len(flat))
          logit_error, grad_error, rows_right = 0.0, 0.0, True
          for j, head in enumerate(net.heads):
              stride = int(np.prod(factors[j + 1:]))
              digits = (flat // stride) % factors[j]
              weights = head.weight.detach().numpy().astype(np.float64)
              expected += np.einsum('ij,ij->i', h64[segment], weights[digits])
              grad = head.weight.grad.coalesce()
              rows = grad.indices()[0].numpy()
              rows_right &= sorted(rows.tolist()) == sorted(set(digits.tolist()))
              want = np.zeros_like(weights)
              np.add.at(want, digits, h64[segment])
              grad_error = max(grad_error, float(np.abs(grad.to_dense().numpy() - want).max() / np.abs(want).max()))
          logit_error = float(np.abs(logits.detach().numpy() - expected).max() / np.abs(expected).max())
          print(name, len(flat), logit_error, grad_error, rows_right)
      case('nim', [56], 16, 32, 10)
      case('factored', [7, 8], 16, 32, 10)
      case('many-actions', [100000], 8, 64, 1)
      """;

  @Test
  void legalLogitsAndTheirGradientAreTheDefinitions() throws IOException, InterruptedException {
    String output = CliLearningLoopTest.torchScriptOutput(SCRIPT, 120);
    List<String> lines = output.strip().lines().filter(line -> !line.contains("Warning")).toList();
    assertThat(lines).as(output).hasSize(3);
    List<String> names = List.of("nim", "factored", "many-actions");
    List<Integer> legal = List.of(320, 320, 64);
    for (int k = 0; k < 3; k++) {
      String[] words = lines.get(k).split(" ");
      assertThat(words).as(output).hasSize(5);
      assertThat(words[0]).isEqualTo(names.get(k));
      assertThat(Integer.parseInt(words[1])).as("legal actions of %s", words[0]).isEqualTo(legal.get(k));
      // Single-precision sums of a few hundred terms: relative errors of about 1e-7 each.
      assertThat(Double.parseDouble(words[2])).as("logits of %s, largest relative error", words[0]).isLessThan(1e-5);
      assertThat(Double.parseDouble(words[3])).as("gradient of %s, largest relative error", words[0]).isLessThan(1e-5);
      assertThat(words[4]).as("%s: the gradient's rows are the digits that occur", words[0]).isEqualTo("True");
    }
  }
}
