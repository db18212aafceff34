package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;

/**
 * Point names of the booklet's square boards in their primitive form: a point is its column and
 * row, counted from 0 at the bottom left, or its index {@code row * 15 + column}; its name is the
 * column letter and the row number, {@code e5}. The engines and legality checks name points in
 * their messages with it; the public {@code Point} reads and writes its names with it, so that
 * there is one reader.
 *
 * <pre>{@code
 * PointText.name(4, 4);                                   // "e5"
 * int[] end = {0};
 * int index = PointText.read("b5-h5>", 0, end, "move");  // PointText.index(1, 4); end[0] is 2
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PointText {
  /** The most rows and columns a board may have: columns {@code a}–{@code o}, rows 1–15. */
  public static final int MAX_SIZE = 15;

  private static final String[] NAMES = new String[MAX_SIZE * MAX_SIZE];

  static {
    for (int row = 0; row < MAX_SIZE; row++) {
      for (int column = 0; column < MAX_SIZE; column++) {
        NAMES[index(column, row)] = (char) ('a' + column) + Integer.toString(row + 1);
      }
    }
  }

  private PointText() {}

  /**
   * Returns a point's index.
   *
   * @param column 0 ({@code a}) to {@value #MAX_SIZE} - 1
   * @param row 0 (row 1) to {@value #MAX_SIZE} - 1
   * @return {@code row * 15 + column}
   */
  public static int index(int column, int row) {
    return row * MAX_SIZE + column;
  }

  /**
   * Returns the column of a point's index.
   *
   * @param index the index
   * @return the column, from 0
   */
  public static int column(int index) {
    return index % MAX_SIZE;
  }

  /**
   * Returns the row of a point's index.
   *
   * @param index the index
   * @return the row, from 0
   */
  public static int row(int index) {
    return index / MAX_SIZE;
  }

  /**
   * Returns a point's name.
   *
   * @param column 0 ({@code a}) to {@value #MAX_SIZE} - 1
   * @param row 0 (row 1) to {@value #MAX_SIZE} - 1
   * @return such as {@code e5}; the same string object for the same point
   */
  public static String name(int column, int row) {
    return NAMES[index(column, row)];
  }

  /**
   * Returns the name of the point at {@code index} along a row or a column.
   *
   * @param horizontal true for a row, false for a column
   * @param line the row's or the column's index
   * @param index the point's index along the line
   * @return such as {@code e5}
   */
  public static String onLine(boolean horizontal, int line, int index) {
    return horizontal ? name(index, line) : name(line, index);
  }

  /**
   * Reads a point name starting at {@code start}: a column letter {@code a}–{@code o} in either
   * case, then a row number {@code 1}–{@code 15} without leading zero.
   *
   * @param input the whole text
   * @param start where the name starts
   * @param end receives the index after the name in {@code end[0]}
   * @param kind what the text is, for the exception, such as {@code "move"}
   * @return the point's {@link #index}
   * @throws TextParseException (of that kind) naming the index and the reason
   */
  public static int read(String input, int start, int[] end, String kind) {
    if (start >= input.length()) {
      throw new TextParseException(kind, input, start, "expected a point such as e5");
    }
    char written = input.charAt(start);
    // Coordinates are read in either case (CONVENTIONS.md).
    char c = written >= 'A' && written <= 'Z' ? (char) (written - 'A' + 'a') : written;
    if (c < 'a' || c >= 'a' + MAX_SIZE) {
      throw new TextParseException(
          kind, input, start, "expected a column letter a-o, not '" + c + "'");
    }
    int i = start + 1;
    if (i >= input.length() || input.charAt(i) < '0' || input.charAt(i) > '9') {
      throw new TextParseException(kind, input, i, "expected a row number 1-15 after the column");
    }
    if (input.charAt(i) == '0') {
      throw new TextParseException(kind, input, i, "row numbers start at 1 and have no leading zero");
    }
    int digitsStart = i;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      i++;
    }
    String digits = input.substring(digitsStart, i);
    int row = digits.length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(digits);
    if (row > MAX_SIZE) {
      throw new TextParseException(
          kind, input, digitsStart, "row " + digits + " is beyond 15 (rows are 1-15)");
    }
    end[0] = i;
    return index(c - 'a', row - 1);
  }
}
