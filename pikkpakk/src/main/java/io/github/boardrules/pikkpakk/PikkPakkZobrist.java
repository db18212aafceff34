package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.Player;
import java.util.SplittableRandom;

/**
 * The Zobrist keys of {@link PikkPakkState#positionHash()}: one 64-bit key per kind of ball and
 * point, and one for DARK to move. Filled once from a fixed seed, never changed, so hashes are the
 * same in every run.
 */
final class PikkPakkZobrist {
  /** Keys by {@code plane / 16 * 256 + row * 16 + column}: the bit layout of the line words. */
  private static final long[] KEYS = new long[4 * 256];

  static final long DARK_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x5A0B_7157_9A11_0001L);
    for (int i = 0; i < KEYS.length; i++) {
      KEYS[i] = random.nextLong();
    }
    DARK_TO_MOVE = random.nextLong();
  }

  private PikkPakkZobrist() {}

  /** Returns the key of the ball of plane {@code plane} on a point. */
  static long key(int plane, int column, int row) {
    return KEYS[(plane >>> 4) * 256 + row * 16 + column];
  }

  /**
   * Returns the XOR of the keys of every ball bit set in {@code changed}, a line word's bits that
   * differ before and after a move, for the line {@code index} (a row when {@code horizontal}).
   */
  static long lineDelta(boolean horizontal, int index, long changed) {
    long delta = 0;
    long rest = changed;
    while (rest != 0) {
      int bit = Long.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      int plane = bit & ~15;
      int along = bit & 15;
      delta ^= horizontal ? key(plane, along, index) : key(plane, index, along);
    }
    return delta;
  }

  /** Computes the hash of a board and player to move from nothing. */
  static long fromScratch(long[] rows, Player toMove) {
    long hash = toMove == Player.SECOND ? DARK_TO_MOVE : 0;
    for (int r = 0; r < rows.length; r++) {
      hash ^= lineDelta(true, r, rows[r]);
    }
    return hash;
  }
}
