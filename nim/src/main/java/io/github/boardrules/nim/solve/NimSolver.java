package io.github.boardrules.nim.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.Optional;

/**
 * Perfect play for a NIM game: who wins any position when both players play perfectly, and a move
 * that keeps the win. NIM games have no draws, so every position is won for exactly one player.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * NimSolver<GridNimState, GridNimMove> solver = GridNimSolver.of(rules);
 * solver.isWinForPlayerToMove(rules.initialState());   // false: the second player wins
 * GridNimMove move = solver.bestMove(state).orElseThrow();   // empty only when the game is over
 * }</pre>
 *
 * <p>Solvers are thread-safe.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public interface NimSolver<S extends Object, M extends Object> {
  /**
   * Tells whether the player to move wins with perfect play. For a finished game this is whether
   * the player to move is the winner: false in normal play (the opponent took the last ball),
   * true in misère play.
   *
   * @param state a state of the solver's game
   * @return true when the player to move wins
   * @throws IllegalArgumentException if the state belongs to a game of another size
   */
  boolean isWinForPlayerToMove(S state);

  /**
   * Returns the player who wins with perfect play; for a finished game, the winner.
   *
   * @param state a state of the solver's game
   * @return the winner
   * @throws IllegalArgumentException if the state belongs to a game of another size
   */
  default Player winner(S state) {
    Player toMove = toMove(state);
    return isWinForPlayerToMove(state) ? toMove : toMove.opponent();
  }

  /**
   * Returns the player to move in {@code state}.
   *
   * @param state a state of the solver's game
   * @return the player to move
   */
  Player toMove(S state);

  /**
   * Returns a best move: one that leaves the opponent lost when the player to move can win;
   * otherwise some legal move (each implementation says which).
   *
   * @param state a state of the solver's game
   * @return a legal move, or empty when the game is over
   * @throws IllegalArgumentException if the state belongs to a game of another size
   */
  Optional<M> bestMove(S state);
}
