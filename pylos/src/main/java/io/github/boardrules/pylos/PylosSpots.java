package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.internal.Board;

/**
 * The 30 spots of the pyramid, their numbers and their names.
 *
 * <p>Level 0 is the 4x4 base, level 1 the 3x3 level on it, level 2 the 2x2 level and level 3 the
 * top. Columns are counted from 0 at the left, rows from 0 at the bottom (seen from the side
 * where LIGHT sits, as for a chess board). Spot numbers run level by level, row by row from the
 * bottom, left to right: level 0 is 0 to 15, level 1 16 to 24, level 2 25 to 28, the top 29. Spot
 * {@code i} is bit {@code i} of the masks of {@link PylosState}.
 *
 * <p><b>Decision (spot names):</b> a level-0 spot is named like a chess square, a column letter
 * from {@code a} and a row digit from {@code 1}: {@code a1} to {@code d4}. A spot above the base
 * is named by its level digit, then its column letter and row digit on that level: {@code 1a1} to
 * {@code 1c3}, {@code 2a1} to {@code 2b2}, and the top {@code 3a1}. Level-k spot {@code (c, r)}
 * rests on level-(k-1) spots {@code (c, r)}, {@code (c+1, r)}, {@code (c, r+1)} and {@code (c+1,
 * r+1)}: {@code 1a1} rests on {@code a1, b1, a2, b2}.
 *
 * <pre>{@code
 * PylosSpots.parse("1b2");     // 20
 * PylosSpots.name(29);         // "3a1"
 * PylosSpots.level(20);        // 1
 * PylosSpots.index(1, 1, 1);   // 20
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosSpots {
  /** The number of spots. */
  public static final int COUNT = Board.SPOTS;

  /** The number of the top spot, {@code 3a1}. */
  public static final int TOP = COUNT - 1;

  private PylosSpots() {}

  /**
   * Returns the number of a spot.
   *
   * @param level 0 to 3
   * @param column from 0 to {@code 3 - level}
   * @param row from 0 to {@code 3 - level}
   * @return the spot number, 0 to 29
   * @throws IllegalArgumentException if a coordinate is out of range
   */
  public static int index(int level, int column, int row) {
    if (level < 0 || level > 3) {
      throw new IllegalArgumentException("level must be 0 to 3, not " + level);
    }
    int n = 4 - level;
    if (column < 0 || column >= n || row < 0 || row >= n) {
      throw new IllegalArgumentException(
          "(column " + column + ", row " + row + ") is not on level " + level + ", which is "
              + n + "x" + n);
    }
    return Board.index(level, column, row);
  }

  /**
   * Returns a spot's level.
   *
   * @param spot the spot number
   * @return 0 (the base) to 3 (the top)
   * @throws IndexOutOfBoundsException if {@code spot} is not 0 to 29
   */
  public static int level(int spot) {
    return Board.level(check(spot));
  }

  /**
   * Returns a spot's column on its level.
   *
   * @param spot the spot number
   * @return the column, from 0 at the left
   * @throws IndexOutOfBoundsException if {@code spot} is not 0 to 29
   */
  public static int column(int spot) {
    return Board.column(check(spot));
  }

  /**
   * Returns a spot's row on its level.
   *
   * @param spot the spot number
   * @return the row, from 0 at the bottom
   * @throws IndexOutOfBoundsException if {@code spot} is not 0 to 29
   */
  public static int row(int spot) {
    return Board.row(check(spot));
  }

  /**
   * Returns the spots a ball on {@code spot} rests on.
   *
   * @param spot the spot number
   * @return a mask of four spots, or 0 for a level-0 spot
   * @throws IndexOutOfBoundsException if {@code spot} is not 0 to 29
   */
  public static long supportOf(int spot) {
    return Board.support(check(spot));
  }

  /**
   * Returns a spot's name, such as {@code c2} or {@code 1a3}.
   *
   * @param spot the spot number
   * @return the name
   * @throws IndexOutOfBoundsException if {@code spot} is not 0 to 29
   */
  public static String name(int spot) {
    return Board.name(check(spot));
  }

  /**
   * Reads a spot name.
   *
   * @param text the name, such as {@code c2} or {@code 1a3}
   * @return the spot number
   * @throws TextParseException (kind {@code "spot"}) if the text is not a spot name, with the
   *     index and the reason
   */
  public static int parse(CharSequence text) {
    String input = text.toString();
    int end = scan(input, 0, "spot");
    if (end != input.length()) {
      throw new TextParseException("spot", input, end, "unexpected text after the spot name");
    }
    return decodeScan(input, 0);
  }

  /**
   * Reads the spot name starting at {@code at} and returns the index just after it; {@link
   * #decodeScan} then gives the spot. Errors are reported with {@code kind} against the whole
   * input.
   */
  static int scan(String input, int at, String kind) {
    int level = 0;
    int i = at;
    if (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      char d = input.charAt(i);
      if (d == '0') {
        throw new TextParseException(
            kind, input, i, "level-0 spots are written without a level digit (a1, not 0a1)");
      }
      if (d > '3') {
        throw new TextParseException(kind, input, i, "level " + d + " does not exist (levels 1-3)");
      }
      level = d - '0';
      i++;
    }
    int n = 4 - level;
    char last = (char) ('a' + n - 1);
    if (i >= input.length()) {
      throw new TextParseException(kind, input, i, "expected a column letter a-" + last);
    }
    char written = input.charAt(i);
    // Coordinates are read in either case (CONVENTIONS.md).
    char c = written >= 'A' && written <= 'Z' ? (char) (written - 'A' + 'a') : written;
    if (c < 'a' || c > last) {
      throw new TextParseException(
          kind, input, i,
          c >= 'a' && c <= 'z'
              ? "column " + c + " is not on level " + level + " (columns a-" + last + ")"
              : "expected a column letter a-" + last + ", found '" + c + "'");
    }
    i++;
    char lastRow = (char) ('1' + n - 1);
    if (i >= input.length()) {
      throw new TextParseException(kind, input, i, "expected a row digit 1-" + lastRow);
    }
    char r = input.charAt(i);
    if (r < '1' || r > lastRow) {
      throw new TextParseException(
          kind, input, i,
          r >= '0' && r <= '9'
              ? "row " + r + " is not on level " + level + " (rows 1-" + lastRow + ")"
              : "expected a row digit 1-" + lastRow + ", found '" + r + "'");
    }
    return i + 1;
  }

  /** Returns the spot of a name that {@link #scan} accepted at {@code at}. */
  static int decodeScan(String input, int at) {
    int level = 0;
    int i = at;
    if (input.charAt(i) >= '1' && input.charAt(i) <= '3') {
      level = input.charAt(i) - '0';
      i++;
    }
    return Board.index(level, Character.toLowerCase(input.charAt(i)) - 'a', input.charAt(i + 1) - '1');
  }

  /** Returns the names of the spots of a mask in index order, separated by commas. */
  static String list(long mask) {
    return Board.list(mask);
  }

  private static int check(int spot) {
    if (spot < 0 || spot >= COUNT) {
      throw new IndexOutOfBoundsException("Spot " + spot + " does not exist: spots are 0 to 29");
    }
    return spot;
  }
}
