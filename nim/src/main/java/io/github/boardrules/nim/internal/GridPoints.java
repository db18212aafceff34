package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;

/**
 * Names of grid points and of point sets, for a board of a given size: the move notation's and the
 * legality's messages'. A point's index is {@code
 * row * columns + column}, both from 0; it is named like a chess square: column letter from {@code
 * a} at the left, row number from {@code 1} at the bottom.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class GridPoints {
  private static final String MOVE = "move";

  private GridPoints() {}

  /**
   * Returns the name of a point, such as {@code b3}.
   *
   * @param index the point, {@code row * columns + column}
   * @param columns the board's columns
   * @return the name
   */
  public static String name(int index, int columns) {
    return String.valueOf((char) ('a' + index % columns)) + (index / columns + 1);
  }

  /**
   * Writes a point set in move notation: one point as its name, the points of one line with no gap
   * as a range {@code low-high}, anything else as a comma list in index order.
   *
   * @param mask the points
   * @param columns the board's columns
   * @return the notation, such as {@code b2-b4}
   */
  public static String format(long mask, int columns) {
    if (mask == 0) {
      return "(no points)";
    }
    int low = Long.numberOfTrailingZeros(mask);
    int high = 63 - Long.numberOfLeadingZeros(mask);
    if (low != high && isRun(mask, low, high, columns)) {
      return name(low, columns) + "-" + name(high, columns);
    }
    return list(mask, columns);
  }

  /**
   * Writes a point set as a comma list in index order, such as {@code a1,a3}.
   *
   * @param mask the points
   * @param columns the board's columns
   * @return the list
   */
  public static String list(long mask, int columns) {
    StringBuilder out = new StringBuilder();
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      if (out.length() > 0) {
        out.append(',');
      }
      out.append(name(Long.numberOfTrailingZeros(rest), columns));
    }
    return out.toString();
  }

  /**
   * Tells whether {@code mask} is exactly the points from {@code low} to {@code high} of one row or
   * column: the same points, not just as many (a1,c2,a3 spans column a with three points, but is
   * not a1-a3).
   */
  private static boolean isRun(long mask, int low, int high, int columns) {
    boolean oneLine = low / columns == high / columns || low % columns == high % columns;
    return oneLine && mask == between(low, high, columns);
  }

  /**
   * Returns the points from {@code from} to {@code to} (either order) of one line, inclusive.
   *
   * @param from one end
   * @param to the other end, in the same row or column
   * @param columns the board's columns
   * @return the points
   */
  public static long between(int from, int to, int columns) {
    int low = Math.min(from, to);
    int high = Math.max(from, to);
    int step = low / columns == high / columns ? 1 : columns;
    long mask = 0;
    for (int i = low; i <= high; i += step) {
      mask |= 1L << i;
    }
    return mask;
  }

  /**
   * Reads a move: a comma list of items, each a point ({@code c1}) or a range of one line ({@code
   * b2-b4}, either order), naming each point once, every point on the board.
   *
   * @param text the move
   * @param rows the board's rows
   * @param columns the board's columns
   * @return the mask of the named points, never 0
   * @throws TextParseException naming the index of the offending character
   */
  public static long parse(CharSequence text, int rows, int columns) {
    String input = text.toString();
    if (input.isEmpty()) {
      throw new TextParseException(MOVE, input, 0, "a move names at least one point, such as a1");
    }
    long mask = 0;
    int at = 0;
    while (true) {
      int itemStart = at;
      int first = readPoint(input, at, rows, columns);
      at = skipPoint(input, at);
      long item = 1L << first;
      if (at < input.length() && input.charAt(at) == '-') {
        int secondAt = at + 1;
        int second = readPoint(input, secondAt, rows, columns);
        at = skipPoint(input, secondAt);
        if (second == first) {
          throw new TextParseException(
              MOVE, input, secondAt, "a range needs two different ends; write one point as "
                  + name(first, columns));
        }
        if (first / columns != second / columns && first % columns != second % columns) {
          throw new TextParseException(
              MOVE, input, secondAt, name(first, columns) + " and " + name(second, columns)
                  + " are not in one row or column");
        }
        item = between(first, second, columns);
      }
      if ((mask & item) != 0) {
        throw new TextParseException(
            MOVE, input, itemStart, list(mask & item, columns) + " named more than once");
      }
      mask |= item;
      if (at == input.length()) {
        return mask;
      }
      if (input.charAt(at) != ',') {
        throw new TextParseException(
            MOVE, input, at, "expected ',' or '-' or the end, found '" + input.charAt(at) + "'");
      }
      at++;
      if (at == input.length()) {
        throw new TextParseException(MOVE, input, at, "expected a point after ','");
      }
    }
  }

  /** Reads the point at {@code at}: a column letter, then a row number without leading zero. */
  private static int readPoint(String input, int at, int rows, int columns) {
    char last = (char) ('a' + columns - 1);
    if (at >= input.length()) {
      throw new TextParseException(MOVE, input, at, "expected a point, such as a1");
    }
    char written = input.charAt(at);
    // Coordinates are read in either case (CONVENTIONS.md).
    char letter = written >= 'A' && written <= 'Z' ? (char) (written - 'A' + 'a') : written;
    if (letter < 'a' || letter > 'z') {
      throw new TextParseException(
          MOVE, input, at, "expected a column letter a-" + last + ", found '" + letter + "'");
    }
    int column = letter - 'a';
    if (column >= columns) {
      throw new TextParseException(
          MOVE, input, at, "column " + letter + " is off the board (columns a-" + last + ")");
    }
    int digits = at + 1;
    int end = skipPoint(input, at);
    if (end == digits) {
      throw new TextParseException(MOVE, input, digits, "expected a row number after " + letter);
    }
    if (input.charAt(digits) == '0') {
      throw new TextParseException(
          MOVE, input, digits, "row numbers start at 1 and have no leading zero");
    }
    // Rows are at most 64, so three digits already mean off the board; never overflows.
    int row = end - digits > 3 ? Integer.MAX_VALUE : Integer.parseInt(input.substring(digits, end));
    if (row > rows) {
      throw new TextParseException(
          MOVE, input, digits, "row " + input.substring(digits, end) + " is off the board (rows 1-"
              + rows + ")");
    }
    return (row - 1) * columns + column;
  }

  /** Returns the index after the point starting at {@code at}: after its letter and digits. */
  private static int skipPoint(String input, int at) {
    int i = at + 1;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      i++;
    }
    return i;
  }
}
