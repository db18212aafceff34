package io.github.boardrules.nim;

import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves of a heap position as an unmodifiable list that makes each move when asked: a
 * heap of a million balls has a million moves, which a random game never needs to hold at once.
 * Order: heap 1 taking 1, 2, ... balls, then heap 2, and so on.
 */
final class HeapMoveList extends AbstractList<HeapNimMove> implements RandomAccess {
  private final int[] heaps;
  private final int size;

  /** Lists the moves of {@code heaps}, an array nobody changes. */
  HeapMoveList(int[] heaps, int totalBalls) {
    this.heaps = heaps;
    this.size = totalBalls;
  }

  @Override
  public HeapNimMove get(int index) {
    Objects.checkIndex(index, size);
    int rest = index;
    int heap = 0;
    while (rest >= heaps[heap]) {
      rest -= heaps[heap];
      heap++;
    }
    return HeapNimMove.of(heap + 1, rest + 1);
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Iterator<HeapNimMove> iterator() {
    return new Iterator<>() {
      private int heap;
      private int taken;
      private int returned;

      @Override
      public boolean hasNext() {
        return returned < size;
      }

      @Override
      public HeapNimMove next() {
        if (returned >= size) {
          throw new NoSuchElementException();
        }
        while (taken == heaps[heap]) {
          heap++;
          taken = 0;
        }
        taken++;
        returned++;
        return HeapNimMove.of(heap + 1, taken);
      }
    };
  }
}
