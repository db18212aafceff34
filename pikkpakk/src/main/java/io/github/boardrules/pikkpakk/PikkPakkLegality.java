package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.Legality;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.RunCheck;

/**
 * The legality checks of Pikk-Pakk with their messages: each illegal move gets the {@link
 * PikkPakkReason} and a sentence that names the points. Tie moves are tried on the {@link
 * PikkPakkEngine}, the same code that plays them.
 */
final class PikkPakkLegality {
  private static final int BLOCK = PikkPakk.BLOCK;
  private static final int PLACEMENTS = PikkPakk.PLACEMENTS;

  private final PikkPakkEngine engine;
  private final int size;
  private final boolean winningTieMove;
  private final boolean capture;
  private final boolean anyDistance;
  private final boolean square;
  private final boolean jointOpening;

  PikkPakkLegality(
      PikkPakkEngine engine,
      int size,
      boolean winningTieMove,
      boolean capture,
      boolean anyDistance,
      boolean square,
      boolean jointOpening) {
    this.engine = engine;
    this.size = size;
    this.winningTieMove = winningTieMove;
    this.capture = capture;
    this.anyDistance = anyDistance;
    this.square = square;
    this.jointOpening = jointOpening;
  }

  /** Checks a move in a position that is not over. */
  Legality check(PikkPakkState state, PikkPakkMove move) {
    if (!move.from().isOnBoard(size) || !move.to().isOnBoard(size)) {
      Point off = move.from().isOnBoard(size) ? move.to() : move.from();
      return Legality.illegal(
          PikkPakkReason.OFF_BOARD, off + " is not on the " + size + "x" + size + " board");
    }
    if (engine.placing(state.ply())) {
      if (move.kind() != PikkPakkMove.Kind.PLACE) {
        return Legality.illegal(
            PikkPakkReason.WRONG_PHASE,
            "The joint opening's placement phase lasts " + PLACEMENTS + " placements ("
                + state.ply() + " made): place a ball, such as e4, instead of shifting " + move);
      }
      Point p = move.point();
      int blockLow = engine.blockLow();
      if (!engine.inBlock(p.column(), p.row())) {
        return Legality.illegal(
            PikkPakkReason.OUTSIDE_OPENING_AREA,
            p + " is outside the 7x7 opening area " + Point.of(blockLow, blockLow) + "-"
                + Point.of(blockLow + BLOCK - 1, blockLow + BLOCK - 1));
      }
      if (state.ball(p.column(), p.row()) != null) {
        return Legality.illegal(
            PikkPakkReason.OCCUPIED, p + " already holds a ball");
      }
      return Legality.legal();
    }
    if (move.kind() == PikkPakkMove.Kind.PLACE) {
      return Legality.illegal(
          PikkPakkReason.WRONG_PHASE,
          jointOpening
              ? "The placement phase is over: shift a run instead of placing on " + move
              : "Balls are placed only in the joint opening: shift a run instead of placing on "
                  + move);
    }
    return checkShift(state, move);
  }

  private Legality checkShift(PikkPakkState state, PikkPakkMove move) {
    int cycleLow = engine.cycleLow();
    int cycleLength = engine.cycleLength();
    Direction direction = move.direction();
    boolean horizontal = direction.isHorizontal();
    int line = horizontal ? move.from().row() : move.from().column();
    long word = horizontal ? state.rows()[line] : state.columns()[line];
    int start = horizontal ? move.from().column() : move.from().row();
    int length = move.length();
    int end = start + length;
    int occupied = LineBoard.occupancy(word);
    RunCheck.Finding finding = RunCheck.filled(word, move);
    if (finding != null) {
      return illegal(finding);
    }
    if (cycleLength > 0) {
      boolean outside = line < cycleLow || line >= cycleLow + cycleLength;
      if (outside || start != cycleLow || length != cycleLength) {
        int example = outside ? cycleLow : line; // a whole line to name as an example
        return Legality.illegal(
            PikkPakkReason.NOT_A_WHOLE_LINE,
            span(move) + " is not a whole " + (horizontal ? "row" : "column") + " of the "
                + (square ? "7x7 block" : "board") + ": in the " + (square ? "square" : "neutral-frame")
                + " variant a move rotates one, such as " + point(horizontal, example, cycleLow)
                + "-" + point(horizontal, example, cycleLow + cycleLength - 1));
      }
      if (move.distance() != 1) {
        return Legality.illegal(
            PikkPakkReason.TOO_FAR, "A rotation goes one point, not " + move.distance());
      }
    } else {
      finding = RunCheck.maximal(word, move, size);
      if (finding == null && !capture) {
        finding = RunCheck.length(move, BLOCK, "pushed");
      }
      if (finding != null) {
        return illegal(finding);
      }
      if (move.distance() > 1 && !anyDistance) {
        return Legality.illegal(
            PikkPakkReason.TOO_FAR,
            "A run moves one point (more only on the enlarged board), not " + move.distance());
      }
    }
    finding =
        RunCheck.majority(
            word,
            move,
            state.toMove(),
            winningTieMove,
            " (a tie moves only in the winning-tie variant)");
    if (finding != null) {
      return illegal(finding);
    }
    int mover = LineBoard.plane(state.toMove());
    int runMask = ((1 << length) - 1) << start;
    int mine = Integer.bitCount(LineBoard.mask(word, mover) & runMask);
    boolean tie = RunCheck.lead(word, mover, runMask) == 0;
    if (cycleLength == 0) {
      int distance = move.distance();
      int step = direction.step();
      if (step > 0 ? end == size : start == 0) {
        int lead = step > 0 ? size - 1 : 0;
        if (!capture) {
          return Legality.illegal(
              PikkPakkReason.LEAVES_BOARD,
              point(horizontal, line, lead) + " would leave the board: all balls stay on it");
        }
        if (distance > 1) {
          return Legality.illegal(
              PikkPakkReason.LEAVES_BOARD,
              "Only a one-point shift drops a ball off the board, not " + distance + " points");
        }
        if (((word >>> PikkPakkState.TARGET_PLANE) & (1L << lead)) != 0) {
          return Legality.illegal(
              PikkPakkReason.TARGET_OFF_BOARD,
              "The TARGET on " + point(horizontal, line, lead) + " may not be pushed off the board");
        }
      } else {
        for (int k = 1; k <= distance; k++) {
          int p = step > 0 ? end - 1 + k : start - k;
          if (p < 0 || p >= size) {
            return Legality.illegal(
                PikkPakkReason.LEAVES_BOARD,
                "Shifted " + distance + " points, the run would go past the board's edge");
          }
          if ((occupied & (1 << p)) != 0) {
            return Legality.illegal(
                PikkPakkReason.BLOCKED,
                point(horizontal, line, p) + " holds a ball: a run moves through empty points only");
          }
        }
      }
    }
    if (tie) {
      long[] rows = state.rows().clone();
      long[] columns = state.columns().clone();
      int target = engine.applyShift(rows, columns, state.targetIndex(), engine.encode(move));
      if (engine.enclosure(rows, target) != (mover == LineBoard.LIGHT_PLANE ? 1 : 2)) {
        return Legality.illegal(
            PikkPakkReason.TIE_NOT_WINNING,
            span(move) + " holds " + mine + " balls of each colour: it may move only to win at"
                + " once, and this move does not enclose the TARGET with " + Ball.of(state.toMove()) + " balls");
      }
    }
    return Legality.legal();
  }

  private static Legality illegal(RunCheck.Finding finding) {
    PikkPakkReason reason =
        switch (finding.fault()) {
          case NOT_A_RUN -> PikkPakkReason.NOT_A_RUN;
          case NOT_MAXIMAL -> PikkPakkReason.NOT_MAXIMAL;
          case WRONG_LENGTH -> PikkPakkReason.WRONG_LENGTH;
          case NO_MAJORITY -> PikkPakkReason.NO_MAJORITY;
        };
    return Legality.illegal(reason, finding.message());
  }

  private static String span(PikkPakkMove move) {
    return RunCheck.span(move);
  }

  private static Point point(boolean horizontal, int line, int index) {
    return PikkPakkEngine.point(horizontal, line, index);
  }
}
