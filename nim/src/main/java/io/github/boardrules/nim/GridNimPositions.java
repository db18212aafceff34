package io.github.boardrules.nim;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;

/**
 * The grid NIM position text: rows from the top (highest row) to the bottom separated by {@code
 * /}, {@code o} for a ball and {@code .} for an empty point, a space, then the player to move
 * {@code 1} or {@code 2}. Any set of balls with either player to move is accepted.
 */
final class GridNimPositions implements PositionFormat<GridNimState> {
  private static final String POSITION = "position";

  private final int rows;
  private final int columns;

  GridNimPositions(int rows, int columns) {
    this.rows = rows;
    this.columns = columns;
  }

  static String encode(long balls, Player toMove, int rows, int columns) {
    StringBuilder out = new StringBuilder(rows * (columns + 1) + 2);
    for (int row = rows - 1; row >= 0; row--) {
      for (int column = 0; column < columns; column++) {
        out.append((balls & (1L << (row * columns + column))) != 0 ? 'o' : '.');
      }
      out.append(row == 0 ? ' ' : '/');
    }
    return out.append(toMove.number()).toString();
  }

  @Override
  public String encode(GridNimState state) {
    return encode(state.balls(), state.toMove(), state.rows(), state.columns());
  }

  @Override
  public GridNimState decode(CharSequence text) {
    String input = text.toString();
    long balls = 0;
    int at = 0;
    for (int row = rows - 1; row >= 0; row--) {
      int rowNumber = rows - row; // counted from the top, as written
      for (int column = 0; column < columns; column++) {
        if (at >= input.length()) {
          throw new TextParseException(
              POSITION, input, at, "row " + rowNumber + " from the top ends after " + column
                  + " of " + columns + " points; expected 'o' or '.'");
        }
        char c = input.charAt(at);
        if (c == 'o') {
          balls |= 1L << (row * columns + column);
        } else if (c != '.') {
          String why = c == '/' || c == ' '
              ? "row " + rowNumber + " from the top has " + column + " points; the board has "
                  + columns + " columns"
              : "expected 'o' (ball) or '.' (empty), found '" + c + "'";
          throw new TextParseException(POSITION, input, at, why);
        }
        at++;
      }
      char expected = row == 0 ? ' ' : '/';
      if (at >= input.length() || input.charAt(at) != expected) {
        throw new TextParseException(POSITION, input, at, afterRow(input, at, row, rowNumber));
      }
      at++;
    }
    return new GridNimState(balls, PlayerToMoveField.read(input, at), rows, columns);
  }

  /** Explains what is wrong where a row should have ended. */
  private String afterRow(String input, int at, int row, int rowNumber) {
    if (at >= input.length()) {
      return row == 0
          ? "expected a space and the player to move"
          : "only " + rowNumber + " rows; the board has " + rows;
    }
    char c = input.charAt(at);
    if (c == 'o' || c == '.') {
      return "row " + rowNumber + " from the top has more than " + columns + " points";
    }
    if (row == 0 && c == '/') {
      return "more than " + rows + " rows; the board has " + rows;
    }
    if (row > 0 && c == ' ') {
      return "only " + rowNumber + " rows; the board has " + rows;
    }
    return "expected '" + (row == 0 ? " " : "/") + "' after row " + rowNumber + ", found '" + c + "'";
  }
}
