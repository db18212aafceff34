package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Replay;
import io.github.boardrules.testkit.ParseErrors;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import org.junit.jupiter.api.Test;

/** Move notation, position text and rendering: worked examples and the errors for bad input. */
class FiveShiftTextTest {
  private static final FiveShift STANDARD = FiveShift.standard();
  private static final MoveNotation<PikkPakkMove> NOTATION = STANDARD.notation();
  private static final PositionFormat<FiveShiftState> POSITIONS = STANDARD.positions();
  private static final String EMPTY_BOARD =
      "........./........./........./........./........./........./........./........./.........";
  private static final String START = EMPTY_BOARD + " X 0";

  @Test
  void movesAreTheNotationOfPikkPakk() {
    assertThat(NOTATION.parse("e4")).isEqualTo(PikkPakkMove.place(Point.parse("e4")));
    PikkPakkMove shift = NOTATION.parse("b5-h5>");
    assertThat(shift)
        .isEqualTo(PikkPakkMove.shift(Point.parse("b5"), Point.parse("h5"), Direction.RIGHT, 1));
    assertThat(NOTATION.format(shift)).isEqualTo("b5-h5>");
    assertThat(NOTATION.format(NOTATION.parse("e2-e8v"))).isEqualTo("e2-e8v");
  }

  @Test
  void badMovesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(NOTATION::parse, "move", "", 0, "expected a point");
    ParseErrors.assertRefused(NOTATION::parse, "move", "j5", 0, "j5 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-j5>", 3, "j5 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b10", 0, "b10 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5", 5, "expected a direction");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h6>", 3, "not in one row");
    ParseErrors.assertRefused(NOTATION::parse, "move", "e0", 1, "no leading zero");
  }

  @Test
  void theStartIsAnEmptyBoardWithLightToMove() {
    assertThat(POSITIONS.encode(STANDARD.initialState())).isEqualTo(START);
    assertThat(STANDARD.initialState()).hasToString(START);
    assertThat(POSITIONS.decode(START)).isEqualTo(STANDARD.initialState());
  }

  @Test
  void placementsAppearInTheTextAndTheDiagram() {
    FiveShiftState state =
        STANDARD.play(
            STANDARD.play(STANDARD.initialState(), PikkPakkMove.parse("e5")),
            PikkPakkMove.parse("c2"));
    String text =
        "........./........./........./........./....X..../........./........./..o....../......... X 2";
    assertThat(POSITIONS.encode(state)).isEqualTo(text);
    assertThat(POSITIONS.decode(text)).isEqualTo(state);
    assertThat(state.render())
        .isEqualTo(
            "   a b c d e f g h i\n"
                + "9  . . . . . . . . .\n"
                + "8  . . . . . . . . .\n"
                + "7  . . . . . . . . .\n"
                + "6  . . . . . . . . .\n"
                + "5  . . . . X . . . .\n"
                + "4  . . . . . . . . .\n"
                + "3  . . . . . . . . .\n"
                + "2  . . o . . . . . .\n"
                + "1  . . . . . . . . .\n");
    assertThat(state.ballAt(Point.parse("c2"))).contains(Ball.DARK);
    assertThat(state.ballAt(Point.parse("a1"))).isEmpty();
    assertThatThrownBy(() -> state.ballAt(Point.parse("j1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("j1 is not on the 9x9 board");
  }

  @Test
  void theReadmesPhaseTwoExampleIsAFullFieldWithDarkToMove() {
    String text =
        "........./.XXooXXo./.ooXXooX./.XXooXXo./.ooXXooX./.XXooXXo./.ooXXooX./.XXooXXo./......... o 49";
    FiveShiftState state = POSITIONS.decode(text);
    assertThat(state.phase()).isEqualTo(FiveShiftPhase.SHIFTING);
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(state.count(Ball.LIGHT)).isEqualTo(25);
    assertThat(state.count(Ball.DARK)).isEqualTo(24);
    assertThat(STANDARD.legalMoves(state)).hasSize(12);
    assertThat(POSITIONS.encode(state)).isEqualTo(text);
  }

  @Test
  void badPositionsAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(POSITIONS::decode, "position", "R" + START.substring(1), 0, "no TARGET (R)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", "N" + START.substring(1), 0, "no NEUTRAL (N)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", "Y" + START.substring(1), 0, "'Y' is not a point");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.substring(1), 8, "row 9 has 8 points");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD, 89, "a space and the player to move");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " Z 0", 90, "X (LIGHT) or o (DARK)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " o 0", 90, "at ply 0 LIGHT moves");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " X 51", 90, "at ply 51 DARK moves");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " X", 91, "a space and the ply count");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " X 02", 92, "no leading zero");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY_BOARD + " X 1234567890", 92, "more than 9 digits");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START + " ", 93, "unexpected text after the ply count");
    ParseErrors.assertRefused(
        POSITIONS::decode, "position", EMPTY_BOARD + " o 1", 92,
        "after 1 placement LIGHT has 1 and DARK 0 balls, but the board holds 0 and 0");
    // Placements stay on the inner field: i1 is the last character of the board.
    ParseErrors.assertRefused(
        POSITIONS::decode, "position", EMPTY_BOARD.substring(0, 88) + "X o 1", 88,
        "in the placement phase (ply 1 of 49) balls stand only on the inner 7x7 field b2-h8; i1 is"
            + " on the rim");
  }

  @Test
  void shiftingPhasePositionsMayHoldAnyBallsButNotOnTheRimWithRimRemoval() {
    String rimBall = "X" + EMPTY_BOARD.substring(1) + " o 51";
    FiveShiftState state = POSITIONS.decode(rimBall);
    assertThat(state.ballAt(Point.parse("a9"))).contains(Ball.LIGHT);
    assertThat(state.phase()).isEqualTo(FiveShiftPhase.SHIFTING);
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    FiveShift rimRemoval = FiveShift.builder().rimRemoval(true).build();
    ParseErrors.assertRefused(
        rimRemoval.positions()::decode, "position", rimBall, 0,
        "with rim removal the rim is empty after every move, but a9 holds a ball");
  }

  @Test
  void aHandWrittenRecordReplaysToTheExpectedBoard() {
    String text = "[Game \"Five-shift\"]\n[Start \"" + START + "\"]\n\n1. e5\n2. d4\n3. f6\n";
    GameRecord<FiveShiftState, PikkPakkMove> record = GameRecord.read(text, NOTATION, POSITIONS);
    FiveShiftState end = record.replay(STANDARD).orThrow();
    assertThat(end.ballAt(Point.parse("e5"))).contains(Ball.LIGHT);
    assertThat(end.ballAt(Point.parse("d4"))).contains(Ball.DARK);
    assertThat(end.ballAt(Point.parse("f6"))).contains(Ball.LIGHT);
    assertThat(end.toMove()).isEqualTo(Player.SECOND);
    assertThat(record.write(NOTATION, POSITIONS)).isEqualTo(text);
    Replay<FiveShiftState, PikkPakkMove> broken =
        GameRecord.read(text.replace("3. f6", "3. e5"), NOTATION, POSITIONS).replay(STANDARD);
    assertThat(broken.failedMoveNumber()).hasValue(3);
    assertThat(broken.failure().orElseThrow().reason()).contains(FiveShiftReason.OCCUPIED);
  }
}
