package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The table's evaluation (index, symmetry, the two shortcuts of a player without reserve, fastest
 * win and longest loss), run by {@link MemoTableValues} on late children's positions, against the
 * independent minimax of {@link PylosMinimax} and against the retrograde analysis of {@link
 * PylosSolver#solveExactly}.
 */
class PylosTableProperties {
  @Test
  void distancesAgreeWithMinimax() {
    Pylos rules = Pylos.children();
    ForAll.values("table = minimax", 30, PylosSolverProperties.latePositions(rules, 8), state -> {
      int distance = new MemoTableValues().distance(state);
      PylosMinimax minimax = new PylosMinimax(rules);
      for (int d = 0; d <= 13; d++) {
        boolean win = distance % 2 == 1 && distance <= d;
        boolean loss = distance % 2 == 0 && distance <= d;
        assertThat(minimax.win(state, d)).as("%s win within %d: %d", state, d, distance).isEqualTo(win);
        assertThat(minimax.lose(state, d)).as("%s loss within %d: %d", state, d, distance).isEqualTo(loss);
      }
    });
  }

  @Test
  void distancesAgreeWithTheRetrogradeAnalysis() {
    Pylos rules = Pylos.children();
    PylosSolver solver = PylosSolver.of(rules, 12);
    ForAll.values("table = solveExactly", 20, PylosSolverProperties.latePositions(rules, 9), state -> {
      Result exact = solver.solveExactly(state, 3_000_000);
      assertThat(exact.verdict()).isIn(Verdict.WIN, Verdict.LOSS);
      int distance = new MemoTableValues().distance(state);
      assertThat(distance % 2 == 1 ? Verdict.WIN : Verdict.LOSS).as("%s", state).isEqualTo(exact.verdict());
      assertThat(distance).as("%s", state).isEqualTo(exact.plies());
    });
  }
}
