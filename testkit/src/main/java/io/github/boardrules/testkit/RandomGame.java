package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game of uniformly random legal moves, played from a seed: the start is {@code
 * rules.initialState(random)}, so random setups are covered too. It keeps every state reached.
 *
 * <p>A game stops when the rules end it or at a ply cap: the caller's, or else one ply past the
 * rules' {@link Rules#plyBound()} when they declare one (so that a game breaking its bound shows),
 * or else {@value #DEFAULT_PLY_CAP} plies. A game cut at the cap is {@linkplain #isCut() cut}, not
 * drawn.
 *
 * <pre>{@code
 * RandomGame<S, M> game = RandomGame.play(rules, 42L);
 * game.moves();        // the moves, in order
 * game.states();       // start, then the state after each move
 * game.prefix(3);      // the same game cut after 3 moves
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class RandomGame<S extends Object, M extends Object> {
  /** The ply cap of a game whose rules declare no bound, unless the caller sets another. */
  public static final int DEFAULT_PLY_CAP = 1_000;

  private final Rules<S, M> rules;
  private final long seed;
  private final List<S> states;
  private final List<M> moves;

  private RandomGame(Rules<S, M> rules, long seed, List<S> states, List<M> moves) {
    this.rules = rules;
    this.seed = seed;
    this.states = Collections.unmodifiableList(states);
    this.moves = Collections.unmodifiableList(moves);
  }

  /**
   * Plays a random game until it is over, or until the default cap: one ply past the rules'
   * {@link Rules#plyBound()} when they declare one (a game that long breaks its contract, which
   * the contract kit reports), else {@value #DEFAULT_PLY_CAP} plies.
   *
   * @param rules the game
   * @param seed the seed of the start and of every move
   * @param <S> the state type
   * @param <M> the move type
   * @return the game
   */
  public static <S extends Object, M extends Object> RandomGame<S, M> play(Rules<S, M> rules, long seed) {
    return play(rules, seed, defaultCap(rules));
  }

  /**
   * Returns the cap {@link #play(Rules, long)} uses.
   *
   * @param rules the game
   * @return one past the rules' bound, or {@value #DEFAULT_PLY_CAP} without one
   */
  public static int defaultCap(Rules<?, ?> rules) {
    return rules.plyBound().isPresent()
        ? (int) Math.min(Integer.MAX_VALUE, (long) rules.plyBound().getAsInt() + 1)
        : DEFAULT_PLY_CAP;
  }

  /**
   * Plays a random game until it is over or {@code plyCap} moves are played.
   *
   * @param rules the game
   * @param seed the seed of the start and of every move
   * @param plyCap the most moves to play
   * @param <S> the state type
   * @param <M> the move type
   * @return the game
   */
  public static <S extends Object, M extends Object> RandomGame<S, M> play(Rules<S, M> rules, long seed, int plyCap) {
    SplittableRandom random = new SplittableRandom(seed);
    S state = rules.initialState(random);
    List<S> states = new ArrayList<>();
    List<M> moves = new ArrayList<>();
    states.add(state);
    while (moves.size() < plyCap) {
      List<M> legal = rules.legalMoves(state);
      if (legal.isEmpty()) {
        break;
      }
      M move = legal.get(random.nextInt(legal.size()));
      state = rules.play(state, move);
      moves.add(move);
      states.add(state);
    }
    return new RandomGame<>(rules, seed, states, moves);
  }

  /**
   * Returns the rules the game was played with.
   *
   * @return the rules
   */
  public Rules<S, M> rules() {
    return rules;
  }

  /**
   * Returns the seed the game was played from.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the starting state.
   *
   * @return the start
   */
  public S start() {
    return states.get(0);
  }

  /**
   * Returns the moves, in order.
   *
   * @return an unmodifiable list
   */
  public List<M> moves() {
    return moves;
  }

  /**
   * Returns the start and the state after each move.
   *
   * @return an unmodifiable list, one longer than {@link #moves()}
   */
  public List<S> states() {
    return states;
  }

  /**
   * Returns the last state.
   *
   * @return the state after the last move
   */
  public S finalState() {
    return states.get(states.size() - 1);
  }

  /**
   * Tells whether the game was stopped at the ply cap while the rules had not ended it.
   *
   * @return true when the final state's status is ongoing
   */
  public boolean isCut() {
    return rules.status(finalState()).isOngoing();
  }

  /**
   * Returns this game cut after {@code length} moves.
   *
   * @param length from 0 to the number of moves
   * @return the shorter game, with the same seed
   */
  public RandomGame<S, M> prefix(int length) {
    return new RandomGame<>(
        rules,
        seed,
        new ArrayList<>(states.subList(0, length + 1)),
        new ArrayList<>(moves.subList(0, length)));
  }

  @Override
  public String toString() {
    return "random game (seed " + seed + ", " + moves.size() + " moves): " + moves;
  }
}
