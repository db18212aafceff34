package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.util.Objects;

/**
 * A heuristic value of five-in-a-row-with-shifting positions for {@code AlphaBetaBot}: the
 * <em>open windows</em> count of five-in-a-row games. Every set of five points in a row on the
 * 9x9 board (140 of them: 45 across, 45 down, 50 diagonal) that holds balls of one colour only is
 * worth 1, 8, 64 or 512 to that colour for 1, 2, 3 or 4 balls: a window of four with its fifth
 * point empty is a threat to win at the next placement. The value is the player's sum minus the
 * opponent's. In the shifting phase the same windows guide the search: a shift that makes five
 * wins, and the windows say how near each colour is to one.
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.standard();
 * AlphaBetaBot<FiveShiftState, PikkPakkMove> bot = AlphaBetaBot.builder(rules, FiveShiftEvaluation.standard())
 *     .hash(FiveShiftState::positionHash).maxDepth(4).build();
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
@API(status = STABLE, since = "0.2.0")
public final class FiveShiftEvaluation implements Evaluation<FiveShiftState> {
  private static final FiveShiftEvaluation STANDARD = new FiveShiftEvaluation();
  private static final int[] WEIGHT = {0, 1, 8, 64, 512, 512};
  private static final int SIZE = FiveShiftEngine.SIZE;
  private static final int FIVE = 5;
  private static final int POINT_MASK = (1 << SIZE) - 1;

  private FiveShiftEvaluation() {}

  /**
   * Returns the evaluation: open windows of five.
   *
   * @return the evaluation
   */
  public static FiveShiftEvaluation standard() {
    return STANDARD;
  }

  @Override
  public int evaluate(FiveShiftState state, Player player) {
    Objects.requireNonNull(state, "state");
    long[] rows = state.rows();
    int mine = LineBoard.plane(player);
    int theirs = LineBoard.otherPlane(mine);
    int[] own = new int[SIZE];
    int[] other = new int[SIZE];
    for (int r = 0; r < SIZE; r++) {
      own[r] = (int) (rows[r] >>> mine) & POINT_MASK;
      other[r] = (int) (rows[r] >>> theirs) & POINT_MASK;
    }
    int value = 0;
    // Across: five neighbouring bits of one row.
    for (int r = 0; r < SIZE; r++) {
      for (int c = 0; c + FIVE <= SIZE; c++) {
        value += window(Integer.bitCount((own[r] >>> c) & 31), Integer.bitCount((other[r] >>> c) & 31));
      }
    }
    // Down and the two diagonals: step one row and 0, +1 or -1 columns.
    for (int dc = -1; dc <= 1; dc++) {
      for (int r = 0; r + FIVE <= SIZE; r++) {
        for (int c = 0; c < SIZE; c++) {
          int last = c + (FIVE - 1) * dc;
          if (last < 0 || last >= SIZE) {
            continue;
          }
          int a = 0;
          int b = 0;
          for (int k = 0; k < FIVE; k++) {
            int bit = 1 << (c + k * dc);
            a += (own[r + k] & bit) != 0 ? 1 : 0;
            b += (other[r + k] & bit) != 0 ? 1 : 0;
          }
          value += window(a, b);
        }
      }
    }
    return value;
  }

  /** A window's worth to the player whose balls are {@code mine}: its colour's, if it has one. */
  private static int window(int mine, int theirs) {
    if (theirs == 0) {
      return WEIGHT[mine];
    }
    return mine == 0 ? -WEIGHT[theirs] : 0;
  }

  @Override
  public String toString() {
    return "FiveShiftEvaluation[open windows of five]";
  }
}
