package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosModel;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The solvers against brute-force minimax on the coordinate model ({@link PylosCoordinateMinimax}
 * over {@link PylosModel}, which shares no code with the engine), on late positions of random
 * games of all three rule sets: the retrograde analysis and the depth search for each, and the
 * children's table evaluation.
 */
class PylosCoordinateMinimaxProperties {
  private static void agree(Pylos rules, int left, int depth, int tries) {
    PylosSolver solver = PylosSolver.of(rules, 12);
    Set<Verdict> seen = EnumSet.noneOf(Verdict.class);
    int[] compared = {0};
    ForAll.values("solvers = coordinate minimax " + rules.ruleSet(), tries,
        PylosSolverProperties.latePositions(rules, left), state -> {
          Result exact = solver.solveExactly(state, 200_000);
          if (exact.verdict() == Verdict.UNKNOWN) {
            return; // a take-back position reaching more than the budget
          }
          seen.add(exact.verdict());
          compared[0]++;
          PylosModel model = new PylosModel(rules, state);
          PylosCoordinateMinimax minimax = new PylosCoordinateMinimax();
          for (int d = 0; d <= depth; d++) {
            boolean win = exact.verdict() == Verdict.WIN && exact.plies() <= d;
            boolean loss = exact.verdict() == Verdict.LOSS && exact.plies() <= d;
            assertThat(minimax.win(model, d)).as("%s win within %d: %s", state, d, exact).isEqualTo(win);
            assertThat(minimax.lose(model, d)).as("%s loss within %d: %s", state, d, exact).isEqualTo(loss);
          }
          if (exact.verdict() != Verdict.DRAW && exact.plies() <= depth) {
            Result search = solver.solve(state, exact.plies());
            assertThat(search.verdict()).as("depth search of %s", state).isEqualTo(exact.verdict());
            assertThat(search.plies()).as("depth search of %s", state).isEqualTo(exact.plies());
          }
          if (rules.ruleSet() == PylosRuleSet.CHILDREN) {
            assertThat(new MemoTableValues().distance(state)).as("table of %s", state).isEqualTo(exact.plies());
          }
        });
    PylosSolverProperties.sawWinsAndLosses(seen, tries);
    assertThat(compared[0]).as("positions within the budget")
        .isGreaterThanOrEqualTo(PylosSolverProperties.withinTheBudget(tries));
  }

  @Test
  void childrensRules() {
    agree(Pylos.children(), 7, 11, 25);
  }

  @Test
  void standardRules() {
    agree(Pylos.standard(), 5, 11, 25);
  }

  @Test
  void matureRules() {
    agree(Pylos.mature(), 4, 9, 25);
  }
}
