package io.github.boardrules.pikkpakk.intarsia.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.LineZobrist;

/**
 * The patterns' position hash ({@code Pattern.positionHash()}) on pattern codes ({@link
 * IntarsiaEngine}): the same value as {@link LineZobrist#fromScratch} of the pattern's row words
 * with LIGHT to move, from the keys of {@link LineZobrist}. A pattern's hash is that of all-DARK,
 * with, for each LIGHT point and the TARGET's point, the DARK key swapped for theirs; a rotation
 * swaps only for the points whose ball changed.
 *
 * <pre>{@code
 * long hash = PatternZobrist.of(code);
 * long next = IntarsiaEngine.rotate(code, move);
 * long nextHash = hash ^ PatternZobrist.delta(code, next, move);
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PatternZobrist {
  private static final int SIZE = IntarsiaEngine.SIZE;
  private static final int POINTS = IntarsiaEngine.POINTS;
  private static final long LIGHT = IntarsiaEngine.LIGHT;

  /** The hash of a pattern of DARK balls only. */
  private static final long ALL_DARK;

  /** [point]: the DARK key XOR the LIGHT key of the point. */
  private static final long[] TO_LIGHT = new long[POINTS];

  /** [point]: the DARK key XOR the TARGET key of the point. */
  private static final long[] TO_TARGET = new long[POINTS];

  /** [row][the row's changed LIGHT bits]: the change of the hash, so a rotation costs one look-up. */
  private static final long[][] ROW_DELTA = new long[SIZE][1 << SIZE];

  /** [column][the column's changed LIGHT bits, bit r for row r]: the change of the hash. */
  private static final long[][] COLUMN_DELTA = new long[SIZE][1 << SIZE];

  private static final long COLUMN_BITS = 0x40810204081L;
  private static final long GATHER = 0x41041041040L;
  private static final int GATHERED_SHIFT = 42;

  static {
    long dark = 0;
    for (int p = 0; p < POINTS; p++) {
      int column = p % SIZE;
      int row = p / SIZE;
      long darkKey = LineZobrist.key(LineBoard.DARK_PLANE, column, row);
      dark ^= darkKey;
      TO_LIGHT[p] = darkKey ^ LineZobrist.key(LineBoard.LIGHT_PLANE, column, row);
      TO_TARGET[p] = darkKey ^ LineZobrist.key(LineBoard.TARGET_PLANE, column, row);
    }
    ALL_DARK = dark;
    for (int line = 0; line < SIZE; line++) {
      for (int bits = 0; bits < 1 << SIZE; bits++) {
        for (int along = 0; along < SIZE; along++) {
          if ((bits >> along & 1) != 0) {
            ROW_DELTA[line][bits] ^= TO_LIGHT[line * SIZE + along];
            COLUMN_DELTA[line][bits] ^= TO_LIGHT[along * SIZE + line];
          }
        }
      }
    }
  }

  private PatternZobrist() {}

  /**
   * Returns the hash of a pattern code.
   *
   * @param code the code
   * @return the hash
   */
  public static long of(long code) {
    return ALL_DARK ^ lightDelta(code & LIGHT) ^ TO_TARGET[IntarsiaEngine.target(code)];
  }

  /**
   * Returns the change of the hash from {@code before} to {@code after}, the code after the
   * rotation with index {@code move} (see {@link IntarsiaEngine#rotate}).
   *
   * @param before the code before the rotation
   * @param after the code after it
   * @param move the rotation's index
   * @return the change of the hash
   */
  public static long delta(long before, long after, int move) {
    long changed = (before ^ after) & LIGHT;
    int line = (move >> 1) % SIZE;
    long delta = move < 2 * SIZE
        ? ROW_DELTA[line][(int) (changed >>> (line * SIZE)) & ((1 << SIZE) - 1)]
        : COLUMN_DELTA[line][(int) ((((changed >>> line) & COLUMN_BITS) * GATHER) >>> GATHERED_SHIFT)
            & ((1 << SIZE) - 1)];
    int targetBefore = IntarsiaEngine.target(before);
    int targetAfter = IntarsiaEngine.target(after);
    return targetBefore == targetAfter ? delta : delta ^ TO_TARGET[targetBefore] ^ TO_TARGET[targetAfter];
  }

  private static long lightDelta(long points) {
    long delta = 0;
    for (long rest = points; rest != 0; rest &= rest - 1) {
      delta ^= TO_LIGHT[Long.numberOfTrailingZeros(rest)];
    }
    return delta;
  }
}
