package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.RandomPlayout;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The UCT rule of {@link MctsBot} at the root, against a count of its own: a game that never ends
 * and whose three first moves open branches with playouts of fixed odds, each branch's results
 * drawn from a generator of its own. The root then visits its moves exactly as this test works out
 * with {@code wins/visits + c * sqrt(ln(parentVisits) / visits)}, ties to the first move, whatever
 * the tree grows below them; the chosen move's win rate, the wins of its visits' results over its
 * visits, tells whether the visits match.
 */
class MctsSelectionTest {
  /** The odds of a first-player win in the playouts of each branch. */
  private static final double[] ODDS = {0.6, 0.5, 0.45};

  private static final long[] SEEDS = {11, 12, 13};

  /** A node below the root: the branch (the first move) and the plies played; the root has branch -1. */
  record Branch(int first, int plies) {}

  enum Reason implements IllegalMoveReason {
    NO_SUCH_MOVE
  }

  /** Three moves at the root, two everywhere else; no end. */
  static final class Branches implements Rules<Branch, Integer> {
    @Override
    public Branch initialState() {
      return new Branch(-1, 0);
    }

    @Override
    public Player toMove(Branch branch) {
      return branch.plies() % 2 == 0 ? Player.FIRST : Player.SECOND;
    }

    @Override
    public List<Integer> legalMoves(Branch branch) {
      return branch.first() < 0 ? List.of(0, 1, 2) : List.of(0, 1);
    }

    @Override
    public Legality check(Branch branch, Integer move) {
      return legalMoves(branch).contains(move)
          ? Legality.legal()
          : Legality.illegal(Reason.NO_SUCH_MOVE, "no move " + move + " here");
    }

    @Override
    public Branch playUnchecked(Branch branch, Integer move) {
      return new Branch(branch.first() < 0 ? move : branch.first(), branch.plies() + 1);
    }

    @Override
    public Status status(Branch branch) {
      return Status.ongoing();
    }
  }

  /** Playouts whose results depend only on their branch: each branch draws from its own generator. */
  private static RandomPlayout<Branch> branchPlayouts() {
    SplittableRandom[] sources = sources();
    return (branch, random, plyCap) -> result(sources, branch.first());
  }

  private static SplittableRandom[] sources() {
    SplittableRandom[] sources = new SplittableRandom[SEEDS.length];
    for (int b = 0; b < SEEDS.length; b++) {
      sources[b] = new SplittableRandom(SEEDS[b]);
    }
    return sources;
  }

  private static PlayoutResult result(SplittableRandom[] sources, int branch) {
    return sources[branch].nextDouble() < ODDS[branch] ? PlayoutResult.FIRST_WINS : PlayoutResult.SECOND_WINS;
  }

  @Test
  void theRootVisitsItsMovesAsTheUctRuleSays() {
    for (int iterations : new int[] {50, 777, 3_000}) {
      for (double c : new double[] {Math.sqrt(2), 0.4}) {
        MctsBot.Search<Integer> search = MctsBot.builder(new Branches())
            .playout(branchPlayouts()).iterations(iterations).exploration(c).seed(5).build()
            .search(new Branches().initialState());

        // The count: each move once (the first three iterations expand them), then by the rule.
        SplittableRandom[] sources = sources();
        int[] visits = new int[3];
        double[] wins = new double[3];
        for (int i = 0; i < iterations; i++) {
          int chosen = i;
          if (i >= 3) {
            double logParent = Math.log(i);
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int b = 0; b < 3; b++) {
              double score = wins[b] / visits[b] + c * Math.sqrt(logParent / visits[b]);
              if (score > bestScore) {
                bestScore = score;
                chosen = b;
              }
            }
          }
          visits[chosen]++;
          wins[chosen] += result(sources, chosen) == PlayoutResult.FIRST_WINS ? 1 : 0;
        }
        int most = 0;
        for (int b = 1; b < 3; b++) {
          if (visits[b] > visits[most]) {
            most = b;
          }
        }
        assertThat(search.iterations()).isEqualTo(iterations);
        assertThat(search.move()).as("%d iterations, c %s: visits %s", iterations, c, List.of(visits[0], visits[1], visits[2]))
            .isEqualTo(most);
        assertThat(search.winRate()).as("%d iterations, c %s: visits %s", iterations, c, List.of(visits[0], visits[1], visits[2]))
            .isEqualTo(wins[most] / visits[most]);
      }
    }
  }
}
