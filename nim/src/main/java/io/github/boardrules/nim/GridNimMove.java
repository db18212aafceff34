package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.nim.internal.GridPoints;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A grid NIM move: the set of points whose balls are removed, on a board with a given number of
 * columns. Point {@code (column, row)}, both from 0 at the bottom left, is bit {@code row * columns
 * + column} of {@link #mask()}.
 *
 * <p>{@link #toString()} gives the move's notation: {@code c1}, {@code b2-b4}, or {@code a1,a3}.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimMove move = rules.notation().parse("b2-b4");
 * move.size();        // 3
 * move.toString();    // "b2-b4"
 * rules.move(0b0111); // a1-c1
 * }</pre>
 *
 * <p>Moves are obtained from {@link GridNim#legalMoves}, {@link GridNim#move(long)} or the
 * notation. Instances are immutable; two moves are equal when they name the same points on boards
 * with the same number of columns.
 */
@API(status = STABLE, since = "0.1.0")
public final class GridNimMove {
  private final long mask;
  private final int columns;

  /** Makes a move; the caller checks that the mask is not empty and fits the columns. */
  GridNimMove(long mask, int columns) {
    this.mask = mask;
    this.columns = columns;
  }

  /**
   * Returns the removed points as a bit mask, bit {@code row * columns() + column}.
   *
   * @return the mask, never 0
   */
  public long mask() {
    return mask;
  }

  /**
   * Returns the number of columns of the board the move was made for, which fixes the meaning of
   * the mask's bits.
   *
   * @return the number of columns, 1 to 26
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns how many balls the move removes.
   *
   * @return the number of points, at least 1
   */
  public int size() {
    return Long.bitCount(mask);
  }

  /**
   * Tells whether the move removes the ball at a point.
   *
   * @param column the column, from 0 at the left ({@code a})
   * @param row the row, from 0 at the bottom ({@code 1})
   * @return true when the point is one of the move's
   */
  public boolean contains(int column, int row) {
    if (column < 0 || column >= columns || row < 0) {
      return false;
    }
    int index = row * columns + column;
    return index < Long.SIZE && (mask & (1L << index)) != 0;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof GridNimMove that
        && that.mask == mask
        && that.columns == columns;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(mask) * 31 + columns;
  }

  /**
   * Returns the move's notation: a point, a range of one line, or a comma list.
   *
   * @return the notation, such as {@code b2-b4}
   */
  @Override
  public String toString() {
    return GridPoints.format(mask, columns);
  }
}
