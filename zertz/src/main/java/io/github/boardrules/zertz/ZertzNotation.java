package io.github.boardrules.zertz;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * The library's ZÈRTZ move notation, for one board. <b>Decision (this library's):</b> the syntax
 * below, in the style of the GIPF notation the rules specification suggests.
 *
 * <ul>
 *   <li>A placement is the colour letter ({@code W}, {@code G}, {@code B}), the ring placed on, a
 *       comma and the ring removed: {@code Bd4,a1} places a black marble on d4 and removes a1.
 *       Without a removal (no ring was free) it ends after the ring: {@code Wd4}.
 *   <li>A capture is {@code x} and the chain's rings joined by {@code -}: the jumping marble's ring,
 *       then each landing ring: {@code xd4-f4} (one jump, over e4), {@code xd4-d6-f4} (two: over d5, then over e5).
 *   <li>A pass is {@code pass}.
 * </ul>
 *
 * <p>Rings are named by a column letter and a row number without leading zero, as on
 * boardspace.net (see {@link ZertzBoard}); the letter is written in lower case and read in either
 * case ({@code BD4} is {@code Bd4}). No spaces. Parsing checks the form and that every ring
 * exists on this board; whether the move is legal is for {@link Zertz#check}.
 *
 * <pre>{@code
 * MoveNotation<ZertzMove> notation = Zertz.standard().notation();
 * notation.parse("Gc3,g1");     // place grey on c3, remove g1
 * notation.parse("xc3-e4");     // jump from c3 over d4 to e4
 * notation.parse("Bh1");        // TextParseException: no cell h1 on the 37-ring board (a1-g4)
 * }</pre>
 */
final class ZertzNotation implements MoveNotation<ZertzMove> {
  private static final String MOVE = "move";

  private final ZertzBoard board;

  ZertzNotation(ZertzBoard board) {
    this.board = board;
  }

  /**
   * Returns the notation of a board.
   *
   * @param board the board
   * @return its notation
   */
  static ZertzNotation of(ZertzBoard board) {
    return new ZertzNotation(board);
  }

  @Override
  public String format(ZertzMove move) {
    return move.toString();
  }

  @Override
  public ZertzMove parse(CharSequence text) {
    String input = text.toString();
    if (input.isEmpty()) {
      throw new TextParseException(MOVE, input, 0, "empty move: expected W, G or B (placement), x (capture) or pass");
    }
    if (input.equals("pass")) {
      return ZertzMove.pass(board);
    }
    char first = input.charAt(0);
    if (first == 'x') {
      List<Integer> cells = new ArrayList<>();
      int at = 1;
      while (true) {
        int[] cell = readCell(input, at);
        cells.add(cell[0]);
        at = cell[1];
        if (at == input.length()) {
          break;
        }
        if (input.charAt(at) != '-') {
          throw new TextParseException(MOVE, input, at, "expected '-' and the next landing ring, found '" + input.charAt(at) + "'");
        }
        at++;
      }
      if (cells.size() < 2) {
        throw new TextParseException(MOVE, input, input.length(), "a capture names at least the jumping marble's ring and one landing ring, as in xd4-f4");
      }
      int[] path = new int[cells.size()];
      for (int i = 0; i < path.length; i++) {
        path[i] = cells.get(i);
      }
      return ZertzMove.captureOf(board, path);
    }
    if (first != 'W' && first != 'G' && first != 'B') {
      throw new TextParseException(MOVE, input, 0,
          "expected W, G or B (placement), x (capture) or pass, found '" + first + "'");
    }
    Marble marble = Marble.ofLetter(first);
    int[] cell = readCell(input, 1);
    int removed = -1;
    int at = cell[1];
    if (at < input.length()) {
      if (input.charAt(at) != ',') {
        throw new TextParseException(MOVE, input, at, "expected ',' and the removed ring, found '" + input.charAt(at) + "'");
      }
      int[] ring = readCell(input, at + 1);
      removed = ring[0];
      if (ring[1] < input.length()) {
        throw new TextParseException(MOVE, input, ring[1], "unexpected text after the removed ring");
      }
    }
    return ZertzMove.placementOf(board, marble, cell[0], removed);
  }

  /** Reads a ring name at {@code at}: returns {cell, index after it}. */
  private int[] readCell(String input, int at) {
    if (at >= input.length()) {
      throw new TextParseException(MOVE, input, at, "expected a ring such as d4");
    }
    char written = input.charAt(at);
    // Coordinates are read in either case (CONVENTIONS.md) and written in lower case.
    char column = written >= 'A' && written <= 'Z' ? (char) (written - 'A' + 'a') : written;
    if (column < 'a' || column > 'z') {
      throw new TextParseException(MOVE, input, at,
          "expected a ring such as d4 (a column letter, either case), found '" + written + "'");
    }
    int i = at + 1;
    int row = 0;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9' && i - at <= 3) {
      row = row * 10 + (input.charAt(i) - '0');
      i++;
    }
    if (i == at + 1) {
      throw new TextParseException(MOVE, input, i, "expected the row number of ring " + column);
    }
    if (input.charAt(at + 1) == '0') {
      throw new TextParseException(MOVE, input, at + 1, "row numbers start at 1 and have no leading zero");
    }
    int x = column - 'a';
    if (x >= board.columnCount() || row > board.columnLength(x)) {
      throw new TextParseException(MOVE, input, at,
          "no cell " + column + input.substring(at + 1, i) + " on the " + board);
    }
    return new int[] {board.cell(x, row).getAsInt(), i};
  }
}
