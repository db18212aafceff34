package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The cells of one ZÈRTZ board and their tables: names, coordinates, the six neighbours and the
 * jump landings of every cell, as cell indices and bit masks. The public board value ({@code
 * ZertzBoard}) is made on one of these, and the engine, the legality and the ring rules read the
 * tables directly.
 *
 * <p>Cells are numbered column by column: a1, a2, …, then b1, …; cell {@code i} is bit {@code i}
 * of the ring and marble masks. With the column index {@code x} (a = 0) and the "doubled" row
 * {@code y = 2 * (row - 1) + first[x]}, the six neighbours of {@code (x, y)} in cyclic order
 * (direction 0 to 5) are {@code (x-1, y-1)}, {@code (x-1, y+1)}, {@code (x, y+2)}, {@code (x+1,
 * y+1)}, {@code (x+1, y-1)}, {@code (x, y-2)}.
 *
 * <p>Immutable: the tables are filled in the constructor and never changed; the methods that
 * return an array share it, and callers only read it.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzGeometry {
  /** The column offsets of the six directions, in cyclic order. */
  private static final int[] DX = {-1, -1, 0, 1, 1, 0};
  /** The doubled-row offsets of the six directions, in cyclic order. */
  private static final int[] DY = {-1, 1, 2, 1, -1, -2};

  private final int[] columnLength;
  private final int[] first;
  private final int[] columnStart;
  private final int cells;
  private final long all;
  private final int[] xs;
  private final int[] ys;
  private final String[] names;
  /** neighbour[cell * 6 + direction]: the neighbour cell, or -1 off the board. */
  private final int[] neighbour;
  /** jumpLand[cell * 6 + direction]: the cell two steps away, or -1 off the board. */
  private final int[] jumpLand;
  /** The mask of each cell's neighbours. */
  private final long[] neighbourMask;
  /** The cells with a neighbour position off the board. */
  private final long rim;
  /** The highest doubled row. */
  private final int maxY;

  /**
   * Makes the geometry of a board.
   *
   * @param columnLength the rings of each column, from column a
   * @param first the doubled row of each column's first ring
   */
  public ZertzGeometry(int[] columnLength, int[] first) {
    this.columnLength = columnLength.clone();
    this.first = first.clone();
    this.columnStart = new int[columnLength.length + 1];
    for (int x = 0; x < columnLength.length; x++) {
      columnStart[x + 1] = columnStart[x] + columnLength[x];
    }
    this.cells = columnStart[columnLength.length];
    this.all = cells == 64 ? -1L : (1L << cells) - 1;
    this.xs = new int[cells];
    this.ys = new int[cells];
    this.names = new String[cells];
    int top = 0;
    for (int x = 0; x < columnLength.length; x++) {
      for (int row = 1; row <= columnLength[x]; row++) {
        int cell = columnStart[x] + row - 1;
        xs[cell] = x;
        ys[cell] = 2 * (row - 1) + first[x];
        names[cell] = "" + (char) ('a' + x) + row;
        top = Math.max(top, ys[cell]);
      }
    }
    this.maxY = top;
    this.neighbour = new int[cells * 6];
    this.jumpLand = new int[cells * 6];
    this.neighbourMask = new long[cells];
    long edge = 0;
    for (int cell = 0; cell < cells; cell++) {
      for (int d = 0; d < 6; d++) {
        int n = at(xs[cell] + DX[d], ys[cell] + DY[d]);
        neighbour[cell * 6 + d] = n;
        jumpLand[cell * 6 + d] = at(xs[cell] + 2 * DX[d], ys[cell] + 2 * DY[d]);
        if (n >= 0) {
          neighbourMask[cell] |= 1L << n;
        } else {
          edge |= 1L << cell;
        }
      }
    }
    this.rim = edge;
  }

  /** Returns the cell at column x and doubled row y, or -1. */
  private int at(int x, int y) {
    if (x < 0 || x >= columnLength.length) {
      return -1;
    }
    int offset = y - first[x];
    if (offset < 0 || offset % 2 != 0 || offset / 2 >= columnLength[x]) {
      return -1;
    }
    return columnStart[x] + offset / 2;
  }

  /**
   * Returns the number of cells: the rings at the start.
   *
   * @return 37, 48 or 61 on the boards of the game
   */
  public int cellCount() {
    return cells;
  }

  /**
   * Returns the mask of every cell.
   *
   * @return bits 0 to {@link #cellCount()} - 1
   */
  public long allCells() {
    return all;
  }

  /**
   * Returns the number of columns.
   *
   * @return the columns
   */
  public int columnCount() {
    return columnLength.length;
  }

  /**
   * Returns the number of cells of a column.
   *
   * @param column from 0 (a)
   * @return its length
   */
  public int columnLength(int column) {
    return columnLength[column];
  }

  /**
   * Returns the cell at a column and row.
   *
   * @param column from 0 (a)
   * @param row from 1
   * @return the cell, or -1 when the board has none there
   */
  public int cellAt(int column, int row) {
    if (column < 0 || column >= columnLength.length || row < 1 || row > columnLength[column]) {
      return -1;
    }
    return columnStart[column] + row - 1;
  }

  /**
   * Returns a cell's name, such as {@code d4}.
   *
   * @param cell the cell
   * @return its name, the column letter in lower case
   */
  public String cellName(int cell) {
    return names[cell];
  }

  /**
   * Returns a cell's column.
   *
   * @param cell the cell
   * @return from 0 (a)
   */
  public int column(int cell) {
    return xs[cell];
  }

  /**
   * Returns a cell's row.
   *
   * @param cell the cell
   * @return from 1
   */
  public int row(int cell) {
    return (ys[cell] - first[xs[cell]]) / 2 + 1;
  }

  /**
   * Returns a cell's doubled row.
   *
   * @param cell the cell
   * @return {@code 2 * (row - 1) + } the column's first doubled row
   */
  public int doubledRow(int cell) {
    return ys[cell];
  }

  /**
   * Returns the highest doubled row of the board.
   *
   * @return the highest doubled row
   */
  public int maxDoubledRow() {
    return maxY;
  }

  /**
   * Returns the doubled row of a column's first cell.
   *
   * @param column from 0 (a)
   * @return its doubled row
   */
  public int firstDoubledRow(int column) {
    return first[column];
  }

  /**
   * Returns a cell's neighbour in a direction.
   *
   * @param cell the cell
   * @param direction 0 to 5, in cyclic order
   * @return the neighbour, or -1 off the board
   */
  public int neighbour(int cell, int direction) {
    return neighbour[cell * 6 + direction];
  }

  /**
   * Returns the neighbour table, {@code [cell * 6 + direction]}, -1 off the board; shared: read it only.
   *
   * @return the table
   */
  public int[] neighbourTable() {
    return neighbour;
  }

  /**
   * Returns the jump table, {@code [cell * 6 + direction]}: the cell two steps away, -1 off the
   * board; shared: read it only.
   *
   * @return the table
   */
  public int[] jumpTable() {
    return jumpLand;
  }

  /**
   * Returns the mask of a cell's neighbours.
   *
   * @param cell the cell
   * @return the mask
   */
  public long neighbourMask(int cell) {
    return neighbourMask[cell];
  }

  /**
   * Returns the cells with a neighbour position off the board.
   *
   * @return the mask
   */
  public long rim() {
    return rim;
  }

  /**
   * Returns the direction from a cell to the cell two steps away in a straight line.
   *
   * @param from the jumping marble's cell
   * @param to the landing cell
   * @return the direction 0 to 5, or -1 when {@code to} is not two steps from {@code from}
   */
  public int jumpDirection(int from, int to) {
    int base = from * 6;
    for (int d = 0; d < 6; d++) {
      if (jumpLand[base + d] == to) {
        return d;
      }
    }
    return -1;
  }

  /**
   * Returns the names of the cells of a mask, separated by spaces, for messages.
   *
   * @param cells the mask
   * @return such as {@code a1 a2 b1}
   */
  public String cellList(long cells) {
    StringBuilder out = new StringBuilder();
    for (long c = cells; c != 0; c &= c - 1) {
      out.append(out.length() == 0 ? "" : " ").append(names[Long.numberOfTrailingZeros(c)]);
    }
    return out.toString();
  }
}
