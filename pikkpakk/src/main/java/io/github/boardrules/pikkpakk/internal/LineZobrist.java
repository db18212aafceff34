package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.SplittableRandom;

/**
 * The Zobrist keys of the position hashes of the booklet's games: one 64-bit key per kind of ball
 * (plane) and point of a board of up to 15x15, and one for DARK to move. Filled once from a fixed
 * seed, never changed, so hashes are the same in every run. A move XORs out and in only the ball
 * bits of the lines it changes ({@link #lineDelta}).
 *
 * <pre>{@code
 * long hash = LineZobrist.fromScratch(rows, Player.FIRST);
 * hash ^= LineZobrist.lineDelta(true, row, rowBefore ^ rowAfter) ^ LineZobrist.DARK_TO_MOVE;
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class LineZobrist {
  /** Keys by {@code plane / 16 * 256 + row * 16 + column}: the bit layout of the line words. */
  private static final long[] KEYS = new long[4 * 256];

  /** The key XORed in when DARK is to move. */
  public static final long DARK_TO_MOVE;

  static {
    SplittableRandom random = new SplittableRandom(0x5A0B_7157_9A11_0001L);
    for (int i = 0; i < KEYS.length; i++) {
      KEYS[i] = random.nextLong();
    }
    DARK_TO_MOVE = random.nextLong();
  }

  private LineZobrist() {}

  /**
   * Returns the key of a ball on a point.
   *
   * @param plane the ball's plane ({@link LineBoard#LIGHT_PLANE} and so on)
   * @param column the point's column
   * @param row the point's row
   * @return the key
   */
  public static long key(int plane, int column, int row) {
    return KEYS[(plane >>> 4) * 256 + row * 16 + column];
  }

  /**
   * Returns the XOR of the keys of every ball bit set in {@code changed}: a line word's bits that
   * differ before and after a move.
   *
   * @param horizontal true for a row, false for a column
   * @param index the line's index
   * @param changed the line word before XOR the line word after
   * @return the change of the hash
   */
  public static long lineDelta(boolean horizontal, int index, long changed) {
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

  /**
   * Returns the change of the hash between two boards, XORing only the rows that differ: for
   * moves that change several lines (a shift that also clears the rim).
   *
   * @param before the row words before the move
   * @param after the row words after it
   * @return the change of the hash
   */
  public static long rowsDelta(long[] before, long[] after) {
    long delta = 0;
    for (int r = 0; r < before.length; r++) {
      if (before[r] != after[r]) {
        delta ^= lineDelta(true, r, before[r] ^ after[r]);
      }
    }
    return delta;
  }

  /**
   * Computes the hash of a board and player to move from nothing.
   *
   * @param rows the row words
   * @param toMove the player to move
   * @return the hash
   */
  public static long fromScratch(long[] rows, Player toMove) {
    long hash = toMove == Player.SECOND ? DARK_TO_MOVE : 0;
    for (int r = 0; r < rows.length; r++) {
      hash ^= lineDelta(true, r, rows[r]);
    }
    return hash;
  }
}
