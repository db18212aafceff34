package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The legality checks of Pikk-Pakk with their messages: each illegal move gets a {@link
 * PikkPakkRefusal} and a sentence that names the points. Tie moves are tried on the {@link
 * PikkPakkEngine}, the same code that plays them. It works on the primitive form of a position
 * (the line words, the TARGET's point, the player to move, the ply count) and of a move (a {@link
 * WrittenMove}).
 *
 * <pre>{@code
 * PikkPakkLegality legality = new PikkPakkLegality(engine, 9, false, false, false, false, false);
 * Refusal<PikkPakkRefusal> refusal = legality.check(rows, columns, target, Player.FIRST, 0, move);
 * }</pre>
 *
 * <p>Immutable. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PikkPakkLegality {
  private static final int BLOCK = PikkPakkEngine.BLOCK;
  private static final int PLACEMENTS = PikkPakkEngine.PLACEMENTS;

  private final PikkPakkEngine engine;
  private final int size;
  private final boolean winningTieMove;
  private final boolean capture;
  private final boolean anyDistance;
  private final boolean square;
  private final boolean jointOpening;

  /**
   * Makes the checks of one configured game.
   *
   * @param engine the game's engine
   * @param size the board's rows and columns
   * @param winningTieMove variant 1
   * @param capture variant 2
   * @param anyDistance variant 3: runs move any distance
   * @param square variant 4 (with {@code false} and a cyclic engine: variant 5)
   * @param jointOpening variant 6
   */
  public PikkPakkLegality(
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

  /**
   * Checks a move in a position that is not over.
   *
   * @param rows the row words
   * @param columns the column words
   * @param target the TARGET's point, {@code row * size + column}
   * @param toMove the player to move
   * @param ply the plies played
   * @param move the move, a {@link WrittenMove}
   * @return why the move is illegal, or null when it is legal
   */
  public @Nullable Refusal<PikkPakkRefusal> check(
      long[] rows, long[] columns, int target, Player toMove, int ply, int move) {
    if (!WrittenMove.onBoard(move, size)) {
      return refusal(
          PikkPakkRefusal.OFF_BOARD,
          WrittenMove.offBoardEnd(move, size) + " is not on the " + size + "x" + size + " board");
    }
    if (engine.placing(ply)) {
      if (!WrittenMove.isPlacement(move)) {
        return refusal(
            PikkPakkRefusal.WRONG_PHASE,
            "The joint opening's placement phase lasts " + PLACEMENTS + " placements ("
                + ply + " made): place a ball, such as e4, instead of shifting "
                + WrittenMove.text(move));
      }
      int column = WrittenMove.fromColumn(move);
      int row = WrittenMove.fromRow(move);
      String p = WrittenMove.fromName(move);
      int blockLow = engine.blockLow();
      if (!engine.inBlock(column, row)) {
        return refusal(
            PikkPakkRefusal.OUTSIDE_OPENING_AREA,
            p + " is outside the 7x7 opening area " + PointText.name(blockLow, blockLow) + "-"
                + PointText.name(blockLow + BLOCK - 1, blockLow + BLOCK - 1));
      }
      if (LineBoard.kind(rows, column, row) != LineBoard.EMPTY) {
        return refusal(PikkPakkRefusal.OCCUPIED, p + " already holds a ball");
      }
      return null;
    }
    if (WrittenMove.isPlacement(move)) {
      String text = WrittenMove.text(move);
      return refusal(
          PikkPakkRefusal.WRONG_PHASE,
          jointOpening
              ? "The placement phase is over: shift a run instead of placing on " + text
              : "Balls are placed only in the joint opening: shift a run instead of placing on "
                  + text);
    }
    return checkShift(rows, columns, target, toMove, move);
  }

  private @Nullable Refusal<PikkPakkRefusal> checkShift(
      long[] rows, long[] columns, int target, Player toMove, int move) {
    int cycleLow = engine.cycleLow();
    int cycleLength = engine.cycleLength();
    int direction = WrittenMove.direction(move);
    boolean horizontal = Directions.horizontal(direction);
    int line = horizontal ? WrittenMove.fromRow(move) : WrittenMove.fromColumn(move);
    long word = horizontal ? rows[line] : columns[line];
    int start = horizontal ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    int length = WrittenMove.length(move);
    int distance = WrittenMove.distance(move);
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
        return refusal(
            PikkPakkRefusal.NOT_A_WHOLE_LINE,
            span(move) + " is not a whole " + (horizontal ? "row" : "column") + " of the "
                + (square ? "7x7 block" : "board") + ": in the " + (square ? "square" : "neutral-frame")
                + " variant a move rotates one, such as " + point(horizontal, example, cycleLow)
                + "-" + point(horizontal, example, cycleLow + cycleLength - 1));
      }
      if (distance != 1) {
        return refusal(PikkPakkRefusal.TOO_FAR, "A rotation goes one point, not " + distance);
      }
    } else {
      finding = RunCheck.maximal(word, move, size);
      if (finding == null && !capture) {
        finding = RunCheck.length(move, BLOCK, "pushed");
      }
      if (finding != null) {
        return illegal(finding);
      }
      if (distance > 1 && !anyDistance) {
        return refusal(
            PikkPakkRefusal.TOO_FAR,
            "A run moves one point (more only on the enlarged board), not " + distance);
      }
    }
    finding =
        RunCheck.majority(
            word,
            move,
            toMove,
            winningTieMove,
            " (a tie moves only in the winning-tie variant)");
    if (finding != null) {
      return illegal(finding);
    }
    int mover = LineBoard.plane(toMove);
    int runMask = ((1 << length) - 1) << start;
    int mine = Integer.bitCount(LineBoard.mask(word, mover) & runMask);
    boolean tie = RunCheck.lead(word, mover, runMask) == 0;
    if (cycleLength == 0) {
      int step = Directions.step(direction);
      if (step > 0 ? end == size : start == 0) {
        int lead = step > 0 ? size - 1 : 0;
        if (!capture) {
          return refusal(
              PikkPakkRefusal.LEAVES_BOARD,
              point(horizontal, line, lead) + " would leave the board: all balls stay on it");
        }
        if (distance > 1) {
          return refusal(
              PikkPakkRefusal.LEAVES_BOARD,
              "Only a one-point shift drops a ball off the board, not " + distance + " points");
        }
        if (((word >>> LineBoard.TARGET_PLANE) & (1L << lead)) != 0) {
          return refusal(
              PikkPakkRefusal.TARGET_OFF_BOARD,
              "The TARGET on " + point(horizontal, line, lead) + " may not be pushed off the board");
        }
      } else {
        for (int k = 1; k <= distance; k++) {
          int p = step > 0 ? end - 1 + k : start - k;
          if (p < 0 || p >= size) {
            return refusal(
                PikkPakkRefusal.LEAVES_BOARD,
                "Shifted " + distance + " points, the run would go past the board's edge");
          }
          if ((occupied & (1 << p)) != 0) {
            return refusal(
                PikkPakkRefusal.BLOCKED,
                point(horizontal, line, p) + " holds a ball: a run moves through empty points only");
          }
        }
      }
    }
    if (tie) {
      long[] after = rows.clone();
      long[] afterColumns = columns.clone();
      int targetAfter = engine.applyShift(after, afterColumns, target, engine.encode(move));
      if (engine.enclosure(after, targetAfter) != (mover == LineBoard.LIGHT_PLANE ? 1 : 2)) {
        return refusal(
            PikkPakkRefusal.TIE_NOT_WINNING,
            span(move) + " holds " + mine + " balls of each colour: it may move only to win at"
                + " once, and this move does not enclose the TARGET with " + LineBoard.colour(mover)
                + " balls");
      }
    }
    return null;
  }

  private static Refusal<PikkPakkRefusal> illegal(RunCheck.Finding finding) {
    PikkPakkRefusal reason =
        switch (finding.fault()) {
          case NOT_A_RUN -> PikkPakkRefusal.NOT_A_RUN;
          case NOT_MAXIMAL -> PikkPakkRefusal.NOT_MAXIMAL;
          case WRONG_LENGTH -> PikkPakkRefusal.WRONG_LENGTH;
          case NO_MAJORITY -> PikkPakkRefusal.NO_MAJORITY;
        };
    return refusal(reason, finding.message());
  }

  private static Refusal<PikkPakkRefusal> refusal(PikkPakkRefusal reason, String message) {
    return new Refusal<>(reason, message);
  }

  private static String span(int move) {
    return WrittenMove.span(move);
  }

  private static String point(boolean horizontal, int line, int index) {
    return PointText.onLine(horizontal, line, index);
  }
}
