package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.zertz.internal.ZertzFeatures;
import io.github.boardrules.zertz.internal.ZertzGeometry;
import io.github.boardrules.zertz.internal.ZertzRings;
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
@SuppressWarnings("ImmutableEnumChecker") // the geometry's tables are arrays for speed, filled once and never changed
@API(status = STABLE, since = "0.1.0")
public enum ZertzBoard {
  /** 37 rings, 4 a side: the board of the rules. */
  RINGS_37("Zertz", new int[] {4, 5, 6, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3}),
  /** 48 rings: the 37-ring board with the 11-ring expansion, as boardspace.net lays it out. */
  RINGS_48("Zertz+11", new int[] {5, 6, 7, 8, 7, 6, 5, 4}, new int[] {3, 2, 1, 0, 1, 2, 3, 4}),
  /** 61 rings, 5 a side: the 37-ring board with the 24-ring expansion. */
  RINGS_61("Zertz+24", new int[] {5, 6, 7, 8, 9, 8, 7, 6, 5}, new int[] {4, 3, 2, 1, 0, 1, 2, 3, 4});

  private final String boardspaceName;
  /** The cells' names, coordinates and neighbour tables, made once. */
  private final ZertzGeometry geometry;
  private final ZertzRings rings;
  private final ZertzFeatures features;

  ZertzBoard(String boardspaceName, int[] columnLength, int[] first) {
    this.boardspaceName = boardspaceName;
    this.geometry = new ZertzGeometry(columnLength, first);
    this.rings = new ZertzRings(geometry);
    this.features = new ZertzFeatures(rings);
  }

  /**
   * Returns the number of rings at the start: 37, 48 or 61.
   *
   * @return the number of cells
   */
  public int ringCount() {
    return geometry.cellCount();
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
      if (board.ringCount() == rings) {
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
    return geometry.columnCount();
  }

  /**
   * Returns the number of rings in a column.
   *
   * @param column from 0 ({@code a})
   * @return the column's length
   * @throws IndexOutOfBoundsException if there is no such column
   */
  public int columnLength(int column) {
    return geometry.columnLength(column);
  }

  /**
   * Returns the cell with the given column and row.
   *
   * @param column from 0 ({@code a})
   * @param row from 1
   * @return the cell index, or empty when the board has no such cell
   */
  public OptionalInt cell(int column, int row) {
    int cell = geometry.cellAt(column, row);
    return cell < 0 ? OptionalInt.empty() : OptionalInt.of(cell);
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
    return geometry.cellName(cell);
  }

  /**
   * Returns the column of a cell.
   *
   * @param cell the cell index
   * @return the column, from 0 ({@code a})
   */
  public int column(int cell) {
    return geometry.column(cell);
  }

  /**
   * Returns the row of a cell.
   *
   * @param cell the cell index
   * @return the row, from 1
   */
  public int row(int cell) {
    return geometry.row(cell);
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
    return geometry.neighbour(cell, direction);
  }

  /**
   * Returns the mask of every cell of the board.
   *
   * @return bits 0 to {@link #ringCount()} - 1
   */
  public long allCells() {
    return geometry.allCells();
  }

  /** Returns the cells' tables, for the engine and the pictures. */
  ZertzGeometry geometry() {
    return geometry;
  }

  /** Returns the ring rules of this board (neighbours, jumps, free rings), shared by all users. */
  ZertzRings rings() {
    return rings;
  }

  /** Returns what the evaluation sees on this board's rings, shared by all users. */
  ZertzFeatures features() {
    return features;
  }

  /**
   * Describes the board, such as {@code 37-ring board (a1-g4)}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return ringCount() + "-ring board (a1-" + cellName(ringCount() - 1) + ")";
  }
}
