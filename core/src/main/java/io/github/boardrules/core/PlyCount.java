package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The one policy for move counters in states and position texts: a counter never overflows, so
 * the text of any state reached from a decoded one reads back.
 *
 * <p>A ply counter (plies played, rotations made) counts up to {@link #MAX}, 999,999,999, and
 * readers accept 0 to {@code MAX}. A move from a state at {@code MAX} does not go past it: the
 * counter steps back to {@code MAX - 1}, and from there up again, so it stays within what readers
 * accept and keeps its parity (which tells the side to move in games that derive it from the
 * count). No real game comes near; the policy exists so that every readable text stays readable
 * after any legal move. A ply limit option is at most {@code MAX}, so it is reached before the
 * counter stops growing.
 *
 * <pre>{@code
 * PlyCount.next(41);               // 42
 * PlyCount.next(PlyCount.MAX);     // 999_999_998: the counter saturates with its parity kept
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PlyCount {
  /** The largest ply counter of a state and of a position text: 999,999,999. */
  public static final int MAX = 999_999_999;

  private PlyCount() {}

  /**
   * Returns the counter after one more ply.
   *
   * @param plies the counter, 0 to {@link #MAX}
   * @return {@code plies + 1}, or {@code MAX - 1} when {@code plies} is {@code MAX}
   */
  public static int next(int plies) {
    return plies < MAX ? plies + 1 : MAX - 1;
  }

  /**
   * Checks a ply limit given to a builder or a configured game.
   *
   * @param plies the limit
   * @return the limit
   * @throws IllegalArgumentException if it is not between 1 and {@link #MAX}
   */
  public static int requireLimit(int plies) {
    if (plies < 1 || plies > MAX) {
      throw new IllegalArgumentException(
          "The ply limit must be 1 to " + MAX + " (the largest ply count), not " + plies);
    }
    return plies;
  }
}
