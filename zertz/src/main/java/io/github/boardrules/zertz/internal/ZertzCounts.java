package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The marble counts of a ZÈRTZ position packed in one {@code long}: nine 5-bit counts, the pool's
 * white, grey and black (indices 0-2), the first player's captured white, grey and black (3-5),
 * the second player's (6-8). Colours are 0 white, 1 grey, 2 black; players 0 first, 1 second.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzCounts {
  /** Bits per count. */
  public static final int COUNT_BITS = 5;
  /** The mask of one count. */
  public static final long COUNT_MASK = (1L << COUNT_BITS) - 1;
  /** The index of the first pool count; white, grey, black follow. */
  public static final int POOL = 0;
  /** The number of counts. */
  public static final int COUNTS = 9;

  private ZertzCounts() {}

  /**
   * Returns the index of a player's captures of a colour.
   *
   * @param player 0 first, 1 second
   * @param colour 0 white, 1 grey, 2 black
   * @return the index, 3 to 8
   */
  public static int captureIndex(int player, int colour) {
    return 3 + player * 3 + colour;
  }

  /**
   * Reads one count.
   *
   * @param counts the packed counts
   * @param index 0 to 8
   * @return the count
   */
  public static int count(long counts, int index) {
    return (int) ((counts >>> (index * COUNT_BITS)) & COUNT_MASK);
  }

  /**
   * Adds to one count; the result must stay in 0 to 31.
   *
   * @param counts the packed counts
   * @param index 0 to 8
   * @param delta what to add, may be negative
   * @return the new packed counts
   */
  public static long add(long counts, int index, int delta) {
    return counts + ((long) delta << (index * COUNT_BITS));
  }

  /**
   * Returns the marbles in the pool, all colours.
   *
   * @param counts the packed counts
   * @return the sum of the three pool counts
   */
  public static int poolSize(long counts) {
    return count(counts, POOL) + count(counts, POOL + 1) + count(counts, POOL + 2);
  }

  /**
   * Returns the colours the player to move may place: from the pool while it holds a marble, else
   * from his own captures.
   *
   * @param counts the packed counts
   * @param toMove 0 first, 1 second
   * @return bit {@code colour} set for each colour he may place; 0 when he can place none
   */
  public static int placeableColours(long counts, int toMove) {
    boolean poolEmpty = poolSize(counts) == 0;
    int colours = 0;
    for (int c = 0; c < 3; c++) {
      int index = poolEmpty ? captureIndex(toMove, c) : POOL + c;
      if (count(counts, index) > 0) {
        colours |= 1 << c;
      }
    }
    return colours;
  }
}
