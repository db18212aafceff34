package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.function.Predicate;

/**
 * A game's shortcut for alpha-beta one move before its horizon: the moves of a position that lead,
 * for certain, to a position the search would score at once. Where the evaluation's {@linkplain
 * Evaluation#quietMoveBound bound} cannot beat what the search has found, such a move gets the
 * bound without being played: the search's moves, values and position counts are the same as
 * without the shortcut, in less time. ZÈRTZ's placements from the pool that give no capture are
 * such moves: about half the positions its top level visits.
 *
 * <pre>{@code
 * QuietMoves<ZertzState, ZertzMove> quiet = evaluation::quietPlacements;
 * Predicate<ZertzMove> test = quiet.at(state);       // made once for the position's moves
 * boolean skipped = test.test(move);                // true: no capture follows, the game goes on
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
@API(status = EXPERIMENTAL, since = "0.2.0")
public interface QuietMoves<S extends Object, M extends Object> {
  /**
   * Returns the test of the moves of one position, made once for all of them, so that it can
   * share work among them. It answers true for a legal move only where the position after it
   * certainly is one where the game goes on, that the evaluation calls {@linkplain
   * Evaluation#isQuiet quiet}, and that repeats no position before it in the game; false where it
   * is not, or not sure.
   *
   * @param state a quiet position where the game goes on
   * @return the test; it may keep what it has worked out, so it belongs to one thread
   */
  Predicate<M> at(S state);
}
