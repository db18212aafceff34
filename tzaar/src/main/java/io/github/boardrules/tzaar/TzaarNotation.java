package io.github.boardrules.tzaar;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.tzaar.internal.TzaarBoard;

/**
 * The library's TZAAR move notation: {@code D4xD5} (capture), {@code D4>E4} (stack), {@code pass},
 * {@code a@E4} (placement). Columns may be written in lower case; everything else is exact.
 */
final class TzaarNotation implements MoveNotation<TzaarMove> {
  private static final String MOVE = "move";

  /** The one instance: the notation has no options. */
  static final TzaarNotation INSTANCE = new TzaarNotation();
  private static final String FORMS = "a move is D4xD5 (capture), D4>E4 (stack), pass, or a@E4 (placement)";

  @Override
  public String format(TzaarMove move) {
    return move.toString();
  }

  @Override
  public TzaarMove parse(CharSequence text) {
    String input = text.toString();
    if (input.isEmpty()) {
      throw new TextParseException(MOVE, input, 0, "the text is empty; " + FORMS);
    }
    if (input.charAt(0) == 'p' || input.charAt(0) == 'P') {
      if (input.equals("pass")) {
        return TzaarMove.pass();
      }
      int at = 0;
      while (at < input.length() && at < 4 && input.charAt(at) == "pass".charAt(at)) {
        at++;
      }
      throw new TextParseException(
          MOVE, input, at, at == 4 ? "unexpected text after \"pass\"" : "expected \"pass\"; " + FORMS);
    }
    if (input.length() >= 2 && input.charAt(1) == '@') {
      TzaarPiece piece = TzaarPiece.ofLetterOrNull(input.charAt(0));
      if (piece == null) {
        throw new TextParseException(
            MOVE, input, 0, "a placement starts with a piece letter: a b c (WHITE) or A B C (BLACK)");
      }
      TzaarPoint point = readPoint(MOVE, input, 2);
      requireEnd(input, 4);
      return TzaarMove.place(piece, point);
    }
    TzaarPoint from = readPoint(MOVE, input, 0);
    if (input.length() <= 2) {
      throw new TextParseException(
          MOVE, input, 2, "expected 'x' (capture) or '>' (stack) after " + from);
    }
    char separator = input.charAt(2);
    if (separator != 'x' && separator != '>') {
      throw new TextParseException(
          MOVE, input, 2, "expected 'x' (capture) or '>' (stack) after " + from + ", found '"
              + separator + "'");
    }
    TzaarPoint to = readPoint(MOVE, input, 3);
    requireEnd(input, 5);
    return separator == 'x' ? TzaarMove.capture(from, to) : TzaarMove.stack(from, to);
  }

  private static void requireEnd(String input, int end) {
    if (input.length() > end) {
      throw new TextParseException(MOVE, input, end, "unexpected text after the move");
    }
  }

  /**
   * Reads a point name, a column letter and a one-digit row, at {@code at}.
   *
   * @throws TextParseException naming the offending character
   */
  static TzaarPoint readPoint(String kind, String input, int at) {
    if (at >= input.length()) {
      throw new TextParseException(kind, input, at, "expected a point: a column A-I and a row, like D4");
    }
    char column = input.charAt(at);
    char upper = Character.toUpperCase(column);
    if (upper < 'A' || upper > 'I') {
      throw new TextParseException(
          kind, input, at, "expected a column letter A-I, found '" + column + "'");
    }
    if (at + 1 >= input.length() || input.charAt(at + 1) < '0' || input.charAt(at + 1) > '9') {
      throw new TextParseException(kind, input, at + 1, "expected the row number of column " + upper);
    }
    int row = input.charAt(at + 1) - '0';
    if (at + 2 < input.length() && input.charAt(at + 2) >= '0' && input.charAt(at + 2) <= '9') {
      throw new TextParseException(kind, input, at + 1, "rows have one digit; column " + upper
          + " has rows 1-" + TzaarBoard.columnLength(upper - 'A'));
    }
    String problem = TzaarPoint.problem(upper, row);
    if (problem != null) {
      throw new TextParseException(kind, input, upper == 'E' && row == 5 ? at : at + 1, problem);
    }
    return TzaarPoint.of(upper, row);
  }
}
