package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Optional;

/**
 * A game's exact analysis of a position, where the game has a solver: the best move and the
 * proved value. Game modules hand theirs to the catalogue ({@link
 * io.github.boardrules.core.catalog.ConfiguredGame.Builder#solver}); the hints of {@code
 * boardrules-bots} answer with it.
 *
 * <pre>{@code
 * PositionSolver<HeapNimState, HeapNimMove> solver = state -> Optional.of(new Hint<>(
 *     nim.bestMove(state).orElseThrow(),
 *     nim.isWinForPlayerToMove(state) ? PositionValue.win(-1, false) : PositionValue.loss(-1, false)));
 * }</pre>
 *
 * <p>Implementations must be thread-safe.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
@API(status = STABLE, since = "0.1.0")
public interface PositionSolver<S extends Object, M extends Object> {
  /**
   * Solves a position.
   *
   * @param state a position where the game is not over
   * @return the best move with the proved value, or empty where the solver gives up
   */
  Optional<Hint<M>> solve(S state);
}
