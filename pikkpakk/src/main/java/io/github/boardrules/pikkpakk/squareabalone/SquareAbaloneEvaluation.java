package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.MoveBuffer;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneEngine;
import java.util.Objects;

/**
 * A heuristic value of Square Abalone positions for {@code AlphaBetaBot}. The game is won by pushing off N opponent balls,
 * so it counts, for the player minus the same for the opponent:
 *
 * <ul>
 *   <li><b>material</b>: {@value #PER_BALL} per ball pushed off ({@link
 *       SquareAbaloneState#captured}). A ball is the only lasting gain, so it outweighs everything
 *       else; the bot itself scores a reached N as a win, far above any value here.
 *   <li><b>edge danger</b>: {@value #PER_THREAT} per ball of the opponent's standing on the rim at
 *       the end of a run that touches the edge and in which the player has a strict majority — the
 *       one-point push of that run towards the edge would drop the ball now (counted once per
 *       line, so a corner ball can count twice). It is worth less than a ball, since the threatened
 *       side may move first; pushes of several points (options a and b) can threaten more balls
 *       than this counts.
 *   <li><b>mobility</b>: {@value #PER_MOVE} per legal move, as the game's options allow them — the
 *       runs in which the player has the majority, and where they may go. A player without moves
 *       loses, and more majority runs mean more ways to attack and defend. In the joint opening's
 *       placement phase both have the same placements, so it counts 0.
 * </ul>
 *
 * <p>The largest value, 24 balls and every line end, stays far within {@link Evaluation#MAX}.
 *
 * <pre>{@code
 * SquareAbalone rules =
 *     SquareAbalone.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
 * AlphaBetaBot<SquareAbaloneState, SquareAbaloneMove> bot =
 *     AlphaBetaBot.builder(rules, SquareAbaloneEvaluation.of(rules))
 *         .hash(SquareAbaloneState::positionHash).maxDepth(3).build();
 * }</pre>
 *
 * <p>Thread-safe: each call uses its own scratch buffer.
 */
@API(status = STABLE, since = "0.1.0")
public final class SquareAbaloneEvaluation implements Evaluation<SquareAbaloneState> {
  /** The value of one ball pushed off. */
  public static final int PER_BALL = 1_000;

  /** The value of one ball of the opponent's that a one-point push can drop now. */
  public static final int PER_THREAT = 300;

  /** The value of one legal move. */
  public static final int PER_MOVE = 10;

  private static final int SIZE = SquareAbalone.SIZE;
  private static final int LAST = SIZE - 1;

  private final SquareAbalone rules;

  private SquareAbaloneEvaluation(SquareAbalone rules) {
    this.rules = rules;
  }

  /**
   * Returns the evaluation for one configured game (mobility depends on its options).
   *
   * @param rules the game
   * @return the evaluation
   */
  public static SquareAbaloneEvaluation of(SquareAbalone rules) {
    return new SquareAbaloneEvaluation(Objects.requireNonNull(rules, "rules"));
  }

  @Override
  public int evaluate(SquareAbaloneState state, Player player) {
    int mine = LineBoard.plane(player);
    int theirs = LineBoard.otherPlane(mine);
    int value = PER_BALL * (state.captured(player) - state.captured(player.opponent()));
    int threats = 0;
    for (long word : state.rows()) {
      threats += edgeThreats(word, mine, theirs);
    }
    for (long word : state.columns()) {
      threats += edgeThreats(word, mine, theirs);
    }
    value += PER_THREAT * threats;
    if (!rules.placing(state.ply())) {
      MoveBuffer buffer = new MoveBuffer(SIZE);
      int own = rules.moveCount(state, player, buffer);
      value += PER_MOVE * (own - rules.moveCount(state, player.opponent(), buffer));
    }
    return value;
  }

  /**
   * Returns the balls of {@code theirs} the runs at the two ends of one line can drop, minus the
   * balls of {@code mine} they can drop.
   */
  private static int edgeThreats(long word, int mine, int theirs) {
    int occupied = LineBoard.occupancy(word);
    int own = LineBoard.mask(word, mine);
    int their = LineBoard.mask(word, theirs);
    int value = 0;
    if ((occupied & 1) != 0) {
      value += threat(own, their, (1 << LineBoard.runLength(occupied, 0)) - 1, 1);
    }
    if ((occupied >>> LAST & 1) != 0) {
      int length = SquareAbaloneEngine.runLengthDown(occupied, LAST);
      value += threat(own, their, ((1 << length) - 1) << (SIZE - length), 1 << LAST);
    }
    return value;
  }

  /** +1 if the rim ball of {@code run} is the opponent's and the player has the majority there. */
  private static int threat(int own, int their, int run, int rim) {
    int ownCount = Integer.bitCount(own & run);
    int theirCount = Integer.bitCount(their & run);
    if ((their & rim) != 0 && ownCount > theirCount) {
      return 1;
    }
    if ((own & rim) != 0 && theirCount > ownCount) {
      return -1;
    }
    return 0;
  }

  @Override
  public String toString() {
    return "SquareAbaloneEvaluation[material, edge danger, mobility]";
  }
}
