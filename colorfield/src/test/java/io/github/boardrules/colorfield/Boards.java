package io.github.boardrules.colorfield;

/** Writes position texts of hand-built positions, independently of the library's encoder. */
final class Boards {
  private Boards() {}

  /** The second layout of the tests: 5x5, castle c3, one gate per team, five pieces a team. */
  static final String SMALL_LAYOUT =
      "# a small layout for tests\n"
          + "size 5x5\n"
          + "row 5 G B Y P G\n"
          + "row 4 P Y G B Y\n"
          + "row 3 B G R P B\n"
          + "row 2 Y P B G P\n"
          + "row 1 G B Y P G\n"
          + "gate c0 FULL b1 c1 d1\n"
          + "gate c6 EMPTY b5 c5 d5\n"
          + "start FULL G a1 e1\n"
          + "start FULL B b1\n"
          + "start FULL P d1\n"
          + "start EMPTY G a5 e5\n"
          + "start EMPTY B b5\n"
          + "start EMPTY P d5\n";

  /**
   * Writes a position text for a board of {@code columns x rows}: pieces as {@code "c2=G"} (FULL
   * upper case, EMPTY lower case), then the gates field, the team to move and the plies.
   */
  static String position(int columns, int rows, String gates, char toMove, int plies, String... pieces) {
    char[][] board = new char[rows][columns];
    for (char[] row : board) {
      java.util.Arrays.fill(row, '.');
    }
    for (String piece : pieces) {
      int column = piece.charAt(0) - 'a';
      int row = Integer.parseInt(piece.substring(1, piece.indexOf('='))) - 1;
      board[row][column] = piece.charAt(piece.length() - 1);
    }
    StringBuilder out = new StringBuilder();
    for (int row = rows - 1; row >= 0; row--) {
      out.append(board[row]).append(row == 0 ? ' ' : '/');
    }
    return out.append(gates).append(' ').append(toMove).append(' ').append(plies).toString();
  }

  /** A position on the default 10x10 layout. */
  static String standard(String gates, char toMove, int plies, String... pieces) {
    return position(10, 10, gates, toMove, plies, pieces);
  }
}
