package io.github.boardrules.zertz;

import io.github.boardrules.zertz.internal.ZertzRings;
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
    this.perColour = ZertzRings.placementsPerColour(vacant, free);
    this.size = perColour * Integer.bitCount(colours);
  }

  @Override
  public ZertzMove get(int index) {
    Objects.checkIndex(index, size);
    int code = ZertzRings.placement(colours, vacant, free, perColour, index);
    return ZertzMove.placementOf(
        board, Marble.ofOrdinal(code >>> 16), (code >>> 8) & 0xFF, (code & 0xFF) - 1);
  }

  @Override
  public int size() {
    return size;
  }
}
