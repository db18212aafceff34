package io.github.boardrules.zertz;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The placements of a position as an unmodifiable list that makes each move when asked: colours
 * in the order white, grey, black; within a colour the rings placed on by cell index; within a
 * ring the rings removed by cell index, or the one placement without a removal when no other ring
 * is free.
 */
final class PlacementList extends AbstractList<ZertzMove> implements RandomAccess {
  private final ZertzBoard board;
  /** The colours that may be placed, bit {@code ordinal}. */
  private final int colours;
  private final long vacant;
  private final long free;
  private final int perColour;
  private final int size;

  PlacementList(ZertzBoard board, int colours, long vacant, long free) {
    this.board = board;
    this.colours = colours;
    this.vacant = vacant;
    this.free = free;
    this.perColour = perColour(vacant, free);
    this.size = perColour * Integer.bitCount(colours);
  }

  /** The number of placements of one colour: each vacant ring times its choice of removals. */
  static int perColour(long vacant, long free) {
    int v = Long.bitCount(vacant);
    int f = Long.bitCount(free);
    return (v - f) * Math.max(1, f) + f * Math.max(1, f - 1);
  }

  /** Returns the cell of the {@code n}-th set bit of {@code mask}, from 0. */
  static int nthBit(long mask, int n) {
    long rest = mask;
    for (int i = 0; i < n; i++) {
      rest &= rest - 1;
    }
    return Long.numberOfTrailingZeros(rest);
  }

  /**
   * Decodes placement {@code index} of the list order without making a move: returns {@code
   * colour << 16 | cell << 8 | (removed + 1)}.
   */
  static int decode(int colours, long vacant, long free, int perColour, int index) {
    int colour = Integer.numberOfTrailingZeros(colours);
    int remaining = colours;
    for (int k = index / perColour; k > 0; k--) {
      remaining &= remaining - 1;
      colour = Integer.numberOfTrailingZeros(remaining);
    }
    int j = index % perColour;
    for (long v = vacant; ; v &= v - 1) {
      int cell = Long.numberOfTrailingZeros(v);
      long others = free & ~(1L << cell);
      int n = Long.bitCount(others);
      int choices = n == 0 ? 1 : n;
      if (j < choices) {
        int removed = n == 0 ? -1 : nthBit(others, j);
        return colour << 16 | cell << 8 | (removed + 1);
      }
      j -= choices;
    }
  }

  @Override
  public ZertzMove get(int index) {
    Objects.checkIndex(index, size);
    int code = decode(colours, vacant, free, perColour, index);
    return ZertzMove.placementOf(
        board, Marble.ofOrdinal(code >>> 16), (code >>> 8) & 0xFF, (code & 0xFF) - 1);
  }

  @Override
  public int size() {
    return size;
  }
}
