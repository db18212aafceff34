package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The retrograde solver ({@link PylosSolver#solveExactly}) against the independent minimax of
 * {@link PylosMinimax} and against the depth-bounded proof search, on late positions of random
 * games of all three rule sets; and the defining property of a draw.
 */
class PylosExactSolverProperties {
  /**
   * Late positions of the rule sets that take balls back either reach few positions (under 60,000
   * in the samples measured) or, through take-backs, a large part of the game (over 400,000): the
   * budget keeps the second kind quick, as {@link Verdict#UNKNOWN}.
   */
  private static final int BUDGET = 200_000;

  /** The exact value agrees with minimax within {@code depth} plies, and the best move keeps it. */
  private static void agreesWithMinimax(Pylos rules, int left, int depth, int tries) {
    PylosSolver solver = PylosSolver.of(rules, 12);
    Set<Verdict> seen = EnumSet.noneOf(Verdict.class);
    ForAll.values("exact = minimax " + rules.ruleSet(), tries, PylosSolverProperties.latePositions(rules, left), state -> {
      PylosMinimax minimax = new PylosMinimax(rules);
      Result exact = solver.solveExactly(state, BUDGET);
      seen.add(exact.verdict());
      if (exact.verdict() == Verdict.UNKNOWN) {
        assertThat(exact.nodes()).isEqualTo(BUDGET); // given up only at the budget
        return;
      }
      for (int d = 0; d <= depth; d++) {
        boolean win = exact.verdict() == Verdict.WIN && exact.plies() <= d;
        boolean loss = exact.verdict() == Verdict.LOSS && exact.plies() <= d;
        assertThat(minimax.win(state, d)).as("%s win within %d: %s", state, d, exact).isEqualTo(win);
        assertThat(minimax.lose(state, d)).as("%s loss within %d: %s", state, d, exact).isEqualTo(loss);
      }
      if (exact.verdict() == Verdict.WIN && exact.plies() <= depth) {
        PylosState after = rules.play(state, exact.bestMove().orElseThrow());
        assertThat(minimax.lose(after, exact.plies() - 1)).as("best move of %s", exact).isTrue();
      }
    });
    PylosSolverProperties.sawWinsAndLosses(seen, tries);
  }

  @Test
  void childrensRulesAgreeWithMinimax() {
    agreesWithMinimax(Pylos.children(), 8, 13, 30);
    // The children's game is finite: every position is decided, and never a draw.
  }

  @Test
  void standardRulesAgreeWithMinimax() {
    agreesWithMinimax(Pylos.standard(), 5, 11, 30);
  }

  @Test
  void matureRulesAgreeWithMinimax() {
    agreesWithMinimax(Pylos.mature(), 4, 9, 30);
  }

  /**
   * Deeper positions, where minimax is too slow: the depth search proves exactly the wins and
   * losses of the retrograde solver, with the same distance, and nothing for a draw.
   */
  private static void agreesWithTheDepthSearch(Pylos rules, int left, int tries) {
    PylosSolver solver = PylosSolver.of(rules, 18);
    int budget = rules.ruleSet() == PylosRuleSet.CHILDREN ? 3_000_000 : BUDGET;
    ForAll.values("exact = depth search " + rules.ruleSet(), tries, PylosSolverProperties.latePositions(rules, left),
        state -> {
          Result exact = solver.solveExactly(state, budget);
          if (exact.verdict() == Verdict.UNKNOWN) {
            assertThat(rules.ruleSet()).isNotEqualTo(PylosRuleSet.CHILDREN);
            return;
          }
          if (exact.verdict() == Verdict.DRAW) {
            assertThat(solver.solve(state, 21).verdict()).as("%s", state).isEqualTo(Verdict.UNKNOWN);
          } else {
            Result search = solver.solve(state, exact.plies());
            assertThat(search.verdict()).as("%s", state).isEqualTo(exact.verdict());
            assertThat(search.plies()).as("%s", state).isEqualTo(exact.plies());
          }
        });
  }

  @Test
  void childrensRulesAgreeWithTheDepthSearch() {
    agreesWithTheDepthSearch(Pylos.children(), 10, 10);
  }

  @Test
  void standardRulesAgreeWithTheDepthSearch() {
    agreesWithTheDepthSearch(Pylos.standard(), 7, 15);
  }

  @Test
  void matureRulesAgreeWithTheDepthSearch() {
    agreesWithTheDepthSearch(Pylos.mature(), 5, 15);
  }
}
