package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.testkit.Seeds;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The proof search against a plain minimax written here from the rules' public API (no table
 * entries shared across depths, no symmetry, no pruning by reserves), on late positions of random
 * games.
 */
class PylosSolverProperties {

  /** A position of a random game once the two reserves together hold at most {@code left} balls. */
  static Gen<PylosState> latePositions(Pylos rules, int left) {
    return random -> {
      while (true) {
        PylosState state = rules.initialState();
        SplittableRandom r = new SplittableRandom(random.nextLong());
        while (true) {
          List<PylosMove> moves = rules.legalMoves(state);
          if (moves.isEmpty()) {
            break;
          }
          if (state.reserve(Pylos.LIGHT) + state.reserve(Pylos.DARK) <= left) {
            return state;
          }
          state = rules.play(state, moves.get(r.nextInt(moves.size())));
        }
      }
    };
  }

  private static void agree(Pylos rules, int left, int depth, int tries) {
    PylosSolver solver = PylosSolver.of(rules, 16);
    Set<Verdict> seen = EnumSet.noneOf(Verdict.class);
    ForAll.values("solver = minimax " + rules.ruleSet() + " depth " + depth, tries,
        latePositions(rules, left), state -> {
          PylosMinimax minimax = new PylosMinimax(rules);
          Result result = solver.solve(state, depth);
          Verdict expected = Verdict.UNKNOWN;
          int plies = depth;
          for (int d = 0; d <= depth; d++) {
            if (minimax.win(state, d)) {
              expected = Verdict.WIN;
              plies = d;
              break;
            }
            if (minimax.lose(state, d)) {
              expected = Verdict.LOSS;
              plies = d;
              break;
            }
          }
          seen.add(expected);
          assertThat(result.verdict()).as("%s: %s", state, result).isEqualTo(expected);
          assertThat(result.plies()).as("%s: %s", state, result).isEqualTo(plies);
          if (expected == Verdict.WIN) {
            PylosState after = rules.play(state, result.bestMove().orElseThrow());
            assertThat(minimax.lose(after, plies - 1)).as("best move %s", result).isTrue();
          }
        });
    sawWinsAndLosses(seen, tries);
  }

  /**
   * The positions of a property tested something: proved wins and proved losses both occurred in
   * its declared tries. A re-run of one seed ({@code -Dboardrules.seed}) checks its one position.
   */
  static void sawWinsAndLosses(Set<Verdict> seen, int tries) {
    if (Seeds.scaled(1, tries) > 0) {
      assertThat(seen).as("the verdicts of the positions").contains(Verdict.WIN, Verdict.LOSS);
    }
  }

  /**
   * The least number of a property's positions whose exact solution fits the solver's budget: an
   * eighth of its tries. It asks that the property compared something, not how much: over 30 seed
   * bases the positions within the budget were 7 to 16 of 25 under the mature rules, the fewest.
   */
  static int withinTheBudget(int tries) {
    return Seeds.scaled(tries / 8, tries);
  }

  @Test
  void childrensRulesAgreeWithMinimax() {
    agree(Pylos.children(), 8, 13, 40);
  }

  @Test
  void standardRulesAgreeWithMinimax() {
    agree(Pylos.standard(), 6, 11, 40);
  }

  @Test
  void matureRulesAgreeWithMinimax() {
    agree(Pylos.mature(), 5, 9, 25);
  }
}
