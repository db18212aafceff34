package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.tzaar.internal.TzaarBoard;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A point of the 60-point TZAAR board, named in boardspace.net coordinates: columns {@code A} to
 * {@code I} from the left, of 5, 6, 7, 8, 9, 8, 7, 6 and 5 points, rows numbered from 1 inside each
 * column. The centre {@code E5} is a hole, not a point: column E is E1–E4 and E6–E9.
 *
 * <p>The points are numbered 0 to 59 column by column, rows upwards, the hole skipped: A1 is 0, A5
 * is 4, B1 is 5, E4 is 29, E6 is 30, I5 is 59. This is the bit of the point in the board masks and
 * the order of LittleGolem's {@code POS} field.
 *
 * <pre>{@code
 * TzaarPoint p = TzaarPoint.of("D4");
 * p.column();       // 'D'
 * p.row();          // 4
 * p.index();        // 21
 * TzaarPoint.all(); // A1, A2, ..., I5
 * }</pre>
 *
 * <p>There is one instance per point; compare with {@code equals} or {@code ==}.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarPoint {
  /** The number of points. */
  public static final int COUNT = TzaarBoard.POINTS;

  private static final TzaarPoint[] POINTS = new TzaarPoint[COUNT];
  private static final List<TzaarPoint> ALL;

  static {
    for (int index = 0; index < COUNT; index++) {
      int column = TzaarBoard.x(index);
      int row = (TzaarBoard.y(index) - TzaarBoard.firstDoubledRow(column)) / 2 + 1;
      POINTS[index] = new TzaarPoint(index, column, row);
    }
    ALL = List.of(POINTS);
  }

  private final int index;
  private final int column;
  private final int row;
  private final String name;

  private TzaarPoint(int index, int column, int row) {
    this.index = index;
    this.column = column;
    this.row = row;
    this.name = TzaarBoard.name(index);
  }

  /**
   * Returns every point, in index order: A1 to A5, B1 to B6, ..., I1 to I5.
   *
   * @return an unmodifiable list of the 60 points
   */
  public static List<TzaarPoint> all() {
    return ALL;
  }

  /**
   * Returns the point with an index.
   *
   * @param index 0 to 59
   * @return the point
   * @throws IndexOutOfBoundsException if the index is not 0 to 59
   */
  public static TzaarPoint ofIndex(int index) {
    if (index < 0 || index >= COUNT) {
      throw new IndexOutOfBoundsException("Point indices are 0 to 59, not " + index);
    }
    return POINTS[index];
  }

  /**
   * Returns the point in a column and row.
   *
   * @param column {@code A} to {@code I} (lower case accepted)
   * @param row from 1 to the column's length
   * @return the point
   * @throws IllegalArgumentException if there is no such point, naming why
   */
  public static TzaarPoint of(char column, int row) {
    String problem = problem(column, row);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return POINTS[TzaarBoard.indexOf(Character.toUpperCase(column) - 'A', row)];
  }

  /**
   * Returns the point with a name such as {@code D4}.
   *
   * @param name a column letter {@code A}-{@code I} (lower case accepted) and a row number
   * @return the point
   * @throws IllegalArgumentException if the name is not a point of the board, naming why
   */
  public static TzaarPoint of(String name) {
    if (name.length() < 2 || name.length() > 2 || name.charAt(1) < '0' || name.charAt(1) > '9') {
      throw new IllegalArgumentException(
          "\"" + name + "\" is not a point name: a column letter A-I and a row number 1-9, like D4");
    }
    return of(name.charAt(0), name.charAt(1) - '0');
  }

  /** Returns why a column and row name no point, or null when they do. */
  static @Nullable String problem(char column, int row) {
    int c = Character.toUpperCase(column) - 'A';
    if (c < 0 || c > 8) {
      return "column " + column + " is not on the board (columns A-I)";
    }
    if (c == 4 && row == 5) {
      return "E5 is the centre hole, not a point";
    }
    if (row < 1 || row > TzaarBoard.columnLength(c)) {
      return "column " + (char) ('A' + c) + " has rows 1-" + TzaarBoard.columnLength(c) + ", not " + row;
    }
    return null;
  }

  /**
   * Returns the point's number, its bit in board masks.
   *
   * @return 0 to 59
   */
  public int index() {
    return index;
  }

  /**
   * Returns the point's column letter.
   *
   * @return {@code A} to {@code I}
   */
  public char column() {
    return (char) ('A' + column);
  }

  /**
   * Returns the point's row number inside its column.
   *
   * @return from 1
   */
  public int row() {
    return row;
  }

  /** Returns the column as a number, 0 for A. */
  int x() {
    return column;
  }

  /** Returns the doubled row coordinate: {@code 2 * (row - 1)} + the column's first, 0 to 16. */
  int y() {
    return TzaarBoard.y(index);
  }

  /**
   * Returns the point's name, such as {@code D4}.
   *
   * @return the name
   */
  @Override
  public String toString() {
    return name;
  }
}
