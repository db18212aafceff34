package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.text.ParsePosition;

/** The position text of push-four; see {@link PushFour#positions()}. */
final class PushFourPositions implements PositionFormat<PushFourState> {
  static final PushFourPositions INSTANCE = new PushFourPositions();

  private static final String KIND = "position";
  private static final int SIZE = PushFour.SIZE;

  private PushFourPositions() {}

  @Override
  public String encode(PushFourState state) {
    return state.toString();
  }

  @Override
  public PushFourState decode(CharSequence text) {
    String input = text.toString();
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    int i =
        BoardText.read(
            input, 0, SIZE, KIND,
            kind ->
                kind == LineBoard.LIGHT || kind == LineBoard.DARK
                    ? null
                    : "push-four has only LIGHT (X) and DARK (o) balls, no " + LineBoard.name(kind),
            rows, columns);
    checkRimEmpty(input, rows);
    ParsePosition at = new ParsePosition(i);
    BoardText.SideAndPly rest = BoardText.readSideAndPly(input, at, KIND);
    Player toMove = rest.toMove();
    int ply = rest.ply();
    i = at.getIndex();
    if (i < input.length()) {
      throw error(input, i, "unexpected text after the ply count");
    }
    return new PushFourState(rows, columns, toMove, ply);
  }

  /** Refuses a ball on the rim, naming the first one in the text. */
  private static void checkRimEmpty(String input, long[] rows) {
    for (int row = SIZE - 1; row >= 0; row--) {
      int rim = row == 0 || row == SIZE - 1 ? (1 << SIZE) - 1 : 1 | 1 << (SIZE - 1);
      int balls = LineBoard.occupancy(rows[row]) & rim;
      if (balls != 0) {
        int column = Integer.numberOfTrailingZeros(balls);
        throw error(
            input, BoardText.indexOf(0, SIZE, column, row),
            Point.of(column, row) + " is on the rim, which is empty after every move: balls stand"
                + " on the inner field b2-h8 only");
      }
    }
  }

  private static TextParseException error(String input, int index, String reason) {
    return new TextParseException(KIND, input, index, reason);
  }
}
