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

  /**
   * Returns an upper bound on what one move of the player to move in {@code state} can reach,
   * counting only the moves after which the game goes on in a {@linkplain #isQuiet quiet}
   * position: every such position {@code child} scores at most the bound for him, as a search
   * scores it ({@code evaluate(child, him)} where he moves again, else {@code -evaluate(child,
   * opponent)}). Alpha-beta uses it one move before its horizon, where such positions would be
   * scored: when the bound cannot beat what the search has already found, it plays each move and
   * checks that the game goes on in a quiet position, but does not evaluate it (nor plays a move
   * that the game's {@link QuietMoves} names). The search's value is the same; it is only
   * cheaper. {@link #MAX} by default: no bound, and nothing is skipped.
   *
   * <pre>{@code
   * // ZÈRTZ: a quiet move captures only by isolating a group, so the bound is the material
   * // now plus the most that isolations can add this turn.
   * int ceiling = ZertzEvaluation.standard().quietMoveBound(state);
   * }</pre>
   *
   * <p>A bound that some position exceeds makes the search miss it: a wrong bound is a wrong
   * search. An evaluation whose bound is not cheap to work out should keep the default.
   *
   * @param state a quiet position where the game is not over
   * @return at least the value for the player to move of every quiet position one move reaches
   *     where the game goes on; {@link #MAX} for no bound
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  default int quietMoveBound(S state) {
    return MAX;
  }
}
