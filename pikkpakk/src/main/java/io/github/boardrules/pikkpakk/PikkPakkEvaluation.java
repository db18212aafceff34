package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import java.util.Objects;

/**
 * A heuristic value of Pikk-Pakk positions for {@code AlphaBetaBot}:
 * the game is won by enclosing the TARGET, and lost by running out of moves, so it counts
 *
 * <ul>
 *   <li><b>siege</b>: the player's balls among the TARGET's four neighbours, weighted 0, 100, 400,
 *       1,600 for 0 to 3 of them (the fourth wins), minus the same for the opponent; a TARGET on the
 *       rim counts 0 for both, since it cannot be enclosed (with mobility 480, twice and half
 *       these weights lost self-play SPRTs);
 *   <li><b>mobility</b>: 480 per legal push of the player minus 480 per push of the opponent
 *       (pushes as the rules' variant allows them; in the joint opening's placement phase mobility
 *       is 0). A player without pushes loses, and 480 won a self-play SPRT against 240, as 240 did
 *       against 120, 120 against 60, 60 against 30 and 30 against the first weight, 10; 960 lost
 *       against 480 (the project's {@code docs/bots.md}).
 *   <li><b>material</b>, in the capture variant only (the only one in which balls leave the
 *       board) and not while the joint opening places balls: 2,000 per ball of the player on the
 *       board minus 2,000 per ball of the opponent, since a ball pushed off is a majority lost for
 *       good.
 *   <li><b>certain majorities</b>, while the joint opening places balls (mobility is still 0):
 *       960 for each row or column in which the player's majority no longer depends on the
 *       placements left (more of his balls than the opponent's and the line's empty points of
 *       the 7x7 area together), minus the same for the opponent. A full line with a majority
 *       gives its holder two pushes (2 × 480) when the pushing begins. Counting every current
 *       majority instead lost a self-play SPRT against the siege alone; counting the certain
 *       ones won it.
 * </ul>
 *
 * <p>In the capture variant the siege weighs nine times as much (0, 900, 3,600, 14,400): there
 * nearly every game ends with an enclosure, and runs of any length give both players many
 * pushes. Self-play SPRTs at a tenth of level 5's budget chose these: material 1,000 won against
 * none, 2,000 against 1,000 (and 4,000 against 2,000 with the basic siege); siege 300 won against
 * 100, 900 against 300, and with siege 300 material 4,000 did not beat 2,000.
 *
 * <pre>{@code
 * PikkPakk rules = PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
 * AlphaBetaBot<PikkPakkState, PikkPakkMove> bot = AlphaBetaBot.builder(rules, PikkPakkEvaluation.of(rules))
 *     .hash(PikkPakkState::positionHash).maxDepth(4).build();
 * }</pre>
 *
 * <p>Thread-safe: each call uses its own scratch buffer.
 */
@API(status = STABLE, since = "0.1.0")
public final class PikkPakkEvaluation implements Evaluation<PikkPakkState> {
  private static final int[] SIEGE = {0, 100, 400, 1_600, 1_600};
  private static final int[] CAPTURE_SIEGE = {0, 900, 3_600, 14_400, 14_400};
  private static final int PER_MOVE = 480;
  private static final int PER_BALL = 2_000;
  private static final int PER_CERTAIN_MAJORITY = 2 * PER_MOVE;

  private final PikkPakk rules;
  private final int[] siege;

  private PikkPakkEvaluation(PikkPakk rules) {
    this.rules = rules;
    this.siege = rules.capture() ? CAPTURE_SIEGE : SIEGE;
  }

  /**
   * Returns the evaluation for one configured game (mobility depends on its variants).
   *
   * @param rules the game
   * @return the evaluation
   */
  public static PikkPakkEvaluation of(PikkPakk rules) {
    return new PikkPakkEvaluation(Objects.requireNonNull(rules, "rules"));
  }

  @Override
  public int evaluate(PikkPakkState state, Player player) {
    rules.requireBoard(state);
    long[] rows = state.rows();
    int size = state.size();
    int target = state.targetIndex();
    int row = target / size;
    int column = target % size;
    int mine = LineBoard.plane(player);
    int theirs = LineBoard.otherPlane(mine);
    int value = 0;
    if (row > 0 && column > 0 && row < size - 1 && column < size - 1) {
      value += siege[around(rows, column, row, mine)] - siege[around(rows, column, row, theirs)];
    }
    if (!rules.placing(state)) {
      MoveBuffer buffer = new MoveBuffer(size);
      rules.engine().generate(rows, state.columns(), target, player, false, buffer);
      int own = buffer.size;
      rules.engine().generate(rows, state.columns(), target, player.opponent(), false, buffer);
      value += PER_MOVE * (own - buffer.size);
      if (rules.capture()) {
        value += PER_BALL * (LineBoard.count(rows, mine) - LineBoard.count(rows, theirs));
      }
    } else {
      value += PER_CERTAIN_MAJORITY * (certainMajorities(rows, mine, theirs)
          + certainMajorities(state.columns(), mine, theirs));
    }
    return value;
  }

  /** Lines whose majority stays the player's whatever fills their empty points, minus theirs. */
  private static int certainMajorities(long[] lines, int mine, int theirs) {
    int count = 0;
    for (long line : lines) {
      int own = Integer.bitCount(LineBoard.mask(line, mine));
      int other = Integer.bitCount(LineBoard.mask(line, theirs));
      int empty = PikkPakk.BLOCK - own - other
          - Integer.bitCount(LineBoard.mask(line, LineBoard.TARGET_PLANE));
      if (own > other + empty) {
        count++;
      } else if (other > own + empty) {
        count--;
      }
    }
    return count;
  }

  private static int around(long[] rows, int column, int row, int plane) {
    return (int) ((rows[row] >>> (plane + column - 1)) & 1)
        + (int) ((rows[row] >>> (plane + column + 1)) & 1)
        + (int) ((rows[row - 1] >>> (plane + column)) & 1)
        + (int) ((rows[row + 1] >>> (plane + column)) & 1);
  }

  @Override
  public String toString() {
    return "PikkPakkEvaluation[siege, mobility" + (rules.capture() ? ", material" : "")
        + (rules.jointOpening() ? ", certain majorities while placing" : "") + "]";
  }
}
