package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts move sequences, as chess programmers' "perft" does: the number of distinct sequences of
 * exactly {@code depth} legal moves from a state. A game that ends before {@code depth} moves adds
 * nothing. Used to check move generators against known counts.
 *
 * <pre>{@code
 * long count = Perft.count(rules, rules.initialState(), 2);
 * Map<M, Long> perMove = Perft.divide(rules, rules.initialState(), 2);
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class Perft {
  private Perft() {}

  /**
   * Counts the sequences of exactly {@code depth} legal moves from {@code state}.
   *
   * @param rules the game
   * @param state where to count from
   * @param depth the number of moves, 0 or more; depth 0 counts 1 (the empty sequence)
   * @param <S> the state type
   * @param <M> the move type
   * @return the count
   * @throws IllegalArgumentException if {@code depth} is negative
   */
  public static <S extends Object, M extends Object> long count(Rules<S, M> rules, S state, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("Perft depth must be 0 or more, not " + depth);
    }
    return countFrom(rules, state, depth);
  }

  private static <S extends Object, M extends Object> long countFrom(Rules<S, M> rules, S state, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<M> moves = rules.legalMoves(state);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (M move : moves) {
      total += countFrom(rules, rules.playUnchecked(state, move), depth - 1);
    }
    return total;
  }

  /**
   * Counts as {@link #count} does, split by the first move.
   *
   * @param rules the game
   * @param state where to count from
   * @param depth the number of moves, 1 or more
   * @param <S> the state type
   * @param <M> the move type
   * @return for each legal first move in the game's order, the sequences that start with it
   * @throws IllegalArgumentException if {@code depth} is less than 1
   */
  public static <S extends Object, M extends Object> Map<M, Long> divide(Rules<S, M> rules, S state, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("Perft divide depth must be 1 or more, not " + depth);
    }
    Map<M, Long> counts = new LinkedHashMap<>();
    for (M move : rules.legalMoves(state)) {
      counts.put(move, countFrom(rules, rules.playUnchecked(state, move), depth - 1));
    }
    return counts;
  }
}
