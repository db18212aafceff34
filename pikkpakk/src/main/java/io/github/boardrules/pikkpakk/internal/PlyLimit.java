package io.github.boardrules.pikkpakk.internal;

/**
 * The ply limit shared by the booklet's two-player games: optional, and replaced by an always-on
 * safety bound of {@value #SAFETY_PLY_BOUND} plies when not set, because pushing games can go on
 * for ever and {@code Rules.maxPlies()} must bound every game. A limit is stored as an {@code int},
 * 0 meaning none.
 *
 * <pre>{@code
 * int limit = PlyLimit.require(200);          // from a builder
 * int bound = PlyLimit.bound(limit);          // 200; 10,000 for no limit
 * String why = PlyLimit.reached(limit);       // "the ply limit of 200 was reached"
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public final class PlyLimit {
  /** The bound on a game's length when no ply limit is set. */
  public static final int SAFETY_PLY_BOUND = 10_000;

  private PlyLimit() {}

  /**
   * Checks a ply limit given to a builder.
   *
   * @param limit the limit
   * @return the limit
   * @throws IllegalArgumentException if it is less than 1
   */
  public static int require(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("The ply limit must be 1 or more, not " + limit);
    }
    return limit;
  }

  /**
   * Returns the most plies a game lasts.
   *
   * @param limit the ply limit, or 0 for none
   * @return the limit, or the safety bound without one
   */
  public static int bound(int limit) {
    return limit > 0 ? limit : SAFETY_PLY_BOUND;
  }

  /**
   * Describes why a game that reached its bound is drawn.
   *
   * @param limit the ply limit, or 0 for none
   * @return such as {@code "the ply limit of 200 was reached"}
   */
  public static String reached(int limit) {
    return limit > 0
        ? "the ply limit of " + limit + " was reached"
        : "the safety bound of " + SAFETY_PLY_BOUND + " plies was reached";
  }
}
