package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;

/** The move notation of {@link PikkPakkMove}, with points checked against one board size. */
final class PikkPakkNotation implements MoveNotation<PikkPakkMove> {
  private final int size;

  PikkPakkNotation(int size) {
    this.size = size;
  }

  @Override
  public String format(PikkPakkMove move) {
    return move.toString();
  }

  @Override
  public PikkPakkMove parse(CharSequence text) {
    PikkPakkMove move = PikkPakkMove.parse(text);
    String input = text.toString();
    if (!move.from().isOnBoard(size)) {
      throw new TextParseException("move", input, 0, offBoard(move.from()));
    }
    if (!move.to().isOnBoard(size)) {
      throw new TextParseException("move", input, input.indexOf('-') + 1, offBoard(move.to()));
    }
    return move;
  }

  private String offBoard(Point point) {
    return point + " is not on the " + size + "x" + size + " board";
  }
}
