package io.github.boardrules.zertz;

import java.util.Arrays;
import java.util.OptionalInt;

/**
 * The three ZÈRTZ boards, in the coordinates of boardspace.net: columns are letters from the left,
 * and inside each column the rings are numbered from 1.
 *
 * <table>
 *   <caption>Boards</caption>
 *   <tr><th>board</th><th>boardspace name</th><th>column lengths</th></tr>
 *   <tr><td>{@link #RINGS_37} (the rules' board)</td><td>{@code Zertz}</td><td>A–G: 4,5,6,7,6,5,4</td></tr>
 *   <tr><td>{@link #RINGS_48}</td><td>{@code Zertz+11}</td><td>A–H: 5,6,7,8,7,6,5,4</td></tr>
 *   <tr><td>{@link #RINGS_61}</td><td>{@code Zertz+24}</td><td>A–I: 5,6,7,8,9,8,7,6,5</td></tr>
 * </table>
 *
 * <p>Cells are numbered column by column: A1, A2, …, then B1, …; cell {@code i} is bit {@code i}
 * of the ring and marble masks of a {@link ZertzState}. With the column index {@code x} (A = 0)
 * and the "doubled" row {@code y = 2 * (row - 1) + first[x]}, the six neighbours of {@code (x, y)}
 * in cyclic order (direction 0 to 5) are {@code (x-1, y-1)}, {@code (x-1, y+1)}, {@code (x,
 * y+2)}, {@code (x+1, y+1)}, {@code (x+1, y-1)}, {@code (x, y-2)}.
 *
 * <pre>{@code
 * ZertzBoard board = ZertzBoard.RINGS_37;
 * int d4 = board.cell("d4");                   // 18
 * board.cellName(d4);                          // "d4"
 * board.neighbour(d4, 0);                      // c3, as a cell index
 * ZertzBoard.ofBoardspaceName("Zertz+24");     // RINGS_61
 * }</pre>
 */
@SuppressWarnings("ImmutableEnumChecker") // the tables are arrays for speed, filled once and never changed (below)
public enum ZertzBoard {
  /** 37 rings, 4 a side: the board of the rules. */
  RINGS_37("Zertz", new int[] {4, 5, 6, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3}),
  /** 48 rings: the 37-ring board with the 11-ring expansion, as boardspace.net lays it out. */
  RINGS_48("Zertz+11", new int[] {5, 6, 7, 8, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3, 4}),
  /** 61 rings, 5 a side: the 37-ring board with the 24-ring expansion. */
  RINGS_61("Zertz+24", new int[] {5, 6, 7, 8, 9, 8, 7, 6, 5}, new int[] {4, 3, 2, 1, 0, 1, 2, 3, 4});

  // The tables below are arrays for speed. They are filled in the constructor and never changed:
  // public methods return copies or single values, and package code reads them only.
  private final String boardspaceName;
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
  /** maxY: the highest doubled row. */
  private final int maxY;

  ZertzBoard(String boardspaceName, int[] columnLength, int[] first) {
    this.boardspaceName = boardspaceName;
    this.columnLength = columnLength;
    this.first = first;
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
        int n = at(xs[cell] + Directions.DX[d], ys[cell] + Directions.DY[d]);
        neighbour[cell * 6 + d] = n;
        jumpLand[cell * 6 + d] = at(xs[cell] + 2 * Directions.DX[d], ys[cell] + 2 * Directions.DY[d]);
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
   * Returns the number of rings at the start: 37, 48 or 61.
   *
   * @return the number of cells
   */
  public int ringCount() {
    return cells;
  }

  /**
   * Returns the board's name in boardspace.net game records ({@code SU[...]}).
   *
   * @return {@code Zertz}, {@code Zertz+11} or {@code Zertz+24}
   */
  public String boardspaceName() {
    return boardspaceName;
  }

  /**
   * Returns the board with the given boardspace.net name.
   *
   * @param name {@code Zertz}, {@code Zertz+11} or {@code Zertz+24}
   * @return the board
   * @throws IllegalArgumentException if no board has that name
   */
  public static ZertzBoard ofBoardspaceName(String name) {
    for (ZertzBoard board : values()) {
      if (board.boardspaceName.equals(name)) {
        return board;
      }
    }
    throw new IllegalArgumentException(
        "No ZERTZ board is named \"" + name + "\": boardspace names are Zertz, Zertz+11 and Zertz+24");
  }

  /**
   * Returns the board with the given number of rings.
   *
   * @param rings 37, 48 or 61
   * @return the board
   * @throws IllegalArgumentException for any other number
   */
  public static ZertzBoard ofRings(int rings) {
    for (ZertzBoard board : values()) {
      if (board.cells == rings) {
        return board;
      }
    }
    throw new IllegalArgumentException("No ZERTZ board has " + rings + " rings: boards have 37, 48 or 61");
  }

  /**
   * Returns the number of columns.
   *
   * @return 7, 8 or 9
   */
  public int columnCount() {
    return columnLength.length;
  }

  /**
   * Returns the number of rings in a column.
   *
   * @param column from 0 ({@code a})
   * @return the column's length
   * @throws IndexOutOfBoundsException if there is no such column
   */
  public int columnLength(int column) {
    return columnLength[column];
  }

  /**
   * Returns the cell with the given column and row.
   *
   * @param column from 0 ({@code a})
   * @param row from 1
   * @return the cell index, or empty when the board has no such cell
   */
  public OptionalInt cell(int column, int row) {
    if (column < 0 || column >= columnLength.length || row < 1 || row > columnLength[column]) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(columnStart[column] + row - 1);
  }

  /**
   * Returns the cell with the given name.
   *
   * @param name a column letter and a row number, such as {@code d4}; upper case is accepted
   * @return the cell index
   * @throws IllegalArgumentException if the name is malformed or the board has no such cell
   */
  public int cell(String name) {
    if (name.length() >= 2) {
      int column = Character.toLowerCase(name.charAt(0)) - 'a';
      int row = 0;
      boolean digits = name.charAt(1) != '0';
      for (int i = 1; i < name.length() && digits; i++) {
        char c = name.charAt(i);
        digits = c >= '0' && c <= '9' && row < 100;
        row = row * 10 + (c - '0');
      }
      if (digits) {
        OptionalInt cell = cell(column, row);
        if (cell.isPresent()) {
          return cell.getAsInt();
        }
      }
    }
    throw new IllegalArgumentException("No cell \"" + name + "\" on the " + this);
  }

  /**
   * Returns the name of a cell, such as {@code d4}.
   *
   * @param cell the cell index
   * @return its name, column letter in lower case
   * @throws IndexOutOfBoundsException if there is no such cell
   */
  public String cellName(int cell) {
    return names[cell];
  }

  /**
   * Returns the column of a cell.
   *
   * @param cell the cell index
   * @return the column, from 0 ({@code a})
   */
  public int column(int cell) {
    return xs[cell];
  }

  /**
   * Returns the row of a cell.
   *
   * @param cell the cell index
   * @return the row, from 1
   */
  public int row(int cell) {
    return (ys[cell] - first[xs[cell]]) / 2 + 1;
  }

  /**
   * Returns the neighbour of a cell in one of the six directions, in cyclic order; see the class
   * documentation.
   *
   * @param cell the cell index
   * @param direction 0 to 5
   * @return the neighbour's index, or -1 when that position is off the board
   */
  public int neighbour(int cell, int direction) {
    return neighbour[cell * 6 + direction];
  }

  /**
   * Returns the mask of every cell of the board.
   *
   * @return bits 0 to {@link #ringCount()} - 1
   */
  public long allCells() {
    return all;
  }

  /** Returns the neighbour table, shared: callers must not change it. */
  int[] neighbourTable() {
    return neighbour;
  }

  /** Returns the two-step (jump landing) table, shared: callers must not change it. */
  int[] jumpTable() {
    return jumpLand;
  }

  /** Returns the mask of the neighbours of a cell. */
  long neighbourMask(int cell) {
    return neighbourMask[cell];
  }

  /** Returns the cells with a neighbour position off the board. */
  long rim() {
    return rim;
  }

  /** Returns the doubled row of a cell. */
  int doubledRow(int cell) {
    return ys[cell];
  }

  /** Returns the highest doubled row. */
  int maxDoubledRow() {
    return maxY;
  }

  /** Returns the first doubled row of a column. */
  int firstDoubledRow(int column) {
    return first[column];
  }

  /**
   * Describes the board, such as {@code 37-ring board (a1-g4)}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return cells + "-ring board (a1-" + names[cells - 1] + ")";
  }

  /** Returns the column lengths, copied. */
  int[] columnLengths() {
    return Arrays.copyOf(columnLength, columnLength.length);
  }

  /** The six directions; a holder because an enum's constructor cannot read its own statics. */
  private static final class Directions {
    /** The column offsets of the six directions, in cyclic order. */
    private static final int[] DX = {-1, -1, 0, 1, 1, 0};
    /** The doubled-row offsets of the six directions, in cyclic order. */
    private static final int[] DY = {-1, 1, 2, 1, -1, -2};

    private Directions() {}
  }
}
