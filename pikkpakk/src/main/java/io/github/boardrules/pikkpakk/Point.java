package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.PointText;
import java.text.ParsePosition;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A point of a square board, named like a chess square: the column letter from {@code a} at the
 * left, then the row number from {@code 1} at the bottom. {@code e5} is the centre of the 9x9
 * board. Boards of the booklet have at most {@value #MAX_SIZE} rows and columns ({@code a}–{@code
 * o}, {@code 1}–{@code 15}).
 *
 * <pre>{@code
 * Point p = Point.parse("e5");
 * p.column();               // 4 (from 0)
 * p.row();                  // 4 (from 0)
 * Point.of(1, 0).toString(); // "b1"
 * }</pre>
 *
 * <p>Instances are immutable and shared: {@code of} and {@code parse} return the same object for
 * the same point.
 */
@API(status = STABLE, since = "0.1.0")
public final class Point {
  /** The most rows and columns a board may have. */
  public static final int MAX_SIZE = PointText.MAX_SIZE;

  /** The points by {@link PointText#index}. */
  private static final Point[] POINTS = new Point[MAX_SIZE * MAX_SIZE];

  static {
    for (int row = 0; row < MAX_SIZE; row++) {
      for (int column = 0; column < MAX_SIZE; column++) {
        POINTS[PointText.index(column, row)] = new Point(column, row);
      }
    }
  }

  private final int column;
  private final int row;
  private final String name;

  private Point(int column, int row) {
    this.column = column;
    this.row = row;
    this.name = PointText.name(column, row);
  }

  /**
   * Returns the point in {@code column} and {@code row}, both counted from 0 at the bottom left.
   *
   * @param column 0 ({@code a}) to {@value #MAX_SIZE} - 1 ({@code o})
   * @param row 0 (row {@code 1}) to {@value #MAX_SIZE} - 1 (row {@code 15})
   * @return the point
   * @throws IllegalArgumentException if the column or row is out of range
   */
  public static Point of(int column, int row) {
    if (column < 0 || column >= MAX_SIZE || row < 0 || row >= MAX_SIZE) {
      throw new IllegalArgumentException(
          "No point in column " + column + ", row " + row + ": both must be 0 to " + (MAX_SIZE - 1));
    }
    return POINTS[PointText.index(column, row)];
  }

  /**
   * Reads a point name such as {@code e5}: a lower-case column letter {@code a}–{@code o}, then a
   * row number {@code 1}–{@code 15} without leading zero.
   *
   * @param text the name
   * @return the point
   * @throws TextParseException (kind {@code "point"}) if the text is not a point name
   */
  public static Point parse(CharSequence text) {
    String input = text.toString();
    int[] end = {0};
    Point point = read(input, 0, end, "point");
    if (end[0] != input.length()) {
      throw new TextParseException("point", input, end[0], "unexpected text after the point name");
    }
    return point;
  }

  /**
   * Reads a point name that starts at the parse position, and moves the position past it: for the
   * notations of the booklet's games that write points inside longer texts.
   *
   * <pre>{@code
   * ParsePosition at = new ParsePosition(3);
   * Point.parse("b5-h5>", at, "move");   // h5; at.getIndex() is now 5
   * }</pre>
   *
   * @param text the whole text
   * @param position where the point name starts; on success, set to the index after it
   * @param kind what the text is, for the exception, such as {@code "move"}
   * @return the point
   * @throws TextParseException (of that kind) naming the index and the reason, if no point name
   *     starts there
   */
  public static Point parse(CharSequence text, ParsePosition position, String kind) {
    int[] end = {0};
    Point point = read(text.toString(), position.getIndex(), end, kind);
    position.setIndex(end[0]);
    return point;
  }

  /** Reads a point name starting at {@code start}; stores the index after it in {@code end[0]}. */
  private static Point read(String input, int start, int[] end, String kind) {
    return POINTS[PointText.read(input, start, end, kind)];
  }

  /**
   * Returns the column, from 0 ({@code a}) at the left.
   *
   * @return the column index
   */
  public int column() {
    return column;
  }

  /**
   * Returns the row, from 0 (row {@code 1}) at the bottom.
   *
   * @return the row index
   */
  public int row() {
    return row;
  }

  /**
   * Tells whether the point lies on a board of {@code size} x {@code size} points.
   *
   * @param size the board size
   * @return true when both the column and the row are less than {@code size}
   */
  public boolean isOnBoard(int size) {
    return column < size && row < size;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return this == o
        || (o instanceof Point that && that.column == column && that.row == row);
  }

  @Override
  public int hashCode() {
    return row * MAX_SIZE + column;
  }

  /**
   * Returns the point's name, such as {@code e5}.
   *
   * @return the name
   */
  @Override
  public String toString() {
    return name;
  }
}
