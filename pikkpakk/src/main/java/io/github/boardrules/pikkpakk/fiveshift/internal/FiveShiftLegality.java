package io.github.boardrules.pikkpakk.fiveshift.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.PointText;
import io.github.boardrules.pikkpakk.internal.Refusal;
import io.github.boardrules.pikkpakk.internal.RunCheck;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The legality checks of five-in-a-row with a shifting phase, with their messages: each illegal
 * move gets a {@link FiveShiftRefusal} and a sentence that names the points. It works on the
 * primitive form of a position (the line words, the ply count, the player to move) and of a move
 * (a {@link WrittenMove}).
 *
 * <pre>{@code
 * Refusal<FiveShiftRefusal> refusal =
 *     FiveShiftLegality.check(rows, columns, 0, Player.FIRST, WrittenMove.place(0, 0));
 * refusal.message();   // "a1 is on the rim: balls are placed on the inner 7x7 field b2-h8"
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class FiveShiftLegality {
  private static final int SIZE = FiveShiftEngine.SIZE;
  private static final int PLACEMENTS = FiveShiftEngine.PLACEMENTS;

  private FiveShiftLegality() {}

  /**
   * Checks a move in a game that goes on.
   *
   * @param rows the row words
   * @param columns the column words
   * @param ply the plies played
   * @param toMove the player to move
   * @param move the move, a {@link WrittenMove}
   * @return why the move is illegal, or null when it is legal
   */
  public static @Nullable Refusal<FiveShiftRefusal> check(
      long[] rows, long[] columns, int ply, Player toMove, int move) {
    if (!WrittenMove.onBoard(move, SIZE)) {
      return refusal(
          FiveShiftRefusal.OFF_BOARD,
          WrittenMove.offBoardEnd(move, SIZE) + " is not on the " + SIZE + "x" + SIZE + " board");
    }
    if (FiveShiftEngine.placing(ply)) {
      if (!WrittenMove.isPlacement(move)) {
        return refusal(
            FiveShiftRefusal.WRONG_PHASE,
            "The placement phase lasts " + PLACEMENTS + " placements (" + ply
                + " made): place a ball, such as e5, instead of shifting " + WrittenMove.text(move));
      }
      int column = WrittenMove.fromColumn(move);
      int row = WrittenMove.fromRow(move);
      String p = WrittenMove.fromName(move);
      if (FiveShiftEngine.onRim(column, row)) {
        return refusal(
            FiveShiftRefusal.OUTSIDE_FIELD,
            p + " is on the rim: balls are placed on the inner 7x7 field b2-h8");
      }
      if (LineBoard.kind(rows, column, row) != LineBoard.EMPTY) {
        return refusal(FiveShiftRefusal.OCCUPIED, p + " already holds a ball");
      }
      return null;
    }
    if (WrittenMove.isPlacement(move)) {
      return refusal(
          FiveShiftRefusal.WRONG_PHASE,
          "The inner field is full and the shifting phase has begun: shift a run of 7 instead of"
              + " placing on " + WrittenMove.text(move));
    }
    return checkShift(rows, columns, toMove, move);
  }

  private static @Nullable Refusal<FiveShiftRefusal> checkShift(
      long[] rows, long[] columns, Player toMove, int move) {
    int direction = WrittenMove.direction(move);
    boolean horizontal = Directions.horizontal(direction);
    int line = horizontal ? WrittenMove.fromRow(move) : WrittenMove.fromColumn(move);
    long word = horizontal ? rows[line] : columns[line];
    int start = horizontal ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    int end = start + WrittenMove.length(move);
    RunCheck.Finding finding = RunCheck.wholeRun(word, move, SIZE);
    if (finding == null) {
      finding = RunCheck.length(move, FiveShiftEngine.RUN, "shifted");
    }
    if (finding != null) {
      return illegal(finding);
    }
    int distance = WrittenMove.distance(move);
    if (distance != 1) {
      return refusal(FiveShiftRefusal.TOO_FAR, "A run moves one point, not " + distance);
    }
    finding = RunCheck.majority(word, move, toMove, false, "");
    if (finding != null) {
      return illegal(finding);
    }
    boolean plus = Directions.plus(direction);
    if (plus ? end == SIZE : start == 0) {
      String lead = PointText.onLine(horizontal, line, plus ? SIZE - 1 : 0);
      return refusal(
          FiveShiftRefusal.LEAVES_BOARD, lead + " would leave the board: all balls stay on it");
    }
    return null;
  }

  private static Refusal<FiveShiftRefusal> illegal(RunCheck.Finding finding) {
    FiveShiftRefusal reason =
        switch (finding.fault()) {
          case NOT_A_RUN -> FiveShiftRefusal.NOT_A_RUN;
          case NOT_MAXIMAL -> FiveShiftRefusal.NOT_MAXIMAL;
          case WRONG_LENGTH -> FiveShiftRefusal.WRONG_LENGTH;
          case NO_MAJORITY -> FiveShiftRefusal.NO_MAJORITY;
        };
    return refusal(reason, finding.message());
  }

  private static Refusal<FiveShiftRefusal> refusal(FiveShiftRefusal reason, String message) {
    return new Refusal<>(reason, message);
  }
}
