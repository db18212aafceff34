package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import java.util.SplittableRandom;

/**
 * The keys of {@link ZertzState#positionHash()}: one 64-bit key for each ring still on the board,
 * for each marble colour on each ring, for each value of each of the nine counts (pool and
 * captures), for the second player to move, for each value of the quiet-ply counter and of the
 * pass counter. Filled once from a fixed seed, so hashes are the same in every run; never
 * changed afterwards.
 */
final class ZertzZobrist {
  /** More cells than the largest board has (61). */
  private static final int CELLS = 64;
  /** Values of one 5-bit count. */
  private static final int COUNT_VALUES = 1 << ZertzState.COUNT_BITS;

  /** RING[cell]: the ring is on the board. */
  private static final long[] RING = new long[CELLS];
  /** MARBLE[colour * CELLS + cell]: a marble of that colour (white, grey, black) is on the ring. */
  private static final long[] MARBLE = new long[3 * CELLS];
  /** COUNT[index * 32 + value]: count {@code index} of {@link ZertzState#counts()} has the value. */
  private static final long[] COUNT = new long[9 * COUNT_VALUES];
  /**
   * QUIET[n & 63]: n plies without progress (the count saturates at {@value Zertz#MAX_QUIET_PLIES}; the
   * mask only keeps states played on past the end by {@code playUnchecked} from failing).
   */
  private static final long[] QUIET = new long[64];
  /** PASSES[n & 3]: n passes in a row (at most 2 in a game). */
  private static final long[] PASSES = new long[4];
  /** The second player is to move. */
  static final long SECOND_TO_MOVE;

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

  /** Returns the XOR of the keys of every ring of a mask. */
  static long rings(long mask) {
    long h = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      h ^= RING[Long.numberOfTrailingZeros(m)];
    }
    return h;
  }

  /** Returns the key of one ring. */
  static long ring(int cell) {
    return RING[cell];
  }

  /** Returns the key of a marble of colour {@code colour} (0-2) on {@code cell}. */
  static long marble(int colour, int cell) {
    return MARBLE[colour * CELLS + cell];
  }

  /** Returns the XOR of the keys of every marble of one colour in a mask. */
  static long marbles(int colour, long mask) {
    long h = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      h ^= MARBLE[colour * CELLS + Long.numberOfTrailingZeros(m)];
    }
    return h;
  }

  /** Returns the XOR of the keys of all nine counts of packed counts. */
  static long counts(long counts) {
    long h = 0;
    for (int i = 0; i < 9; i++) {
      h ^= COUNT[i * COUNT_VALUES + ZertzState.count(counts, i)];
    }
    return h;
  }

  /** Returns the change of the count keys from {@code before} to {@code after}: the changed counts only. */
  static long countsChange(long before, long after) {
    long h = 0;
    long diff = before ^ after;
    while (diff != 0) {
      int i = Long.numberOfTrailingZeros(diff) / ZertzState.COUNT_BITS;
      h ^= COUNT[i * COUNT_VALUES + ZertzState.count(before, i)]
          ^ COUNT[i * COUNT_VALUES + ZertzState.count(after, i)];
      diff &= ~(ZertzState.COUNT_MASK << (i * ZertzState.COUNT_BITS));
    }
    return h;
  }

  /** Returns the key of the quiet-ply counter. */
  static long quiet(int quietPlies) {
    return QUIET[quietPlies & 63];
  }

  /** Returns the key of the pass counter. */
  static long passes(int passes) {
    return PASSES[passes & 3];
  }

  /** Returns the key of the player to move: 0 for the first player. */
  static long toMove(Player player) {
    return player == Player.FIRST ? 0 : SECOND_TO_MOVE;
  }

  /** Recomputes the hash of a state from all its parts. */
  static long fromScratch(ZertzState state) {
    return fromScratch(state.rings(), state.white(), state.grey(), state.black(), state.counts(),
        state.toMove(), state.quietPlies(), state.passes());
  }

  /** Computes the hash of a position from all its parts. */
  static long fromScratch(long rings, long white, long grey, long black, long counts, Player toMove,
      int quietPlies, int passes) {
    return rings(rings) ^ marbles(0, white) ^ marbles(1, grey) ^ marbles(2, black)
        ^ counts(counts) ^ toMove(toMove) ^ quiet(quietPlies) ^ passes(passes);
  }
}
