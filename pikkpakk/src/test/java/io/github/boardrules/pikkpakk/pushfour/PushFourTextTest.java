package io.github.boardrules.pikkpakk.pushfour;

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
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Move notation, position text and rendering: worked examples and the errors for bad input. */
class PushFourTextTest {
  private static final PushFour RULES = PushFour.standard();
  private static final MoveNotation<PushFourMove> NOTATION = RULES.notation();
  private static final PositionFormat<PushFourState> POSITIONS = RULES.positions();
  private static final String EMPTY =
      "........./........./........./........./........./........./........./........./.........";
  private static final String START = EMPTY + " X 0";

  @Test
  void eachEntryPointPushesInward() {
    assertThat(PushFourMove.parse("a3").direction()).isEqualTo(Direction.RIGHT);
    assertThat(PushFourMove.parse("a3").landing()).isEqualTo(Point.parse("b3"));
    assertThat(PushFourMove.parse("i3").direction()).isEqualTo(Direction.LEFT);
    assertThat(PushFourMove.parse("i3").landing()).isEqualTo(Point.parse("h3"));
    assertThat(PushFourMove.parse("e9").direction()).isEqualTo(Direction.DOWN);
    assertThat(PushFourMove.parse("e9").landing()).isEqualTo(Point.parse("e8"));
    assertThat(PushFourMove.parse("e1").direction()).isEqualTo(Direction.UP);
    assertThat(PushFourMove.parse("e1").landing()).isEqualTo(Point.parse("e2"));
    assertThat(PushFourMove.of(Point.parse("h9")).entry()).isEqualTo(Point.parse("h9"));
    assertThat(PushFourMove.of(Point.parse("b1"))).isSameAs(PushFourMove.parse("b1"));
  }

  @Test
  void theMovesAreThe28RimPointsWithoutCornersEachWrittenAsItsName() {
    List<PushFourMove> all = PushFourMove.all();
    assertThat(all).hasSize(28).doesNotHaveDuplicates();
    List<String> names = new ArrayList<>();
    for (PushFourMove move : all) {
      String text = NOTATION.format(move);
      assertThat(text).isEqualTo(move.entry().toString());
      assertThat(NOTATION.parse(text)).isEqualTo(move);
      names.add(text);
    }
    // 7 on each side: b..h on rows 1 and 9, 2..8 in columns a and i.
    assertThat(names).filteredOn(n -> n.endsWith("1") && n.length() == 2).hasSize(7);
    assertThat(names).filteredOn(n -> n.endsWith("9")).hasSize(7);
    assertThat(names).filteredOn(n -> n.startsWith("a")).hasSize(7);
    assertThat(names).filteredOn(n -> n.startsWith("i")).hasSize(7);
    assertThat(names).doesNotContain("a1", "i1", "a9", "i9");
  }

  @Test
  void cornersInnerAndOutsidePointsAreNoMoves() {
    assertThatThrownBy(() -> PushFourMove.of(Point.parse("a1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a1 is a corner, which has no inward direction: balls enter at the 28 other"
            + " rim points");
    assertThatThrownBy(() -> PushFourMove.of(Point.parse("e5")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("e5 is not on the rim");
    assertThatThrownBy(() -> PushFourMove.of(Point.parse("j5")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("j5 is not on the 9x9 board");
  }

  @Test
  void badMovesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(NOTATION::parse, "move", "", 0, "expected a point");
    ParseErrors.assertRefused(NOTATION::parse, "move", "#3", 0, "column letter a-o");
    // Coordinates are read in either case (CONVENTIONS.md).
    org.assertj.core.api.Assertions.assertThat(NOTATION.parse("A3")).isEqualTo(NOTATION.parse("a3"));
    ParseErrors.assertRefused(NOTATION::parse, "move", "a0", 1, "no leading zero");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a1", 0, "a1 is a corner");
    ParseErrors.assertRefused(NOTATION::parse, "move", "i9", 0, "i9 is a corner");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a1>", 0, "a1 is a corner");
    ParseErrors.assertRefused(NOTATION::parse, "move", "e5", 0, "e5 is not on the rim");
    ParseErrors.assertRefused(NOTATION::parse, "move", "j3", 0, "j3 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a10", 0, "a10 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a3>", 2, "the direction is not written: a3 always pushes >");
    ParseErrors.assertRefused(NOTATION::parse, "move", "e9v", 2, "e9 always pushes v");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a3x", 2, "unexpected text after the entry point a3");
    ParseErrors.assertRefused(NOTATION::parse, "move", "a3 ", 2, "unexpected text");
  }

  @Test
  void theStartIsTheEmptyBoardWithLightToMove() {
    assertThat(POSITIONS.encode(RULES.initialState())).isEqualTo(START);
    assertThat(RULES.initialState()).hasToString(START);
    assertThat(POSITIONS.decode(START)).isEqualTo(RULES.initialState());
  }

  @Test
  void thePositionTextAfterTwoMovesIsTheDocumentedOne() {
    PushFourState s = RULES.play(RULES.initialState(), PushFourMove.parse("a3"));
    s = RULES.play(s, PushFourMove.parse("e9"));
    String text =
        "........./....o..../........./........./........./........./.X......./........./......... X 2";
    assertThat(POSITIONS.encode(s)).isEqualTo(text);
    PushFourState read = POSITIONS.decode(text);
    assertThat(read).isEqualTo(s).hasSameHashCodeAs(s);
    assertThat(read.ballAt(Point.parse("e8"))).contains(Ball.DARK);
    assertThat(read.toMove()).isEqualTo(Player.FIRST);
    assertThat(read.ply()).isEqualTo(2);
    // A set-up position: any player to move and ply count.
    assertThat(POSITIONS.decode(EMPTY + " o 7").toMove()).isEqualTo(Player.SECOND);
  }

  @Test
  void theRenderingIsTheBoardDiagram() {
    PushFourState s = RULES.play(RULES.initialState(), PushFourMove.parse("a3"));
    s = RULES.play(s, PushFourMove.parse("a3"));
    assertThat(s.render())
        .isEqualTo(
            "   a b c d e f g h i\n"
                + "9  . . . . . . . . .\n"
                + "8  . . . . . . . . .\n"
                + "7  . . . . . . . . .\n"
                + "6  . . . . . . . . .\n"
                + "5  . . . . . . . . .\n"
                + "4  . . . . . . . . .\n"
                + "3  . o X . . . . . .\n"
                + "2  . . . . . . . . .\n"
                + "1  . . . . . . . . .\n");
  }

  @Test
  void badPositionsAreRefusedWithIndexAndReason() {
    String rimBall = EMPTY.substring(0, 40) + "X" + EMPTY.substring(41) + " X 0";
    ParseErrors.assertRefused(POSITIONS::decode, "position", rimBall, 40, "a5 is on the rim, which is empty after every move");
    String topRim = EMPTY.substring(0, 3) + "o" + EMPTY.substring(4) + " X 0";
    ParseErrors.assertRefused(POSITIONS::decode, "position", topRim, 3, "d9 is on the rim");
    String target = EMPTY.substring(0, 44) + "R" + EMPTY.substring(45) + " X 0";
    ParseErrors.assertRefused(POSITIONS::decode, "position", target, 44, "only LIGHT (X) and DARK (o) balls, no TARGET");
    String neutral = EMPTY.substring(0, 44) + "N" + EMPTY.substring(45) + " X 0";
    ParseErrors.assertRefused(POSITIONS::decode, "position", neutral, 44, "no NEUTRAL");
    String junk = EMPTY.substring(0, 44) + "Y" + EMPTY.substring(45) + " X 0";
    ParseErrors.assertRefused(POSITIONS::decode, "position", junk, 44, "'Y' is not a point");
    ParseErrors.assertRefused(POSITIONS::decode, "position", START.substring(1), 8, "row 9 has 8 points");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + "/......... X 0", 89, "more than 9 rows");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + " Z 0", 90, "X (LIGHT) or o (DARK)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + " X", 91, "a space and the ply count");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + " X 01", 92, "no leading zero");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + " X 1234567890", 92, "more than 9 digits");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY + " X 0 x", 93, "unexpected text after the ply count");
    ParseErrors.assertRefused(POSITIONS::decode, "position", EMPTY, 89, "the player to move");
  }

  @Test
  void aHandWrittenRecordReplays() {
    String text = "[Game \"Push-four\"]\n[Start \"" + START + "\"]\n\n1. a3\n2. a3\n3. e9\n";
    GameRecord<PushFourState, PushFourMove> record = GameRecord.read(text, NOTATION, POSITIONS);
    PushFourState end = record.replay(RULES).orThrow();
    assertThat(end.ballAt(Point.parse("b3"))).contains(Ball.DARK);
    assertThat(end.ballAt(Point.parse("c3"))).contains(Ball.LIGHT);
    assertThat(end.ballAt(Point.parse("e8"))).contains(Ball.LIGHT);
    assertThat(end.toMove()).isEqualTo(Player.SECOND);
    assertThat(record.write(NOTATION, POSITIONS)).isEqualTo(text);
    // A corner in a record cannot be read at all.
    assertThatThrownBy(() -> GameRecord.read(text.replace("3. e9", "3. a9"), NOTATION, POSITIONS))
        .hasMessageContaining("a9 is a corner");
    Replay<PushFourState, PushFourMove> replay = record.replay(RULES);
    assertThat(replay.isComplete()).isTrue();
  }
}
