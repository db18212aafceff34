package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;

/**
 * Bit work on the square boards of the booklet's games. A board of {@code size} x {@code size}
 * points (at most 15) is two arrays of <em>line words</em>: {@code rows[r]} has bit {@code plane +
 * c} set for a ball of a kind on column {@code c} of row {@code r}, {@code columns[c]} bit {@code
 * plane + r} for the same ball. Each kind of ball has a 16-bit plane, so that a line's runs,
 * majorities and shifts are a few shifts, masks and bit counts; a move rewrites its line and the
 * crossed lines.
 *
 * <p>The kinds of ball are numbered as the public {@code Ball} enum orders them ({@code
 * Ball.ordinal()}; a test holds the two together): {@link #LIGHT} 0, {@link #DARK} 1, {@link
 * #TARGET} 2, {@link #NEUTRAL} 3, and kind {@code k}'s plane is bit offset {@code 16 k}.
 *
 * <pre>{@code
 * long[] rows = new long[9];
 * long[] columns = new long[9];
 * LineBoard.set(rows, columns, 1, 4, LineBoard.LIGHT_PLANE);          // a LIGHT ball on b5
 * LineBoard.shift(rows, columns, 4, 1, 1, true, 1, 9);                // the run b5 one point right
 * LineBoard.kind(rows, 2, 4);                                          // LIGHT, now on c5
 * }</pre>
 *
 * <p>Static methods only; the arrays belong to the caller. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class LineBoard {
  /** The bit offset of the LIGHT balls in a line word. */
  public static final int LIGHT_PLANE = 0;

  /** The bit offset of the DARK balls in a line word. */
  public static final int DARK_PLANE = 16;

  /** The bit offset of the TARGET ball in a line word. */
  public static final int TARGET_PLANE = 32;

  /** The bit offset of the NEUTRAL balls in a line word. */
  public static final int NEUTRAL_PLANE = 48;

  /** Bit 0 of each of the four planes. */
  public static final long UNIT4 = 0x0001_0001_0001_0001L;

  /** The kind of the LIGHT balls. */
  public static final int LIGHT = 0;

  /** The kind of the DARK balls. */
  public static final int DARK = 1;

  /** The kind of the TARGET ball. */
  public static final int TARGET = 2;

  /** The kind of the NEUTRAL balls. */
  public static final int NEUTRAL = 3;

  /** No ball: what {@link #kind} returns for an empty point. */
  public static final int EMPTY = -1;

  /** The characters that write the kinds, in their order: {@code X o R N}. */
  private static final String SYMBOLS = "XoRN";

  private LineBoard() {}

  /**
   * Returns the plane of a kind of ball.
   *
   * @param kind {@link #LIGHT} to {@link #NEUTRAL}
   * @return its bit offset in a line word
   */
  public static int planeOf(int kind) {
    return kind << 4;
  }

  /**
   * Returns the character that writes a kind of ball in the position texts.
   *
   * @param kind {@link #LIGHT} to {@link #NEUTRAL}
   * @return {@code X}, {@code o}, {@code R} or {@code N}
   */
  public static char symbol(int kind) {
    return SYMBOLS.charAt(kind);
  }

  /**
   * Returns the kind of ball a character writes.
   *
   * @param symbol a character
   * @return the kind, or {@link #EMPTY} for any character but {@code X o R N}
   */
  public static int kindOfSymbol(char symbol) {
    return SYMBOLS.indexOf(symbol);
  }

  /**
   * Returns the name of a kind of ball, as messages write it.
   *
   * @param kind {@link #LIGHT} to {@link #NEUTRAL}
   * @return {@code LIGHT}, {@code DARK}, {@code TARGET} or {@code NEUTRAL}
   */
  public static String name(int kind) {
    return switch (kind) {
      case LIGHT -> "LIGHT";
      case DARK -> "DARK";
      case TARGET -> "TARGET";
      default -> "NEUTRAL";
    };
  }

  /**
   * Returns the name of the colour of a plane's balls, as messages write it.
   *
   * @param plane {@link #LIGHT_PLANE} or {@link #DARK_PLANE}
   * @return {@code LIGHT} or {@code DARK}
   */
  public static String colour(int plane) {
    return plane == LIGHT_PLANE ? "LIGHT" : "DARK";
  }

  /**
   * Returns the plane of a player's balls.
   *
   * @param player the player
   * @return {@link #LIGHT_PLANE} for {@code FIRST}, {@link #DARK_PLANE} for {@code SECOND}
   */
  public static int plane(Player player) {
    return player == Player.FIRST ? LIGHT_PLANE : DARK_PLANE;
  }

  /**
   * Returns the other player's plane.
   *
   * @param plane {@link #LIGHT_PLANE} or {@link #DARK_PLANE}
   * @return the other one
   */
  public static int otherPlane(int plane) {
    return DARK_PLANE - plane;
  }

  /**
   * Copies a 16-bit mask into all four planes.
   *
   * @param mask the points of a line
   * @return the mask in every plane
   */
  public static long spread(int mask) {
    long m = mask & 0xFFFFL;
    return m | m << 16 | m << 32 | m << 48;
  }

  /**
   * Returns the occupied points of a line.
   *
   * @param word a line word
   * @return bit {@code i} set when point {@code i} of the line holds a ball of any kind
   */
  public static int occupancy(long word) {
    return (int) ((word | word >>> 16 | word >>> 32 | word >>> 48) & 0xFFFF);
  }

  /**
   * Returns one plane of a line word.
   *
   * @param word a line word
   * @param plane the plane
   * @return bit {@code i} set when point {@code i} holds a ball of that plane's kind
   */
  public static int mask(long word, int plane) {
    return (int) (word >>> plane) & 0xFFFF;
  }

  /**
   * Puts a ball on an empty point.
   *
   * @param rows the row words
   * @param columns the column words
   * @param column the point's column
   * @param row the point's row
   * @param plane the ball's plane
   */
  public static void set(long[] rows, long[] columns, int column, int row, int plane) {
    rows[row] |= 1L << (plane + column);
    columns[column] |= 1L << (plane + row);
  }

  /**
   * Removes whatever ball stands on a point.
   *
   * @param rows the row words
   * @param columns the column words
   * @param column the point's column
   * @param row the point's row
   */
  public static void clear(long[] rows, long[] columns, int column, int row) {
    rows[row] &= ~(UNIT4 << column);
    columns[column] &= ~(UNIT4 << row);
  }

  /**
   * Returns the kind of the ball on a point.
   *
   * @param rows the row words
   * @param column the point's column
   * @param row the point's row
   * @return {@link #LIGHT} to {@link #NEUTRAL}, or {@link #EMPTY} for an empty point
   */
  public static int kind(long[] rows, int column, int row) {
    long word = rows[row] >>> column;
    if ((word & (1L << LIGHT_PLANE)) != 0) {
      return LIGHT;
    } else if ((word & (1L << DARK_PLANE)) != 0) {
      return DARK;
    } else if ((word & (1L << TARGET_PLANE)) != 0) {
      return TARGET;
    } else if ((word & (1L << NEUTRAL_PLANE)) != 0) {
      return NEUTRAL;
    }
    return EMPTY;
  }

  /**
   * Counts the balls of one plane on the board.
   *
   * @param rows the row words
   * @param plane the plane
   * @return how many balls of that kind there are
   */
  public static int count(long[] rows, int plane) {
    int count = 0;
    for (long row : rows) {
      count += Integer.bitCount(mask(row, plane));
    }
    return count;
  }

  /**
   * Shifts the balls on points {@code start} to {@code start + length - 1} of one line by {@code
   * distance} points, and updates the crossed lines. Balls shifted past either end of the line
   * (beyond point 0 or {@code size - 1}) leave the board. The caller makes sure that the points
   * the run moves into are empty, or accepts that the balls there are overwritten.
   *
   * @param along the words of the line's kind: {@code rows} for a row, {@code columns} for a column
   * @param across the other words
   * @param index the line's index
   * @param start the run's first point
   * @param length the run's length, 1 or more
   * @param plus true to shift towards higher indices
   * @param distance the number of points, 1 or more
   * @param size the board size
   */
  public static void shift(
      long[] along,
      long[] across,
      int index,
      int start,
      int length,
      boolean plus,
      int distance,
      int size) {
    int low = plus ? start : Math.max(start - distance, 0);
    int high = plus ? Math.min(start + length - 1 + distance, size - 1) : start + length - 1;
    rewrite(along, across, index, shifted(along[index], start, length, plus, distance, size), low, high);
  }

  /**
   * Returns a line word after {@link #shift} moves a run of it, without touching any array: what
   * a caller needs to judge a shift before playing it.
   *
   * <pre>{@code
   * long after = LineBoard.shifted(rows[4], 1, 7, true, 1, 9);   // row 4's run b-h one point right
   * }</pre>
   *
   * @param word the line's word
   * @param start the run's first point
   * @param length the run's length, 1 or more
   * @param plus true to shift towards higher indices
   * @param distance the number of points, 1 or more
   * @param size the board size
   * @return the line's word after the shift
   */
  public static long shifted(long word, int start, int length, boolean plus, int distance, int size) {
    long mask4 = spread(((1 << length) - 1) << start);
    long moving = word & mask4;
    long moved = plus ? moving << distance : moving >>> distance;
    return (word & ~mask4) | (moved & spread((1 << size) - 1));
  }

  /**
   * Rotates the points {@code start} to {@code start + length - 1} of one line cyclically by one
   * point: the ball pushed out at the leading end re-enters at the other end. Updates the crossed
   * lines.
   *
   * @param along the words of the line's kind
   * @param across the other words
   * @param index the line's index
   * @param start the segment's first point
   * @param length the segment's length, 2 or more
   * @param plus true to rotate towards higher indices
   */
  public static void rotate(
      long[] along, long[] across, int index, int start, int length, boolean plus) {
    long word = along[index];
    long mask4 = spread(((1 << length) - 1) << start);
    long moving = word & mask4;
    long first = spread(1 << start);
    long last = spread(1 << (start + length - 1));
    long shifted =
        plus
            ? ((moving & ~last) << 1) | ((moving & last) >>> (length - 1))
            : ((moving & ~first) >>> 1) | ((moving & first) << (length - 1));
    rewrite(along, across, index, (word & ~mask4) | shifted, start, start + length - 1);
  }

  /** Stores a line's new word and copies points {@code low} to {@code high} into the crossed lines. */
  private static void rewrite(
      long[] along, long[] across, int index, long updated, int low, int high) {
    along[index] = updated;
    long clear = ~(UNIT4 << index);
    for (int i = low; i <= high; i++) {
      across[i] = (across[i] & clear) | (((updated >>> i) & UNIT4) << index);
    }
  }

  /**
   * Returns the length of the run of occupied points that starts at {@code start}.
   *
   * @param occupied a line's occupancy
   * @param start a point of the line
   * @return the number of touching occupied points from {@code start} upwards (0 if it is empty)
   */
  public static int runLength(int occupied, int start) {
    return Integer.numberOfTrailingZeros(~(occupied >>> start));
  }

  /**
   * Tells whether {@code n} balls of one plane stand in a row — horizontally, vertically or on
   * either diagonal — with all of them inside the square of rows and columns {@code low} to {@code
   * high}.
   *
   * @param rows the row words
   * @param plane the plane
   * @param n how many in a row, 2 or more
   * @param low the square's first row and column
   * @param high the square's last row and column
   * @return true if there is such a line
   */
  public static boolean hasInARow(long[] rows, int plane, int n, int low, int high) {
    int area = ((1 << (high - low + 1)) - 1) << low;
    for (int r = low; r <= high; r++) {
      if (inOneLine(mask(rows[r], plane) & area, n)
          || (r + n - 1 <= high && acrossLines(rows, r, -1, 0, plane, n, area))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Tells whether {@code n} balls of one plane stand in a row through line {@code index}, as
   * {@link #hasInARow} would find them in the square of {@code low} to {@code high} once that
   * line's word is {@code word}; the array is not changed. A move whose new balls all lie in one
   * line (a placement, a shift) can make a new row only through that line, so this is all a caller
   * who knows the board had none before needs to look at. The lines may be rows or columns: the
   * column words are the board turned over its diagonal, where rows in a row stay rows in a row.
   *
   * <pre>{@code
   * long after = LineBoard.shifted(rows[4], 1, 7, true, 1, 9);
   * boolean five = LineBoard.hasInARowThrough(rows, 4, after, LineBoard.LIGHT_PLANE, 5, 0, 8);
   * }</pre>
   *
   * @param lines the words of one kind of line, rows or columns
   * @param index the line that changes
   * @param word its word after the change
   * @param plane the plane
   * @param n how many in a row, 2 or more
   * @param low the square's first line and point
   * @param high the square's last line and point
   * @return true if there is such a row through the line
   */
  public static boolean hasInARowThrough(long[] lines, int index, long word, int plane, int n, int low, int high) {
    if (index < low || index > high) {
      return false;
    }
    int area = ((1 << (high - low + 1)) - 1) << low;
    int changed = mask(word, plane) & area;
    if (inOneLine(changed, n)) {
      return true;
    }
    for (int first = Math.max(low, index - n + 1); first <= Math.min(index, high - n + 1); first++) {
      if (acrossLines(lines, first, index, changed, plane, n, area)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a line's points hold {@code n} in a row. */
  private static boolean inOneLine(int points, int n) {
    int run = points;
    for (int k = 1; k < n; k++) {
      run &= points >>> k;
    }
    return run != 0;
  }

  /**
   * Whether lines {@code first} to {@code first + n - 1} hold {@code n} in a row across them,
   * straight or on either diagonal, inside {@code area}, line {@code index} (or none, -1) counted
   * with the points {@code changed} instead of its word's.
   */
  private static boolean acrossLines(long[] lines, int first, int index, int changed, int plane, int n, int area) {
    int straight = first == index ? changed : mask(lines[first], plane) & area;
    int rising = straight;
    int falling = straight;
    for (int k = 1; k < n; k++) {
      int next = first + k == index ? changed : mask(lines[first + k], plane) & area;
      straight &= next;
      rising &= next >>> k;
      falling &= next << k;
    }
    return (straight | rising | falling) != 0;
  }
}
