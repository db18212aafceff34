package io.github.boardrules.pylos;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;

/**
 * The Pylos move notation; see {@link Pylos#notation()}: {@code b2}, {@code a1-1b2}, {@code
 * b2xb2,c1}.
 */
final class PylosNotation implements MoveNotation<PylosMove> {
  static final PylosNotation INSTANCE = new PylosNotation();
  private static final String KIND = "move";

  private PylosNotation() {}

  @Override
  public String format(PylosMove move) {
    return move.toString();
  }

  @Override
  public PylosMove parse(CharSequence text) {
    String input = text.toString();
    int end = PylosSpots.scan(input, 0, KIND);
    int first = PylosSpots.decodeScan(input, 0);
    int from = -1;
    int to = first;
    int at = end;
    if (at < input.length() && input.charAt(at) == '-') {
      int toAt = at + 1;
      at = PylosSpots.scan(input, toAt, KIND);
      to = PylosSpots.decodeScan(input, toAt);
      from = first;
      if (from == to) {
        throw new TextParseException(KIND, input, toAt,
            "a raise goes to another spot, not back to " + PylosSpots.name(from));
      }
    }
    long takeBacks = 0;
    if (at < input.length()) {
      if (input.charAt(at) != 'x') {
        throw new TextParseException(KIND, input, at,
            "expected '-' (raise), 'x' (take back) or the end, found '" + input.charAt(at) + "'");
      }
      at++;
      for (int count = 0; ; count++) {
        if (count == 2) {
          throw new TextParseException(KIND, input, at - 1,
              "at most 2 balls are taken back in a turn");
        }
        int spotAt = at;
        at = PylosSpots.scan(input, spotAt, KIND);
        long bit = 1L << PylosSpots.decodeScan(input, spotAt);
        if ((takeBacks & bit) != 0) {
          throw new TextParseException(KIND, input, spotAt,
              PylosSpots.name(Long.numberOfTrailingZeros(bit)) + " is taken back twice");
        }
        takeBacks |= bit;
        if (at == input.length()) {
          break;
        }
        if (input.charAt(at) != ',') {
          throw new TextParseException(KIND, input, at,
              "expected ',' or the end after a ball taken back, found '" + input.charAt(at) + "'");
        }
        at++;
      }
    }
    return new PylosMove(from, to, takeBacks);
  }
}
