package io.github.boardrules.nim.solve;

import io.github.boardrules.core.Player;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import org.junit.jupiter.api.Test;

/** The solver against brute-force minimax on random positions of boards too large to enumerate. */
class GridNimSolverProperties {

  /** One to ten balls anywhere on the board, either player to move. */
  private static Gen<GridNimState> sparsePositions(GridNim rules) {
    return random -> {
      long balls = 0;
      int count = 1 + random.nextInt(10);
      while (Long.bitCount(balls) < count) {
        balls |= 1L << random.nextInt(rules.pointCount());
      }
      return rules.state(balls, random.nextBoolean() ? Player.FIRST : Player.SECOND);
    };
  }

  @Test
  void largeBoardsAreSearchedOnDemandAndAgreeWithBruteForce() {
    // 25 points is over the table limit: these solvers search and remember parts.
    for (GridNim rules : GridNimSolverTest.games(5, 5)) {
      BruteForce<GridNimState, GridNimMove> brute = new BruteForce<>(rules);
      GridNimSolver solver = GridNimSolver.of(rules);
      ForAll.values(
          "on-demand solver agrees with brute force on random positions of up to 10 balls: " + rules,
          60,
          sparsePositions(rules),
          state -> GridNimSolverTest.checkPosition(rules, solver, brute, state));
    }
  }
}
