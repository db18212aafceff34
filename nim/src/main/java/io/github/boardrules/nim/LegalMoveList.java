package io.github.boardrules.nim;

import io.github.boardrules.nim.internal.MoveShapes;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves of a grid position as an unmodifiable list that finds each move when asked
 * instead of copying them all: a random game asks for one move of each list, and the list then
 * costs one small object. {@code get} counts off the shapes' legal places, so it is used only for
 * games with few shapes; iteration walks the shapes once.
 */
final class LegalMoveList extends AbstractList<GridNimMove> implements RandomAccess {
  private final MoveShapes shapes;
  private final GridNimMove[] candidateMoves;
  private final long balls;
  private final int size;

  LegalMoveList(MoveShapes shapes, GridNimMove[] candidateMoves, long balls) {
    this.shapes = shapes;
    this.candidateMoves = candidateMoves;
    this.balls = balls;
    this.size = shapes.countLegal(balls);
  }

  @Override
  public GridNimMove get(int index) {
    Objects.checkIndex(index, size);
    return candidateMoves[shapes.legalMoveIndex(balls, index)];
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Iterator<GridNimMove> iterator() {
    return new Iterator<>() {
      private int shape = -1;
      private long legal;
      private int returned;

      @Override
      public boolean hasNext() {
        return returned < size;
      }

      @Override
      public GridNimMove next() {
        if (returned >= size) {
          throw new NoSuchElementException();
        }
        while (legal == 0) {
          shape++;
          legal = shapes.legalAnchors(shape, balls);
        }
        int anchor = Long.numberOfTrailingZeros(legal);
        legal &= legal - 1;
        returned++;
        return candidateMoves[shapes.moveIndex(shape, anchor)];
      }
    };
  }
}
