package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneZobrist;

/** The position text of one configured Square Abalone game; see {@link SquareAbalone#positions()}. */
final class SquareAbalonePositions implements PositionFormat<SquareAbaloneState> {
  private static final String KIND = "position";
  private static final int MAX_DIGITS = 9;
  private static final int SIZE = SquareAbalone.SIZE;

  private final SquareAbalone rules;

  SquareAbalonePositions(SquareAbalone rules) {
    this.rules = rules;
  }

  @Override
  public String encode(SquareAbaloneState state) {
    return state.toString();
  }

  @Override
  public SquareAbaloneState decode(CharSequence text) {
    String input = text.toString();
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    int i =
        BoardText.read(
            input, 0, SIZE, KIND,
            kind ->
                kind == LineBoard.LIGHT || kind == LineBoard.DARK
                    ? null
                    : "Square Abalone has LIGHT (X) and DARK (o) balls only, no " + LineBoard.name(kind),
            rows, columns);
    expectSpace(input, i, "a space and the player to move (X or o) after the board");
    i++;
    if (i >= input.length() || (input.charAt(i) != 'X' && input.charAt(i) != 'o')) {
      throw error(input, i, "expected the player to move, X (LIGHT) or o (DARK)");
    }
    Player toMove = input.charAt(i) == 'X' ? Player.FIRST : Player.SECOND;
    int sideIndex = i;
    i++;
    expectSpace(input, i, "a space and the ply count after the player to move");
    int plyIndex = i + 1;
    int[] number = {0};
    i = readNumber(input, plyIndex, "the ply count", number);
    int ply = number[0];
    expectSpace(input, i, "a space and the number of DARK balls LIGHT has pushed off");
    int lightIndex = i + 1;
    i = readNumber(input, lightIndex, "the number of DARK balls LIGHT has pushed off", number);
    int byLight = number[0];
    expectSpace(input, i, "a space and the number of LIGHT balls DARK has pushed off");
    int darkIndex = i + 1;
    i = readNumber(input, darkIndex, "the number of LIGHT balls DARK has pushed off", number);
    int byDark = number[0];
    if (i < input.length()) {
      throw error(input, i, "unexpected text after the captures");
    }
    int balls = rules.ballsPerPlayer();
    int light = LineBoard.count(rows, LineBoard.LIGHT_PLANE);
    int dark = LineBoard.count(rows, LineBoard.DARK_PLANE);
    if (light + byDark > balls) {
      throw error(
          input, darkIndex,
          light + " LIGHT balls on the board and " + byDark + " pushed off make more than the "
              + balls + " LIGHT has");
    }
    if (dark + byLight > balls) {
      throw error(
          input, lightIndex,
          dark + " DARK balls on the board and " + byLight + " pushed off make more than the "
              + balls + " DARK has");
    }
    if (rules.placing(ply)) {
      checkPlacementPhase(input, rows, toMove, ply, sideIndex, plyIndex, byLight + byDark, lightIndex);
    } else if (rules.jointOpening() && ply == SquareAbalone.PLACEMENTS && toMove != Player.SECOND) {
      throw error(
          input, sideIndex,
          "after the " + SquareAbalone.PLACEMENTS + " placements DARK, who placed last, pushes first");
    }
    return new SquareAbaloneState(
        rows, columns, toMove, ply, byLight, byDark,
        SquareAbaloneZobrist.fromScratch(rows, toMove, byLight, byDark, rules.placing(ply)));
  }

  private void checkPlacementPhase(
      String input, long[] rows, Player toMove, int ply, int sideIndex, int plyIndex, int captured,
      int capturedIndex) {
    Player expected = ply % 2 == 0 ? Player.FIRST : Player.SECOND;
    if (toMove != expected) {
      throw error(
          input, sideIndex,
          "after " + ply + " placements " + Ball.of(expected) + " places next, not " + Ball.of(toMove));
    }
    for (int r = SIZE - 1; r >= 0; r--) {
      for (int c = 0; c < SIZE; c++) {
        boolean rim = r == 0 || c == 0 || r == SIZE - 1 || c == SIZE - 1;
        if (rim && (LineBoard.occupancy(rows[r]) >>> c & 1) != 0) {
          throw error(
              input, BoardText.indexOf(0, SIZE, c, r),
              "in the placement phase (ply " + ply + " of " + SquareAbalone.PLACEMENTS + ") balls"
                  + " stand on the inner 7x7 only, not on " + Point.of(c, r));
        }
      }
    }
    int light = LineBoard.count(rows, LineBoard.LIGHT_PLANE);
    int dark = LineBoard.count(rows, LineBoard.DARK_PLANE);
    if (light != (ply + 1) / 2 || dark != ply / 2) {
      throw error(
          input, plyIndex,
          "after " + ply + " placements LIGHT has " + (ply + 1) / 2 + " and DARK " + ply / 2
              + " balls, but the board holds " + light + " and " + dark);
    }
    if (captured != 0) {
      throw error(
          input, capturedIndex, "nothing is pushed off during the placement phase (ply " + ply + ")");
    }
  }

  /** Reads a number without leading zero at {@code start} into {@code out[0]}; returns its end. */
  private static int readNumber(String input, int start, String what, int[] out) {
    int i = start;
    if (i >= input.length() || input.charAt(i) < '0' || input.charAt(i) > '9') {
      throw error(input, i, "expected " + what + ", a number from 0");
    }
    int value = 0;
    while (i < input.length() && input.charAt(i) >= '0' && input.charAt(i) <= '9') {
      if (i - start == MAX_DIGITS) {
        throw error(input, start, what + " has more than " + MAX_DIGITS + " digits");
      }
      value = value * 10 + input.charAt(i) - '0';
      i++;
    }
    if (i - start > 1 && input.charAt(start) == '0') {
      throw error(input, start, what + " has no leading zero");
    }
    out[0] = value;
    return i;
  }

  private static void expectSpace(String input, int i, String what) {
    if (i >= input.length() || input.charAt(i) != ' ') {
      throw error(input, i, "expected " + what);
    }
  }

  private static TextParseException error(String input, int index, String reason) {
    return new TextParseException(KIND, input, index, reason);
  }
}
