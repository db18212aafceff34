package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosModel;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The sweeps of the standard and mature tables ({@link PylosTableSweep}'s evaluation, run to the
 * fixpoint by {@link SweepTableValues} over the positions reachable from a late position) against
 * the retrograde analysis of {@link PylosSolver#solveExactly} and the coordinate minimax of
 * {@link PylosCoordinateMinimax}, which shares no code with the engine: the same wins, losses and
 * draws, and bounds that are real (the winner wins within them) and never below the shortest;
 * and at the fixpoint every stored value is what its moves' values give.
 */
class PylosTableSweepProperties {
  private static void agree(Pylos rules, int left, int depth, int tries) {
    PylosSolver solver = PylosSolver.of(rules, 12);
    Set<Verdict> seen = EnumSet.noneOf(Verdict.class);
    int[] compared = {0};
    ForAll.values("sweeps = solveExactly = coordinate minimax " + rules.ruleSet(), tries,
        PylosSolverProperties.latePositions(rules, left), state -> {
          Result exact = solver.solveExactly(state, 200_000);
          if (exact.verdict() == Verdict.UNKNOWN) {
            return; // a take-back position reaching more than the budget
          }
          compared[0]++;
          SweepTableValues sweeps = new SweepTableValues(rules, state, 2_000_000);
          int value = sweeps.evaluate(state) & 0xFF;
          Verdict verdict = value == PylosTableSolve.UNDECIDED ? Verdict.DRAW
              : value % 2 == 1 ? Verdict.WIN : Verdict.LOSS;
          seen.add(verdict);
          assertThat(verdict).as("sweeps of %s", state).isEqualTo(exact.verdict());
          if (verdict != Verdict.DRAW) {
            assertThat(value).as("bound of %s", state).isGreaterThanOrEqualTo(exact.plies());
          }
          PylosModel model = new PylosModel(rules, state);
          PylosCoordinateMinimax minimax = new PylosCoordinateMinimax();
          for (int d = 0; d <= depth; d++) {
            if (minimax.win(model, d)) {
              assertThat(verdict).as("%s won within %d", state, d).isEqualTo(Verdict.WIN);
            }
            if (minimax.lose(model, d)) {
              assertThat(verdict).as("%s lost within %d", state, d).isEqualTo(Verdict.LOSS);
            }
          }
          if (verdict == Verdict.WIN && value <= depth) {
            assertThat(minimax.win(model, value)).as("%s won within its bound %d", state, value).isTrue();
          }
          if (verdict == Verdict.LOSS && value <= depth) {
            assertThat(minimax.lose(model, value)).as("%s lost within its bound %d", state, value).isTrue();
          }
          everyStoredValueIsAFixpointAndABound(sweeps);
        });
    PylosSolverProperties.sawWinsAndLosses(seen, tries);
    assertThat(compared[0]).as("positions within the budget")
        .isGreaterThanOrEqualTo(PylosSolverProperties.withinTheBudget(tries));
  }

  private static void everyStoredValueIsAFixpointAndABound(SweepTableValues sweeps) {
    for (long key : sweeps.keys()) {
      int stored = sweeps.stored(key);
      int now = sweeps.evaluate(key) & 0xFF;
      if (stored == PylosTableSolve.UNDECIDED) {
        assertThat(now).as("a draw stays undecided").isEqualTo(PylosTableSolve.UNDECIDED);
      } else if (stored % 2 == 0) {
        assertThat(now).as("a loss is one more than its longest won successor").isEqualTo(stored);
      } else {
        assertThat(now % 2).as("a win has a lost successor").isEqualTo(1);
        assertThat(now).as("the lost successor it was decided by is still there").isLessThanOrEqualTo(stored);
      }
    }
  }

  @Test
  void standardRules() {
    agree(Pylos.standard(), 5, 9, 25);
  }

  @Test
  void matureRules() {
    agree(Pylos.mature(), 3, 9, 25);
  }

}
