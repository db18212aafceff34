package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;

/**
 * The move notation of the game: {@link PikkPakkMove}'s, with the points checked to lie on the 9x9
 * board. See {@link FiveShift#notation()}.
 */
final class FiveShiftNotation implements MoveNotation<PikkPakkMove> {
  private static final String KIND = "move";

  @Override
  public String format(PikkPakkMove move) {
    return move.toString();
  }

  @Override
  public PikkPakkMove parse(CharSequence text) {
    PikkPakkMove move = PikkPakkMove.parse(text);
    String input = text.toString();
    if (!move.from().isOnBoard(FiveShift.SIZE)) {
      throw new TextParseException(KIND, input, 0, offBoard(move.from()));
    }
    if (!move.to().isOnBoard(FiveShift.SIZE)) {
      throw new TextParseException(KIND, input, input.indexOf('-') + 1, offBoard(move.to()));
    }
    return move;
  }

  private static String offBoard(Point point) {
    return point + " is not on the " + FiveShift.SIZE + "x" + FiveShift.SIZE + " board";
  }
}
