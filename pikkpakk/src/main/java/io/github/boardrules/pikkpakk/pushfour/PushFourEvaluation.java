package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;

/**
 * A heuristic value of push-four positions for {@code AlphaBetaBot}:
 * the classic <em>open windows</em> count of four-in-a-row games. Every set of four points in a
 * row inside the 7x7 field (88 of them: 28 horizontal, 28 vertical, 32 diagonal) that holds balls
 * of one colour only is worth 1, 10 or 100 to that colour for 1, 2 or 3 balls; the value is the
 * player's sum minus the opponent's. Pushes shift whole chains, so windows are only a guide, but a
 * cheap one: a few mask operations per window.
 *
 * <pre>{@code
 * PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
 * AlphaBetaBot<PushFourState, PushFourMove> bot = AlphaBetaBot.builder(rules, PushFourEvaluation.standard())
 *     .hash(PushFourState::positionHash).maxDepth(4).build();
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class PushFourEvaluation implements Evaluation<PushFourState> {
  private static final PushFourEvaluation STANDARD = new PushFourEvaluation();
  private static final int[] WEIGHT = {0, 1, 10, 100, 100};
  private static final int SIDE = PushFourEngine.FIELD_LENGTH;
  /** The windows as masks over the field's 49 points, bit {@code row * 7 + column} from b2. */
  private static final long[] WINDOWS = windows();

  private PushFourEvaluation() {}

  /**
   * Returns the evaluation.
   *
   * @return the open-windows evaluation
   */
  public static PushFourEvaluation standard() {
    return STANDARD;
  }

  private static long[] windows() {
    int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
    long[] found = new long[88];
    int n = 0;
    for (int[] step : steps) {
      for (int row = 0; row < SIDE; row++) {
        for (int column = 0; column < SIDE; column++) {
          int lastColumn = column + 3 * step[0];
          int lastRow = row + 3 * step[1];
          if (lastColumn < 0 || lastColumn >= SIDE || lastRow >= SIDE) {
            continue;
          }
          long window = 0;
          for (int k = 0; k < 4; k++) {
            window |= 1L << ((row + k * step[1]) * SIDE + column + k * step[0]);
          }
          found[n++] = window;
        }
      }
    }
    return found;
  }

  @Override
  public int evaluate(PushFourState state, Player player) {
    long[] rows = state.rows();
    int mine = LineBoard.plane(player);
    long own = field(rows, mine);
    long theirs = field(rows, LineBoard.otherPlane(mine));
    int value = 0;
    for (long window : WINDOWS) {
      if ((theirs & window) == 0) {
        value += WEIGHT[Long.bitCount(own & window)];
      } else if ((own & window) == 0) {
        value -= WEIGHT[Long.bitCount(theirs & window)];
      }
    }
    return value;
  }

  private static long field(long[] rows, int plane) {
    long field = 0;
    for (int r = 0; r < SIDE; r++) {
      long line = (rows[PushFourEngine.FIELD_LOW + r] >>> (plane + PushFourEngine.FIELD_LOW)) & ((1L << SIDE) - 1);
      field |= line << (r * SIDE);
    }
    return field;
  }

  @Override
  public String toString() {
    return "PushFourEvaluation[open windows]";
  }
}
