package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A heap Nim move: take {@code count} balls from heap number {@code heap}, heaps numbered from 1.
 * {@link #toString()} gives its notation, {@code h3:2} for two balls from heap 3.
 *
 * <pre>{@code
 * HeapNimMove move = HeapNimMove.of(3, 2);
 * move.toString();                                   // "h3:2"
 * HeapNim.triangle().notation().parse("h3:2");       // the same move
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class HeapNimMove {
  private final int heap;
  private final int count;

  private HeapNimMove(int heap, int count) {
    this.heap = heap;
    this.count = count;
  }

  /**
   * Returns the move that takes {@code count} balls from heap {@code heap}. Whether it is legal
   * depends on the game and the position: see {@link HeapNim#check}.
   *
   * @param heap the heap number, from 1
   * @param count how many balls to take, at least 1
   * @return the move
   * @throws IllegalArgumentException if {@code heap} or {@code count} is less than 1
   */
  public static HeapNimMove of(int heap, int count) {
    if (heap < 1) {
      throw new IllegalArgumentException("Heaps are numbered from 1, not " + heap);
    }
    if (count < 1) {
      throw new IllegalArgumentException("A move takes at least one ball, not " + count);
    }
    return new HeapNimMove(heap, count);
  }

  /**
   * Returns the heap the balls are taken from.
   *
   * @return the heap number, from 1
   */
  public int heap() {
    return heap;
  }

  /**
   * Returns how many balls are taken.
   *
   * @return the count, at least 1
   */
  public int count() {
    return count;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof HeapNimMove that
        && that.heap == heap
        && that.count == count;
  }

  @Override
  public int hashCode() {
    return heap * 31 + count;
  }

  /**
   * Returns the move's notation.
   *
   * @return {@code h<heap>:<count>}, such as {@code h3:2}
   */
  @Override
  public String toString() {
    return "h" + heap + ":" + count;
  }
}
