package io.github.boardrules.pikkpakk.internal;

import io.github.boardrules.core.PlyCount;
import java.util.OptionalInt;

/**
 * The optional ply limit shared by the booklet's games: a draw the rules text does not know, so it
 * is off unless a builder sets it. A limit is stored as an {@code int}, 0 meaning none; with none,
 * nothing ends a game by its length.
 *
 * <pre>{@code
 * int limit = PlyLimit.require(200);           // from a builder
 * PlyLimit.reached(limit, 200);                // true: the game is drawn
 * PlyLimit.reached(0, 1_000_000);              // false: no limit, no draw
 * PlyLimit.optional(limit);                    // OptionalInt[200], the rules' plyBound()
 * String why = PlyLimit.description(limit);    // "the ply limit of 200 was reached"
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public final class PlyLimit {
  private PlyLimit() {}

  /**
   * Checks a ply limit given to a builder.
   *
   * @param plies the limit
   * @return the limit
   * @throws IllegalArgumentException if it is not between 1 and {@link PlyCount#MAX}
   */
  public static int require(int plies) {
    return PlyCount.requireLimit(plies);
  }

  /**
   * Checks a repetition count given to a builder's {@code repetitionDraw}.
   *
   * @param occurrences how often a position must occur for the draw
   * @return the count
   * @throws IllegalArgumentException if it is less than 2
   */
  public static int requireOccurrences(int occurrences) {
    if (occurrences < 2) {
      throw new IllegalArgumentException(
          "A repetition draw needs a position to occur 2 or more times, not " + occurrences);
    }
    return occurrences;
  }

  /**
   * Tells whether a game that has played {@code ply} plies from its start is drawn by the limit.
   *
   * @param limit the ply limit, or 0 for none
   * @param ply the plies played
   * @return true only when a limit is set and reached
   */
  public static boolean reached(int limit, int ply) {
    return limit > 0 && ply >= limit;
  }

  /**
   * Returns the limit as the rules' {@code plyBound()} and {@code plyLimit()} give it.
   *
   * @param limit the ply limit, or 0 for none
   * @return the limit, or empty without one
   */
  public static OptionalInt optional(int limit) {
    return limit > 0 ? OptionalInt.of(limit) : OptionalInt.empty();
  }

  /**
   * Describes why a game that reached its limit is drawn.
   *
   * @param limit the ply limit, 1 or more
   * @return such as {@code "the ply limit of 200 was reached"}
   */
  public static String description(int limit) {
    return "the ply limit of " + limit + " was reached";
  }
}
