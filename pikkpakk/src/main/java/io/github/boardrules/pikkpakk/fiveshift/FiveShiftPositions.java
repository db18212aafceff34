package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.text.ParsePosition;
import org.checkerframework.checker.nullness.qual.Nullable;

/** The position text of one configured game; see {@link FiveShift#positions()}. */
final class FiveShiftPositions implements PositionFormat<FiveShiftState> {
  private static final String KIND = "position";
  private static final int SIZE = FiveShift.SIZE;

  private final boolean rimRemoval;

  FiveShiftPositions(boolean rimRemoval) {
    this.rimRemoval = rimRemoval;
  }

  @Override
  public String encode(FiveShiftState state) {
    return state.toString();
  }

  @Override
  public FiveShiftState decode(CharSequence text) {
    String input = text.toString();
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    int i =
        BoardText.read(
            input, 0, SIZE, KIND,
            kind ->
                kind == LineBoard.TARGET || kind == LineBoard.NEUTRAL
                    ? "five-in-a-row has only LIGHT (X) and DARK (o) balls, no " + LineBoard.name(kind)
                        + " (" + LineBoard.symbol(kind) + ")"
                    : null,
            rows, columns);
    ParsePosition at = new ParsePosition(i);
    BoardText.SideAndPly rest = BoardText.readSideAndPly(input, at, KIND);
    Player toMove = rest.toMove();
    int sideIndex = rest.sideIndex();
    int ply = rest.ply();
    int plyIndex = rest.plyIndex();
    i = at.getIndex();
    if (i < input.length()) {
      throw error(input, i, "unexpected text after the ply count");
    }
    Player expected = FiveShiftState.moverAt(ply);
    if (toMove != expected) {
      throw error(
          input, sideIndex,
          "at ply " + ply + " " + Ball.of(expected) + " moves (LIGHT at even plies, DARK at odd"
              + " ones), not " + Ball.of(toMove));
    }
    if (ply < FiveShift.PLACEMENTS) {
      checkPlacementPhase(input, rows, ply, plyIndex);
    } else if (rimRemoval) {
      int[] rim = firstRimBall(rows);
      if (rim != null) {
        throw error(
            input, BoardText.indexOf(0, SIZE, rim[0], rim[1]),
            "with rim removal the rim is empty after every move, but " + Point.of(rim[0], rim[1])
                + " holds a ball");
      }
    }
    return new FiveShiftState(rows, columns, ply);
  }

  private static void checkPlacementPhase(String input, long[] rows, int ply, int plyIndex) {
    int[] rim = firstRimBall(rows);
    if (rim != null) {
      throw error(
          input, BoardText.indexOf(0, SIZE, rim[0], rim[1]),
          "in the placement phase (ply " + ply + " of " + FiveShift.PLACEMENTS + ") balls stand only"
              + " on the inner 7x7 field b2-h8; " + Point.of(rim[0], rim[1]) + " is on the rim");
    }
    int light = LineBoard.count(rows, LineBoard.LIGHT_PLANE);
    int dark = LineBoard.count(rows, LineBoard.DARK_PLANE);
    if (light != (ply + 1) / 2 || dark != ply / 2) {
      throw error(
          input, plyIndex,
          "after " + ply + (ply == 1 ? " placement" : " placements") + " LIGHT has "
              + (ply + 1) / 2 + " and DARK " + ply / 2 + " balls, but the board holds " + light
              + " and " + dark);
    }
  }

  /** Returns the first rim point holding a ball, in the text's order (rows from the top), or null. */
  private static int @Nullable [] firstRimBall(long[] rows) {
    for (int r = SIZE - 1; r >= 0; r--) {
      int occupied = LineBoard.occupancy(rows[r]);
      int rim = r == 0 || r == SIZE - 1 ? occupied : occupied & ~FiveShiftEngine.FIELD_LINE;
      if (rim != 0) {
        return new int[] {Integer.numberOfTrailingZeros(rim), r};
      }
    }
    return null;
  }


  private static TextParseException error(String input, int index, String reason) {
    return new TextParseException(KIND, input, index, reason);
  }
}
