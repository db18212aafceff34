package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * The board's geometry, computed once: the 60 points as indices, their coordinates and names, and
 * for each point and direction the ray of points up to the edge or the centre hole, as a mask and
 * as a list.
 *
 * <p>Points are numbered 0 to 59 column by column, rows upwards, the hole skipped (A1 is 0, E4 is
 * 29, E6 is 30, I5 is 59): the bit of the point in the board masks. Coordinates: column x (A = 0)
 * and doubled row {@code y = 2 * (row - 1) + first[x]}. The six directions, in the order used for
 * move generation: 0 up (x, y+2), 1 up-right (x+1, y+1), 2 down-right (x+1, y-1), 3 down (x, y-2),
 * 4 down-left (x-1, y-1), 5 up-left (x-1, y+1). Along directions 0 to 2 the point indices
 * increase, along 3 to 5 they decrease, so the first occupied point of a ray is the lowest (0-2)
 * or highest (3-5) set bit of the ray mask and the occupied points.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarBoard {
  /** The number of points. */
  public static final int POINTS = 60;

  /** The number of directions. */
  public static final int DIRECTIONS = 6;

  /** All 60 points. */
  public static final long ALL = (1L << POINTS) - 1;

  /** The column of the centre hole (E). */
  public static final int HOLE_X = 4;

  /** The doubled row of the centre hole. */
  public static final int HOLE_Y = 8;

  /** The highest doubled row. */
  public static final int MAX_Y = 16;

  /** The number of columns. */
  public static final int COLUMNS = 9;

  static final int[] DX = {0, 1, 1, 0, -1, -1};
  static final int[] DY = {2, 1, -1, -2, -1, 1};

  /** Positions per column, A to I, the hole counted in column E. */
  private static final int[] COLUMN_LENGTHS = {5, 6, 7, 8, 9, 8, 7, 6, 5};

  /** The doubled row of row 1 in each column. */
  private static final int[] FIRST = {4, 3, 2, 1, 0, 1, 2, 3, 4};

  /** The index of the first point of each column. */
  private static final int[] COLUMN_START = new int[COLUMNS];

  private static final int[] XS = new int[POINTS];
  private static final int[] YS = new int[POINTS];
  private static final String[] NAMES = new String[POINTS];

  /** Point index at (x, y), or -1 off the board, or -2 for the hole. */
  private static final int[][] AT = new int[COLUMNS][MAX_Y + 1];

  /** Ray masks, index {@code point * 6 + direction}. */
  static final long[] RAY = new long[POINTS * DIRECTIONS];

  static {
    for (int[] column : AT) {
      Arrays.fill(column, -1);
    }
    AT[HOLE_X][HOLE_Y] = -2;
    int index = 0;
    for (int x = 0; x < COLUMNS; x++) {
      COLUMN_START[x] = index;
      for (int row = 1; row <= COLUMN_LENGTHS[x]; row++) {
        if (x == HOLE_X && row == 5) {
          continue;
        }
        XS[index] = x;
        YS[index] = 2 * (row - 1) + FIRST[x];
        NAMES[index] = "" + (char) ('A' + x) + row;
        AT[x][YS[index]] = index;
        index++;
      }
    }
    for (int p = 0; p < POINTS; p++) {
      for (int d = 0; d < DIRECTIONS; d++) {
        long mask = 0;
        int x = XS[p] + DX[d];
        int y = YS[p] + DY[d];
        while (at(x, y) >= 0) {
          mask |= 1L << at(x, y);
          x += DX[d];
          y += DY[d];
        }
        RAY[p * DIRECTIONS + d] = mask;
      }
    }
  }

  private TzaarBoard() {}

  /**
   * Returns the point index at a column and doubled row.
   *
   * @param x the column, A = 0
   * @param y the doubled row
   * @return the point, -1 off the board, -2 for the hole
   */
  public static int at(int x, int y) {
    return x < 0 || x >= COLUMNS || y < 0 || y > MAX_Y ? -1 : AT[x][y];
  }

  /**
   * Returns a point's column.
   *
   * @param point 0 to 59
   * @return 0 (A) to 8 (I)
   */
  public static int x(int point) {
    return XS[point];
  }

  /**
   * Returns a point's doubled row.
   *
   * @param point 0 to 59
   * @return 0 to 16
   */
  public static int y(int point) {
    return YS[point];
  }

  /**
   * Returns a point's name.
   *
   * @param point 0 to 59
   * @return such as {@code D4}
   */
  public static String name(int point) {
    return NAMES[point];
  }

  /**
   * Returns the number of rows of a column, the hole counted in column E.
   *
   * @param column 0 (A) to 8 (I)
   * @return 5 to 9
   */
  public static int columnLength(int column) {
    return COLUMN_LENGTHS[column];
  }

  /**
   * Returns the number of points of a column: its length, less the hole in column E.
   *
   * @param column 0 (A) to 8 (I)
   * @return 5 to 8
   */
  public static int pointsInColumn(int column) {
    return COLUMN_LENGTHS[column] - (column == HOLE_X ? 1 : 0);
  }

  /**
   * Returns the doubled row of row 1 of a column.
   *
   * @param column 0 (A) to 8 (I)
   * @return 0 to 4
   */
  public static int firstDoubledRow(int column) {
    return FIRST[column];
  }

  /**
   * Returns the point at a column and row.
   *
   * @param column 0 (A) to 8 (I)
   * @param row from 1 to the column's length; not the hole
   * @return the point index
   */
  public static int indexOf(int column, int row) {
    return COLUMN_START[column] + row - 1 - (column == HOLE_X && row > 5 ? 1 : 0);
  }

  /**
   * Returns a direction's column step.
   *
   * @param direction 0 to 5
   * @return -1, 0 or 1
   */
  public static int dx(int direction) {
    return DX[direction];
  }

  /**
   * Returns a direction's doubled-row step.
   *
   * @param direction 0 to 5
   * @return -2 to 2
   */
  public static int dy(int direction) {
    return DY[direction];
  }

  /**
   * Returns the direction from one point to another if they lie on one of the six lines of the
   * full 61-point grid (ignoring the hole and what stands between).
   *
   * @param from a point
   * @param to another point
   * @return the direction, or -1 when they are the same point or on no line
   */
  public static int direction(int from, int to) {
    int dx = XS[to] - XS[from];
    int dy = YS[to] - YS[from];
    if (dx == 0 && dy == 0) {
      return -1;
    }
    int steps = dx == 0 ? Math.abs(dy) / 2 : Math.abs(dx);
    if ((dx != 0 && Math.abs(dx) != Math.abs(dy)) || (dx == 0 && dy % 2 != 0)) {
      return -1;
    }
    int ux = dx / steps;
    int uy = dy / steps;
    for (int d = 0; d < DIRECTIONS; d++) {
      if (DX[d] == ux && DY[d] == uy) {
        return d;
      }
    }
    return -1;
  }
}
