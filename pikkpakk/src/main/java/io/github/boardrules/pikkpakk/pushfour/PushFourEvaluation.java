package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;

/**
 * A heuristic value of push-four positions for {@code AlphaBetaBot}: the immediate threats first,
 * then the classic <em>open windows</em> count of four-in-a-row games.
 *
 * <ul>
 *   <li><b>Threats.</b> Where the player to move has a push that makes his four (a win, by the
 *       both-fours rule), the position is worth {@value #WIN_NOW} to him. Otherwise, where the
 *       other player has two or more such pushes, it is worth {@value #DOUBLE_THREAT} to the other:
 *       one push seldom stops both; a single one costs the player to move {@value #THREAT}. A
 *       threat is found by playing each of the 28 pushes, so it sees what the open windows cannot:
 *       a push shifts a whole chain and can make a four out of balls that were not in line.
 *   <li><b>Open windows.</b> Every set of four points in a row inside the 7x7 field (88 of them:
 *       28 horizontal, 28 vertical, 32 diagonal) that holds balls of one colour only is worth 1,
 *       10 or 100 to that colour for 1, 2 or 3 balls; the value is the player's sum minus the
 *       opponent's.
 * </ul>
 *
 * <p>The threats cost about twice the time of the windows alone for each position, and made the
 * catalogue's level 5 clearly stronger at the same number of positions (measured in the project's
 * {@code docs/bots.md}, "Push-four's openings").
 *
 * <pre>{@code
 * PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
 * AlphaBetaBot<PushFourState, PushFourMove> bot = AlphaBetaBot.builder(rules, PushFourEvaluation.standard())
 *     .hash(PushFourState::positionHash).maxDepth(4).build();
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class PushFourEvaluation implements Evaluation<PushFourState> {
  private static final PushFourEvaluation STANDARD = new PushFourEvaluation();

  /** The value of a position where the player to move can make his four: above any windows' sum. */
  @API(status = STABLE, since = "0.2.0")
  public static final int WIN_NOW = 100_000;

  /** The value, for the other player, of his having two pushes that make his four. */
  @API(status = STABLE, since = "0.2.0")
  public static final int DOUBLE_THREAT = 50_000;

  /** What one push of the other player's that makes his four costs the player to move. */
  @API(status = STABLE, since = "0.2.0")
  public static final int THREAT = 300;

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
    long[] columns = state.columns();
    int moverPlane = LineBoard.plane(state.toMove());
    int forMover = state.toMove() == player ? 1 : -1;
    if (PushFourEngine.winningPushes(rows, columns, moverPlane, 1) > 0) {
      return forMover * WIN_NOW;
    }
    int threats = PushFourEngine.winningPushes(rows, columns, LineBoard.otherPlane(moverPlane), 2);
    if (threats >= 2) {
      return -forMover * DOUBLE_THREAT;
    }
    return openWindows(rows, player) - forMover * threats * THREAT;
  }

  /** The open windows' sum for {@code player} minus the opponent's. */
  private static int openWindows(long[] rows, Player player) {
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
    return "PushFourEvaluation[threats, open windows]";
  }
}
