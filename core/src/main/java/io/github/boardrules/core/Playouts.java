package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random games: each move drawn uniformly from the legal moves with a seeded generator, so that a
 * seed always gives the same game. The basis of Monte-Carlo players and of property tests.
 *
 * <p>The rules of many games let a game go on for ever, so every method here takes a ply cap from
 * its caller: a playout stops when the rules end the game or when the cap is reached, and a game
 * cut at the cap is reported as unfinished ({@link PlayoutResult#UNFINISHED}, or an ongoing
 * status), never as a draw.
 *
 * <pre>{@code
 * S end = Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(42), 1_000);
 * Status status = rules.status(end);                 // ongoing if cut at 1,000 plies
 * PlayoutResult result = Playouts.playout(rules, rules.initialState(), new SplittableRandom(42), 1_000);
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class Playouts {
  /**
   * A ply cap for tools that want one out of the box: 10,000 plies, far longer than any of the
   * library's games lasts when played sensibly.
   */
  public static final int DEFAULT_PLY_CAP = 10_000;

  private Playouts() {}

  /**
   * Plays uniformly random legal moves until the game is over or {@code plyCap} moves are played.
   *
   * @param rules the game
   * @param start the state to play from
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @param <S> the state type
   * @param <M> the move type
   * @return the last state: over, or ongoing when the cap was reached first
   * @throws IllegalArgumentException if {@code plyCap} is negative
   */
  public static <S extends Object, M extends Object> S playRandomly(
      Rules<S, M> rules, S start, RandomGenerator random, int plyCap) {
    requireCap(plyCap);
    S state = start;
    for (int ply = 0; ply < plyCap; ply++) {
      List<M> moves = rules.legalMoves(state);
      if (moves.isEmpty()) {
        return state;
      }
      state = rules.playUnchecked(state, moves.get(random.nextInt(moves.size())));
    }
    return state;
  }

  /**
   * Plays a random game as {@link #playRandomly(Rules, Object, RandomGenerator, int)} does and
   * tells how it ended.
   *
   * @param rules the game
   * @param start the state to play from
   * @param random the source of the moves
   * @param plyCap the most moves to play, 0 or more
   * @param <S> the state type
   * @param <M> the move type
   * @return the winner or draw the rules gave, or {@link PlayoutResult#UNFINISHED} at the cap
   * @throws IllegalArgumentException if {@code plyCap} is negative
   */
  public static <S extends Object, M extends Object> PlayoutResult playout(
      Rules<S, M> rules, S start, RandomGenerator random, int plyCap) {
    return PlayoutResult.of(rules.status(playRandomly(rules, start, random, plyCap)));
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

  /**
   * Checks a ply cap given to a playout.
   *
   * @param plyCap the cap
   * @return the cap
   * @throws IllegalArgumentException if it is negative
   */
  public static int requireCap(int plyCap) {
    if (plyCap < 0) {
      throw new IllegalArgumentException("The ply cap must be 0 or more, not " + plyCap);
    }
    return plyCap;
  }
}
