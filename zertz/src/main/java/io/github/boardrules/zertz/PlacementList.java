package io.github.boardrules.zertz;

import io.github.boardrules.zertz.internal.ZertzRings;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;
import org.checkerframework.checker.nullness.qual.Nullable;

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

  /** Computes the index from the move (see {@link ZertzRings#placementIndex}) instead of a scan. */
  @Override
  public int indexOf(@Nullable Object o) {
    if (!(o instanceof ZertzMove move) || move.kind() != ZertzMove.Kind.PLACEMENT || move.board() != board) {
      return -1;
    }
    return ZertzRings.placementIndex(
        colours, vacant, free, perColour, move.marbleOrdinal(), move.cell(), move.removedRing().orElse(-1));
  }

  /** A placement occurs once in the list, so its last index is its index. */
  @Override
  public int lastIndexOf(@Nullable Object o) {
    return indexOf(o);
  }

  @Override
  public boolean contains(@Nullable Object o) {
    return indexOf(o) >= 0;
  }

  @Override
  public int size() {
    return size;
  }
}
