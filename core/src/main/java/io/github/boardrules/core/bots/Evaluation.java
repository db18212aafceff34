package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;

/**
 * A heuristic value of a position that is not over, for alpha-beta search ({@code AlphaBetaBot}):
 * higher is better for the given player. Game modules ship one per game; any function of the state
 * will do.
 *
 * <pre>{@code
 * Evaluation<ZertzState> material = (state, player) ->
 *     1000 * (state.captured(player).total() - state.captured(player.opponent()).total());
 * }</pre>
 *
 * <p>Values must lie within ±{@value #MAX}; won and lost positions are scored by the bot itself,
 * far outside that range. An evaluation must be thread-safe when the bot searches on several
 * threads.
 *
 * @param <S> the state type
 */
@FunctionalInterface
@API(status = STABLE, since = "0.1.0")
public interface Evaluation<S extends Object> {
  /** The largest value an evaluation may return; the smallest is its negation. */
  int MAX = 1_000_000;

  /**
   * Returns how good the position is for {@code player}.
   *
   * @param state a position where the game is not over
   * @param player the player whose view is asked
   * @return a value from -{@value #MAX} to {@value #MAX}; 0 for even
   */
  int evaluate(S state, Player player);

  /**
   * Tells whether a position may be scored where a search reaches its horizon. A position that is
   * not quiet, such as one with a capture pending or a turn half played, is searched on until a
   * quiet one is reached (alpha-beta follows it a limited number of plies). Every position is quiet
   * unless an evaluation says otherwise.
   *
   * <pre>{@code
   * Evaluation<ZertzState> evaluation = ZertzEvaluation.standard();
   * boolean settled = evaluation.isQuiet(state);   // false while a capture is pending
   * }</pre>
   *
   * @param state a position where the game is not over
   * @return true if {@link #evaluate} may score it
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  default boolean isQuiet(S state) {
    return true;
  }

  /**
   * Tells whether a search spends no depth on the moves of a position that is not {@linkplain
   * #isQuiet quiet}: its depth then counts only the moves of quiet positions. Where the moves of
   * a position that is not quiet are forced (ZÈRTZ's compulsory captures), a depth of 2 then
   * sees two free turns however many captures come between them. False unless an evaluation says
   * otherwise; the search still stops such a line at its own limit of plies.
   *
   * <pre>{@code
   * ZertzEvaluation.standard().extendsNotQuiet();   // true: captures are forced
   * }</pre>
   *
   * @return true if the moves of a position that is not quiet cost a search no depth
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  default boolean extendsNotQuiet() {
    return false;
  }
}
