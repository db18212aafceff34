package io.github.boardrules.core;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random games: each move drawn uniformly from the legal moves with a seeded generator, so that a
 * seed always gives the same game. The basis of Monte-Carlo players and of property tests.
 *
 * <pre>{@code
 * S end = Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(42));
 * Status status = rules.status(end);
 * }</pre>
 */
public final class Playouts {
  private Playouts() {}

  /**
   * Plays uniformly random legal moves until the game is over.
   *
   * @param rules the game
   * @param start the state to play from
   * @param random the source of the moves
   * @param <S> the state type
   * @param <M> the move type
   * @return the final state
   * @throws IllegalStateException if the game is not over after {@link Rules#maxPlies()} moves,
   *     which breaks the contract of {@code rules}
   */
  public static <S extends Object, M extends Object> S playRandomly(Rules<S, M> rules, S start, RandomGenerator random) {
    S state = start;
    int limit = rules.maxPlies();
    for (int ply = 0; ply <= limit; ply++) {
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        return state;
      }
      state = rules.playUnchecked(state, moves.get(random.nextInt(moves.size())));
    }
    throw new IllegalStateException(
        "The game did not end within its declared bound of " + limit + " plies");
  }

  /**
   * Plays uniformly random legal moves until the game is over or {@code maxMoves} moves are
   * played, and returns the moves.
   *
   * @param rules the game
   * @param start the state to play from
   * @param random the source of the moves
   * @param maxMoves the most moves to play
   * @param <S> the state type
   * @param <M> the move type
   * @return the moves played, in order
   */
  public static <S extends Object, M extends Object> List<M> randomMoves(
      Rules<S, M> rules, S start, RandomGenerator random, int maxMoves) {
    List<M> played = new ArrayList<>();
    S state = start;
    while (played.size() < maxMoves) {
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        break;
      }
      M move = moves.get(random.nextInt(moves.size()));
      played.add(move);
      state = rules.playUnchecked(state, move);
    }
    return played;
  }
}
