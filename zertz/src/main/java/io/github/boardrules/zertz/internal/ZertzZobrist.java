package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The keys of the ZÈRTZ position hash: one 64-bit key for each ring still on the board, for each
 * marble colour on each ring, for each value of each of the nine counts (pool and captures), for
 * the second player to move, for each value of the quiet-ply counter and of the pass counter.
 * Filled once from a fixed seed, so hashes are the same in every run; never changed afterwards.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzZobrist {
  /** More cells than the largest board has (61). */
  private static final int CELLS = 64;
  /** Values of one 5-bit count. */
  private static final int COUNT_VALUES = 1 << ZertzCounts.COUNT_BITS;

  /** RING[cell]: the ring is on the board. */
  private static final long[] RING = new long[CELLS];
  /** MARBLE[colour * CELLS + cell]: a marble of that colour (white, grey, black) is on the ring. */
  private static final long[] MARBLE = new long[3 * CELLS];
  /** COUNT[index * 32 + value]: count {@code index} of the packed counts has the value. */
  private static final long[] COUNT = new long[ZertzCounts.COUNTS * COUNT_VALUES];
  /**
   * QUIET[n &amp; 63]: n plies without progress (the count saturates at {@value
   * ZertzEngine#MAX_QUIET_PLIES}; the mask only keeps states played on past the end by {@code
   * playUnchecked} from failing).
   */
  private static final long[] QUIET = new long[64];
  /** PASSES[n &amp; 3]: n passes in a row (at most 2 in a game). */
  private static final long[] PASSES = new long[4];
  /** The key of the second player to move. */
  public static final long SECOND_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x5EC7_2E27_0000_0001L);
    fill(RING, random);
    fill(MARBLE, random);
    fill(COUNT, random);
    fill(QUIET, random);
    fill(PASSES, random);
    SECOND_TO_MOVE = random.nextLong();
  }

  private ZertzZobrist() {}

  private static void fill(long[] keys, SplittableRandom random) {
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong();
    }
  }

  /**
   * Returns the XOR of the keys of every ring of a mask.
   *
   * @param mask the rings
   * @return the keys' XOR
   */
  public static long rings(long mask) {
    long h = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      h ^= RING[Long.numberOfTrailingZeros(m)];
    }
    return h;
  }

  /**
   * Returns the XOR of the keys of every marble of one colour in a mask.
   *
   * @param colour 0 white, 1 grey, 2 black
   * @param mask the marbles
   * @return the keys' XOR
   */
  public static long marbles(int colour, long mask) {
    long h = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      h ^= MARBLE[colour * CELLS + Long.numberOfTrailingZeros(m)];
    }
    return h;
  }

  /**
   * Returns the XOR of the keys of all nine counts.
   *
   * @param counts the packed counts
   * @return the keys' XOR
   */
  public static long counts(long counts) {
    long h = 0;
    for (int i = 0; i < ZertzCounts.COUNTS; i++) {
      h ^= COUNT[i * COUNT_VALUES + ZertzCounts.count(counts, i)];
    }
    return h;
  }

  /**
   * Returns the change of the count keys from {@code before} to {@code after}: the changed counts
   * only.
   *
   * @param before the packed counts before
   * @param after the packed counts after
   * @return the XOR that turns the one's keys into the other's
   */
  public static long countsChange(long before, long after) {
    long h = 0;
    long diff = before ^ after;
    while (diff != 0) {
      int i = Long.numberOfTrailingZeros(diff) / ZertzCounts.COUNT_BITS;
      h ^= COUNT[i * COUNT_VALUES + ZertzCounts.count(before, i)]
          ^ COUNT[i * COUNT_VALUES + ZertzCounts.count(after, i)];
      diff &= ~(ZertzCounts.COUNT_MASK << (i * ZertzCounts.COUNT_BITS));
    }
    return h;
  }

  /**
   * Returns the key of the quiet-ply counter.
   *
   * @param quietPlies the plies without progress
   * @return the key
   */
  public static long quiet(int quietPlies) {
    return QUIET[quietPlies & 63];
  }

  /**
   * Returns the key of the pass counter.
   *
   * @param passes the passes in a row
   * @return the key
   */
  public static long passes(int passes) {
    return PASSES[passes & 3];
  }

  /**
   * Computes the hash of a position from all its parts.
   *
   * @param rings the rings on the board
   * @param white the white marbles
   * @param grey the grey marbles
   * @param black the black marbles
   * @param counts the packed counts
   * @param toMove the player to move, 0 or 1
   * @param quietPlies the plies without progress
   * @param passes the passes in a row
   * @return the hash
   */
  public static long fromScratch(long rings, long white, long grey, long black, long counts, int toMove,
      int quietPlies, int passes) {
    return rings(rings) ^ marbles(0, white) ^ marbles(1, grey) ^ marbles(2, black)
        ^ counts(counts) ^ (toMove == 0 ? 0 : SECOND_TO_MOVE) ^ quiet(quietPlies) ^ passes(passes);
  }
}
