package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import java.util.Objects;

/**
 * A heuristic value of a ZÈRTZ position for {@code AlphaBetaBot}:
 * how far each player has come towards a winning set, the player's progress less the opponent's.
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();
 * AlphaBetaBot<ZertzState, ZertzMove> bot =
 *     AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules))
 *         .maxDepth(3)
 *         .hash(ZertzState::positionHash)
 *         .build();
 * ZertzMove move = bot.chooseMove(state);
 * }</pre>
 *
 * <p><b>What it counts.</b> A game is won by the first winning set of captured marbles, so the
 * value counts captured marbles against the marble set, not marbles as such: a white marble is
 * worth more than a black one because fewer whites make a set. For each player, with {@code w},
 * {@code g}, {@code b} the marbles of each colour he holds and {@code nw}, {@code ng}, {@code nb},
 * {@code e} the numbers the marble set needs (one colour, or {@code e} of each):
 *
 * <ul>
 *   <li><b>closeness</b> = the largest of {@code w/nw}, {@code g/ng}, {@code b/nb} and {@code
 *       min(w, g, b)/e}: the share of his nearest winning set he holds, weighted 6,000;
 *   <li><b>material</b> = {@code (w/nw + g/ng + b/nb) / 3}: every capture counts towards some set
 *       and keeps options open, weighted 3,000.
 * </ul>
 *
 * <p>The value for a player is his sum less the opponent's, so it is antisymmetric and lies well
 * within ±{@link Evaluation#MAX}. It does not look at the board: captures are compulsory and
 * come in chains, so the search's own plies judge the tactics better than a static count of
 * threats would; the evaluation only tells the search which captured marbles matter. A position
 * where a marble can jump is {@linkplain #isQuiet not quiet}: the search plays the captures out
 * before it scores.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class ZertzEvaluation implements Evaluation<ZertzState> {
  private static final int CLOSENESS = 6_000;
  private static final int MATERIAL = 3_000;

  private final MarbleSet marbleSet;

  private ZertzEvaluation(MarbleSet marbleSet) {
    this.marbleSet = marbleSet;
  }

  /**
   * Returns the evaluation for the basic marble set of {@link Zertz#standard()}.
   *
   * @return the evaluation
   */
  public static ZertzEvaluation standard() {
    return new ZertzEvaluation(MarbleSet.BASIC);
  }

  /**
   * Returns the evaluation for the marble set of some rules.
   *
   * @param rules the game
   * @return the evaluation
   */
  public static ZertzEvaluation of(Zertz rules) {
    return new ZertzEvaluation(rules.marbleSet());
  }

  /**
   * Returns the marble set whose winning sets this evaluation counts.
   *
   * @return the marble set
   */
  public MarbleSet marbleSet() {
    return marbleSet;
  }

  @Override
  public int evaluate(ZertzState state, Player player) {
    Objects.requireNonNull(state, "state");
    return progress(state, player) - progress(state, player.opponent());
  }

  /** Returns a player's progress towards a winning set, 0 to 9,000. */
  private int progress(ZertzState state, Player player) {
    int w = state.captured(player, Marble.WHITE);
    int g = state.captured(player, Marble.GREY);
    int b = state.captured(player, Marble.BLACK);
    int nw = marbleSet.needed(Marble.WHITE);
    int ng = marbleSet.needed(Marble.GREY);
    int nb = marbleSet.needed(Marble.BLACK);
    double fw = Math.min(1.0, (double) w / nw);
    double fg = Math.min(1.0, (double) g / ng);
    double fb = Math.min(1.0, (double) b / nb);
    double each = Math.min(1.0, (double) Math.min(w, Math.min(g, b)) / marbleSet.eachNeeded());
    double closeness = Math.max(Math.max(fw, fg), Math.max(fb, each));
    double material = (fw + fg + fb) / 3;
    return (int) Math.round(CLOSENESS * closeness + MATERIAL * material);
  }

  /**
   * Tells whether no capture is pending: captures are compulsory, so a position where a marble can
   * jump is not quiet, and alpha-beta searches the captures before it scores.
   *
   * @param state a position where the game goes on
   * @return false when the player to move can capture
   */
  @Override
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public boolean isQuiet(ZertzState state) {
    return !state.board().rings().canCapture(state.rings(), state.occupied());
  }

  /**
   * Describes the evaluation, such as {@code ZertzEvaluation[BASIC]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "ZertzEvaluation[" + marbleSet + "]";
  }
}
