package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Replay;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

/** Move notation and position text: worked examples and the errors for bad input. */
class PikkPakkTextTest {
  private static final PikkPakk BASIC = PikkPakk.standard();
  private static final MoveNotation<PikkPakkMove> NOTATION = BASIC.notation();
  private static final PositionFormat<PikkPakkState> POSITIONS = BASIC.positions();
  private static final String START =
      "........./.Xoooooo./.XoXXXXX./.XoXoooX./.XoXRXoX./.XoooXoX./.XXXXXoX./.ooooooX./......... X 0";

  @Test
  void movesReadAndWriteTheDocumentedForms() {
    PikkPakkMove push = NOTATION.parse("b5-h5>");
    assertThat(push.kind()).isEqualTo(PikkPakkMove.Kind.SHIFT);
    assertThat(push.from()).isEqualTo(Point.of(1, 4));
    assertThat(push.to()).isEqualTo(Point.of(7, 4));
    assertThat(push.direction()).isEqualTo(Direction.RIGHT);
    assertThat(push.distance()).isEqualTo(1);
    assertThat(push.length()).isEqualTo(7);
    assertThat(PikkPakkMove.shift(Point.parse("c6"), Point.parse("c12"), Direction.DOWN, 2))
        .hasToString("c6-c12v2")
        .isEqualTo(PikkPakkMove.parse("c6-c12v2"));
    assertThat(PikkPakkMove.parse("i5>").length()).isEqualTo(1);
    assertThat(PikkPakkMove.parse("e4")).isEqualTo(PikkPakkMove.place(Point.parse("e4")));
    assertThat(PikkPakkMove.parse("e2-e8^")).hasToString("e2-e8^");
    assertThat(PikkPakkMove.parse("a1-a3v14").distance()).isEqualTo(14);
  }

  @Test
  void badMovesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(NOTATION::parse, "move", "", 0, "expected a point");
    ParseErrors.assertRefused(NOTATION::parse, "move", "z5>", 0, "column letter a-o");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b0>", 1, "no leading zero");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h6>", 3, "not in one row");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-c6^", 3, "not in one column");
    ParseErrors.assertRefused(NOTATION::parse, "move", "h5-b5>", 3, "left end first");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-b5>", 3, "written once");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5", 5, "expected a direction");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5x", 5, "not 'x'");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5>1", 6, "distance of 1 is not written");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5>15", 6, "at most 14");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-h5>2x", 7, "after the distance");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-j5>", 3, "j5 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b16", 1, "beyond 15");
    // The board-free parser accepts j5: it names a point of larger boards.
    assertThat(PikkPakkMove.parse("b5-j5>").to()).isEqualTo(Point.parse("j5"));
  }

  @Test
  void theStartingPositionTextIsTheDiagramRowByRow() {
    assertThat(POSITIONS.encode(BASIC.initialState())).isEqualTo(START);
    assertThat(BASIC.initialState()).hasToString(START);
    assertThat(POSITIONS.decode(START)).isEqualTo(BASIC.initialState());
    PikkPakkState dark = POSITIONS.decode(START.replace(" X 0", " o 7"));
    assertThat(dark.toMove()).isEqualTo(Player.SECOND);
    assertThat(dark.ply()).isEqualTo(7);
  }

  @Test
  void neutralAndJointStartsHaveTheirOwnTexts() {
    PikkPakk neutral = PikkPakk.builder().neutralFrame(true).build();
    assertThat(neutral.positions().encode(neutral.initialState()))
        .isEqualTo(
            "NNNNNNNNN/NXooooooN/NXoXXXXXN/NXoXoooXN/NXoXRXoXN/NXoooXoXN/NXXXXXoXN/NooooooXN/NNNNNNNNN X 0");
    PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
    assertThat(joint.positions().encode(joint.initialState()))
        .isEqualTo("........./........./........./........./....R..../........./........./........./......... X 0");
  }

  @Test
  void badPositionsAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replace("R", "X"), 0, "no TARGET");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replaceFirst("X", "R"), 44, "a second TARGET");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replaceFirst("\\.X", ".N"), 11, "NEUTRAL balls appear only");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replaceFirst("\\.X", ".Y"), 11, "'Y' is not a point");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.substring(1), 8, "row 9 has 8 points");
    ParseErrors.assertRefused(POSITIONS::decode, "position", "." + START, 9, "row 9 has more than 9 points");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replace(" X 0", " Z 0"), 90, "X (LIGHT) or o (DARK)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replace(" X 0", " X 01"), 92, "no leading zero");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.replace(" X 0", " X"), 91, "ply count");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START + " " + START.substring(0, 89), 93, "only with the repetition draw");
    PikkPakk square = PikkPakk.builder().square(true).build();
    ParseErrors.assertRefused(square.positions()::decode, "position", "X" + START.substring(1), 0, "a9 is outside it");
    PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
    String jointStart = joint.positions().encode(joint.initialState());
    ParseErrors.assertRefused(joint.positions()::decode, "position", jointStart.replace(" X 0", " o 1"), 92, "LIGHT has 1 and DARK 0 balls, but the board holds 0 and 0");
    ParseErrors.assertRefused(joint.positions()::decode, "position", jointStart.replace(" X 0", " X 1"), 90, "DARK places next, not LIGHT");
    ParseErrors.assertRefused(joint.positions()::decode, "position", jointStart.replace(" X 0", " o 0"), 90, "LIGHT places next");
    ParseErrors.assertRefused(joint.positions()::decode, "position", "X" + jointStart.substring(1).replace(" X 0", " o 1"), 0, "a9 must hold");
  }

  @Test
  void earlierPositionsThatAlreadyReachedTheRepetitionDrawAreRefused() {
    // Two rounds of a four-move cycle of the square variant: the start recurs at plies 4 and 8.
    PikkPakk third = PikkPakk.builder().square(true)
        .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    PikkPakkState state = third.initialState();
    for (int i = 0; i < 8; i++) {
      state = third.play(state, PikkPakkMove.parse(new String[] {"b7-h7>", "b8-h8>", "b7-h7<", "b8-h8<"}[i % 4]));
    }
    String text = third.positions().encode(state);
    assertThat(third.positions().decode(text)).isEqualTo(state);
    // With a draw at the second occurrence the game ended at ply 4: the fifth earlier board, at
    // index 93 + 1 + 4 * 90, is refused.
    PikkPakk second = PikkPakk.builder().square(true)
        .drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build();
    ParseErrors.assertRefused(second.positions()::decode, "position", text, 454,
        "this earlier position occurs 2 times, and the game is drawn when a position occurs 2 times");
  }

  @Test
  void aHandWrittenRecordReplaysToTheExpectedBoard() {
    String text =
        "[Game \"Pikk-Pakk\"]\n[Start \"" + START + "\"]\n\n1. b7-h7>\n2. b8-h8<\n";
    GameRecord<PikkPakkState, PikkPakkMove> record = GameRecord.read(text, NOTATION, POSITIONS);
    PikkPakkState end = record.replay(BASIC).orThrow();
    // LIGHT's row 7 moved to c7-i7, DARK's row 8 to a8-g8; everything else as at the start.
    String[] lines = end.render().split("\\n");
    assertThat(lines[2]).isEqualTo("8  X o o o o o o . .");
    assertThat(lines[3]).isEqualTo("7  . . X o X X X X X");
    assertThat(end.toMove()).isEqualTo(Player.FIRST);
    assertThat(end.ply()).isEqualTo(2);
    assertThat(record.write(NOTATION, POSITIONS)).isEqualTo(text);

    // DARK cannot answer with the same row: b7 is empty after LIGHT's push.
    Replay<PikkPakkState, PikkPakkMove> broken =
        GameRecord.read(text.replace("2. b8-h8<", "2. b7-h7>"), NOTATION, POSITIONS).replay(BASIC);
    assertThat(broken.isComplete()).isFalse();
    assertThat(broken.failedMoveNumber()).hasValue(2);
    assertThat(broken.failure().orElseThrow().reason()).contains(PikkPakkReason.NOT_A_RUN);
    assertThat(broken.failure().orElseThrow().message()).isEqualTo("The run b7-h7 has no ball on b7");
  }

  @Test
  void theNotationForABoardSizeChecksThePoints() {
    MoveNotation<PikkPakkMove> nine = PikkPakkMove.notation(9);
    assertThat(nine.parse("b5-h5>")).isEqualTo(PikkPakkMove.parse("b5-h5>"));
    ParseErrors.assertRefused(nine::parse, "move", "b5-j5>", 3, "j5 is not on the 9x9 board");
    ParseErrors.assertRefused(nine::parse, "move", "k2", 0, "k2 is not on the 9x9 board");
    assertThat(PikkPakkMove.notation(11).parse("b5-j5>").to()).isEqualTo(Point.parse("j5"));
    assertThatThrownBy(() -> PikkPakkMove.notation(16))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 16");
  }
}
