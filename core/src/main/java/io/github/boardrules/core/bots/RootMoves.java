package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.List;

/**
 * The moves a search chooses among at its root, where a game's analysis narrows them: five-in-a-row
 * leaves out the placements after which the opponent has a win by threats. The analysis gets the
 * search's deadline, so that a search with a time budget keeps it: a narrowing that runs out of
 * time keeps the moves it has not looked at.
 *
 * <pre>{@code
 * RootMoves<FiveShiftState, PikkPakkMove> safe = rules::safeMoves;
 * List<PikkPakkMove> all = safe.moves(state, RootMoves.NO_DEADLINE);   // rules.safeMoves(state)
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
@API(status = EXPERIMENTAL, since = "0.2.0")
public interface RootMoves<S extends Object, M extends Object> {
  /** The deadline of a search without a time budget: the narrowing looks at every move. */
  long NO_DEADLINE = Long.MAX_VALUE;

  /**
   * Returns the moves to search in a position.
   *
   * @param state a position where the game goes on
   * @param deadline the {@link System#nanoTime()} after which the narrowing should stop looking
   *     and keep the moves it has not looked at, or {@link #NO_DEADLINE}
   * @return some of the position's legal moves, at least one
   */
  List<M> moves(S state, long deadline);
}
