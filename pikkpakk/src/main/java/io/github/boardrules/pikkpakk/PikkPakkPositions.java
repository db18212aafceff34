package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/** The position text of one configured Pikk-Pakk game; see {@link PikkPakk#positions()}. */
final class PikkPakkPositions implements PositionFormat<PikkPakkState> {
  private static final String KIND = "position";

  private final PikkPakk rules;
  private final int size;

  PikkPakkPositions(PikkPakk rules) {
    this.rules = rules;
    this.size = rules.size();
  }

  @Override
  public String encode(PikkPakkState state) {
    rules.requireBoard(state);
    return state.toString();
  }

  /** A board read from the text, with where it started. */
  private static final class Board {
    final long[] rows;
    final long[] columns;
    final int target;
    final int start;
    final int end;

    Board(long[] rows, long[] columns, int target, int start, int end) {
      this.rows = rows;
      this.columns = columns;
      this.target = target;
      this.start = start;
      this.end = end;
    }
  }

  @Override
  public PikkPakkState decode(CharSequence text) {
    String input = text.toString();
    Board board = readBoard(input, 0);
    int i = board.end;
    ParsePosition at = new ParsePosition(i);
    BoardText.SideAndPly rest = BoardText.readSideAndPly(input, at, KIND);
    Player toMove = rest.toMove();
    int sideIndex = rest.sideIndex();
    int ply = rest.ply();
    int plyIndex = rest.plyIndex();
    i = at.getIndex();
    List<Board> history = new ArrayList<>();
    while (i < input.length()) {
      if (!rules.keepsHistory()) {
        throw error(
            input, i,
            "unexpected text after the ply count (earlier positions are written only with the"
                + " repetition draw)");
      }
      at.setIndex(i);
      BoardText.expectSpace(input, at, KIND, "a space and an earlier position");
      Board earlier = readBoard(input, at.getIndex());
      checkOccupancy(input, earlier);
      history.add(earlier);
      i = earlier.end;
    }
    if (rules.placing(stateOf(board, toMove, ply, null))) {
      checkPlacementPhase(input, board, toMove, ply, sideIndex, plyIndex);
    } else {
      checkOccupancy(input, board);
    }
    int first = rules.jointOpening() ? PikkPakk.PLACEMENTS : 0;
    PikkPakkState current = stateOf(board, toMove, ply, null);
    PikkPakkState earlier = null;
    int k = history.size();
    for (int j = 0; j < k; j++) {
      Board b = history.get(j);
      int back = k - j;
      if (ply - back < first) {
        throw error(
            input, b.start,
            k + " earlier positions need a ply count of at least " + (first + k) + ", not " + ply
                + (first > 0 ? " (placements are irreversible)" : ""));
      }
      PikkPakkState state =
          stateOf(b, back % 2 == 1 ? toMove.opponent() : toMove, ply - back, earlier);
      for (Ball kind : Ball.values()) {
        if (state.count(kind) != current.count(kind)) {
          throw error(
              input, b.start,
              "this earlier position has " + state.count(kind) + " " + kind + " balls, the current "
                  + current.count(kind) + ": earlier positions are kept only since the last"
                  + " capture");
        }
      }
      int draw = rules.drawOptions().repetitionDraw().orElseThrow();
      if (state.occurrences() >= draw) {
        throw error(
            input, b.start,
            "this earlier position occurs " + state.occurrences() + " times, and the game is drawn"
                + " when a position occurs " + draw + " times: the game ended there");
      }
      earlier = state;
    }
    return stateOf(board, toMove, ply, earlier);
  }

  private PikkPakkState stateOf(Board b, Player toMove, int ply, @Nullable PikkPakkState earlier) {
    return new PikkPakkState(size, b.rows.clone(), b.columns.clone(), b.target, toMove, ply, earlier);
  }

  private void checkPlacementPhase(
      String input, Board board, Player toMove, int ply, int sideIndex, int plyIndex) {
    Player expected = ply % 2 == 0 ? Player.FIRST : Player.SECOND;
    if (toMove != expected) {
      throw error(
          input, sideIndex,
          "after " + ply + " placements " + Ball.of(expected) + " places next, not "
              + Ball.of(toMove));
    }
    PikkPakkState start = rules.initialState();
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        long here = board.rows[r] >>> c & LineBoard.UNIT4;
        long before = start.rows()[r] >>> c & LineBoard.UNIT4;
        boolean same =
            rules.inBlock(c, r)
                ? before == 0
                    ? (here & (1L << PikkPakkState.TARGET_PLANE | 1L << PikkPakkState.NEUTRAL_PLANE)) == 0
                    : here == before
                : here == before;
        if (!same) {
          throw error(
              input, pointIndex(board.start, c, r),
              "in the placement phase (ply " + ply + " of " + PikkPakk.PLACEMENTS + ") "
                  + Point.of(c, r) + " must hold what the joint opening starts with: balls are"
                  + " placed on the empty points of the 7x7 area only");
        }
      }
    }
    int light = LineBoard.count(board.rows, LineBoard.LIGHT_PLANE);
    int dark = LineBoard.count(board.rows, LineBoard.DARK_PLANE);
    if (light != (ply + 1) / 2 || dark != ply / 2) {
      throw error(
          input, plyIndex,
          "after " + ply + " placements LIGHT has " + (ply + 1) / 2 + " and DARK " + ply / 2
              + " balls, but the board holds " + light + " and " + dark);
    }
  }

  private int pointIndex(int boardStart, int column, int row) {
    return BoardText.indexOf(boardStart, size, column, row);
  }

  private Board readBoard(String input, int start) {
    long[] rows = new long[size];
    long[] columns = new long[size];
    int[] targets = {0};
    int end =
        BoardText.read(
            input, start, size, KIND,
            kind -> {
              if (kind == LineBoard.NEUTRAL && !rules.neutralFrame()) {
                return "NEUTRAL balls appear only in the neutral-frame variant";
              }
              if (kind == LineBoard.TARGET && ++targets[0] > 1) {
                return "a second TARGET ball; there is exactly one";
              }
              return null;
            },
            rows, columns);
    int target = -1;
    for (int r = 0; r < size; r++) {
      int mask = LineBoard.mask(rows[r], LineBoard.TARGET_PLANE);
      if (mask != 0) {
        target = r * size + Integer.numberOfTrailingZeros(mask);
      }
    }
    if (target < 0) {
      throw error(input, start, "the board has no TARGET ball (R)");
    }
    return new Board(rows, columns, target, start, end);
  }

  /** In the square variants, checks that the board has balls exactly where rotations keep them. */
  private void checkOccupancy(String input, Board board) {
    if (!rules.square() && !rules.neutralFrame()) {
      return;
    }
    long[] rows = board.rows;
    int start = board.start;
    for (int r = size - 1; r >= 0; r--) {
      for (int c = 0; c < size; c++) {
        boolean occupied = (LineBoard.occupancy(rows[r]) >>> c & 1) != 0;
        boolean wanted = rules.neutralFrame() || rules.inBlock(c, r);
        if (occupied != wanted) {
          throw error(
              input, pointIndex(start, c, r),
              rules.neutralFrame()
                  ? "in the neutral-frame variant every point holds a ball, " + Point.of(c, r) + " too"
                  : "in the square variant exactly the 7x7 block b2-h8 holds balls; "
                      + Point.of(c, r) + (occupied ? " is outside it" : " is empty"));
        }
      }
    }
  }


  private static TextParseException error(String input, int index, String reason) {
    return new TextParseException(KIND, input, index, reason);
  }
}
