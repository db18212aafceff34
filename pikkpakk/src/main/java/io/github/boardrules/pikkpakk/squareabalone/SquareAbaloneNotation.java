package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Point;

/** The move notation of {@link SquareAbaloneMove}, with points checked against the 9x9 board. */
final class SquareAbaloneNotation implements MoveNotation<SquareAbaloneMove> {
  @Override
  public String format(SquareAbaloneMove move) {
    return move.toString();
  }

  @Override
  public SquareAbaloneMove parse(CharSequence text) {
    SquareAbaloneMove move = SquareAbaloneMove.parse(text);
    String input = text.toString();
    if (!move.from().isOnBoard(SquareAbalone.SIZE)) {
      throw new TextParseException("move", input, 0, offBoard(move.from()));
    }
    if (!move.to().isOnBoard(SquareAbalone.SIZE)) {
      throw new TextParseException("move", input, input.indexOf('-') + 1, offBoard(move.to()));
    }
    return move;
  }

  private static String offBoard(Point point) {
    return point + " is not on the 9x9 board";
  }
}
