package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosSpots;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A result's text says "in" for an exact distance and "within" for a bound, never a bound as if
 * it were the distance.
 */
class PylosResultTextTest {
  private static final PylosMove A1 = PylosMove.place(PylosSpots.parse("a1"));

  @Test
  void anExactDistanceSaysInAndABoundSaysWithin() {
    Result exact = new Result(Verdict.WIN, 7, Optional.of(A1), 1234);
    assertThat(exact.isBound()).isFalse();
    assertThat(exact).hasToString("WIN in 7 plies (a1), 1234 nodes");
    Result bound = new Result(Verdict.LOSS, 42, Optional.empty(), 30, true);
    assertThat(bound.isBound()).isTrue();
    assertThat(bound).hasToString("LOSS within 42 plies, 30 nodes");
    assertThat(new Result(Verdict.DRAW, 0, Optional.of(A1), 5)).hasToString("DRAW (a1), 5 nodes");
    assertThat(new Result(Verdict.UNKNOWN, 15, Optional.empty(), 99))
        .hasToString("UNKNOWN (nothing proved within 15 plies), 99 nodes");
  }

  @Test
  void theSearchesGiveExactDistances() {
    // 28 balls, the level-2 spot 2b2 empty, 14 a side: the player to move fills it with his last
    // ball and the opponent places the top: a loss in exactly two plies.
    long all = Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse("2b2"));
    long own = 0;
    for (long b = all; Long.bitCount(own) < 14; b &= b - 1) {
      own |= Long.lowestOneBit(b);
    }
    PylosState state = Pylos.children().state(own, all & ~own, Pylos.LIGHT, 28);
    Result searched = PylosSolver.of(Pylos.children()).solve(state, 4);
    assertThat(searched.isBound()).isFalse();
    assertThat(searched.toString()).startsWith("LOSS in 2 plies, ");
    Result exact = PylosSolver.of(Pylos.children()).solveExactly(state, 1_000);
    assertThat(exact.isBound()).isFalse();
    assertThat(exact.toString()).startsWith("LOSS in 2 plies");
  }
}
