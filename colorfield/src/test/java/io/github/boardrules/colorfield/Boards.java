package io.github.boardrules.colorfield;

/** Writes position texts of hand-built positions, independently of the library's encoder. */
final class Boards {
  private Boards() {}

  /** The second layout of the tests: 5x5, castle c3, one gate per team, five pieces a team. */
  static final String SMALL_LAYOUT = """
      # a small layout for tests
      size 5x5
      row 5 G B Y P G
      row 4 P Y G B Y
      row 3 B G R P B
      row 2 Y P B G P
      row 1 G B Y P G
      gate c0 FULL b1 c1 d1
      gate c6 EMPTY b5 c5 d5
      start FULL G a1 e1
      start FULL B b1
      start FULL P d1
      start EMPTY G a5 e5
      start EMPTY B b5
      start EMPTY P d5
      """;

  /**
   * A 5x5 board with four holes inside it (b2 d2 b4 d4), so 21 squares; castle c3; gates given by
   * their places alone (c0 touches b1 c1 d1, c6 touches b5 c5 d5).
   */
  static final String HOLES_LAYOUT = """
      size 5x5
      row 5 G B Y P G
      row 4 P . G . Y
      row 3 B G R P B
      row 2 Y . B . P
      row 1 G B Y P G
      gate c0 FULL
      gate c6 EMPTY
      start FULL G a1 e1
      start FULL B b1
      start FULL P d1
      start EMPTY G a5 e5
      start EMPTY B b5
      start EMPTY P d5
      """;

  /**
   * A cross-shaped board: the 5x5 grid without its four corners, so 21 squares; castle c3. Each
   * team has a gate below (above) the middle column and one in a cut corner: a1 touches b1 a2
   * b2, e5 touches d4 e4 d5.
   */
  static final String CROSS_LAYOUT = """
      size 5x5
      row 5 . G B Y .
      row 4 P Y G B P
      row 3 B G R P Y
      row 2 Y P B G P
      row 1 . B Y P .
      gate c0 FULL
      gate a1 FULL
      gate c6 EMPTY
      gate e5 EMPTY
      start FULL G b1
      start FULL P d1
      start EMPTY B c5
      start EMPTY Y d5
      """;

  /**
   * A 6x6 board whose centre, c3 d3 c4 d4, is one merged square: the castle c3, a single field
   * with twelve neighbours. 33 squares.
   */
  static final String MERGED_LAYOUT = """
      size 6x6
      row 6 G B Y P G B
      row 5 Y P G B Y P
      row 4 B G R R P G
      row 3 P Y R R B Y
      row 2 G B P Y G B
      row 1 Y P B G P Y
      merge c3 d3 c4 d4
      castle c3
      gate c0 FULL
      gate d7 EMPTY
      start FULL G a1 d1
      start FULL B c1
      start FULL P b1
      start EMPTY G f6 c6
      start EMPTY B d6
      start EMPTY P e6
      """;

  /** A 5x4 board of seven colours: red (the castle c3) and G B Y P O W. */
  static final String SEVEN_COLOURS_LAYOUT = """
      size 5x4
      row 4 O W G B Y
      row 3 P O R W G
      row 2 B Y P O W
      row 1 G B Y P O
      gate c0 FULL
      gate c5 EMPTY
      start FULL O a1
      start FULL W b1
      start EMPTY W d4
      start EMPTY O e4
      """;

  /**
   * A 16x10 board, 160 squares, of two colours and red: G and B in 2x2 blocks (the block of
   * columns 2c, 2c+1 and rows 2r, 2r+1 from 0 is G when c + r is even), the castle the four red
   * squares h5 i5 h6 i6. FULL has a G piece on b1, a B piece on o1 and a gate h0; EMPTY the
   * half-turn images: a B piece on b10, a G piece on o10 and a gate i11.
   */
  static final String BIG_LAYOUT = bigLayout();

  private static String bigLayout() {
    StringBuilder out = new StringBuilder("size 16x10\n");
    for (int row = 9; row >= 0; row--) {
      out.append("row ").append(row + 1);
      for (int column = 0; column < 16; column++) {
        boolean castle = (column == 7 || column == 8) && (row == 4 || row == 5);
        char colour = castle ? 'R' : (column / 2 + row / 2) % 2 == 0 ? 'G' : 'B';
        out.append(' ').append(colour);
      }
      out.append('\n');
    }
    return out.append("gate h0 FULL\ngate i11 EMPTY\n")
        .append("start FULL G b1\nstart FULL B o1\nstart EMPTY B b10\nstart EMPTY G o10\n")
        .toString();
  }

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
