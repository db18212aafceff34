package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import org.junit.jupiter.api.Test;

/** Move notation and position text: worked examples and the errors for bad input. */
class SquareAbaloneTextTest {
  private static final SquareAbalone STANDARD = SquareAbalone.standard();
  private static final MoveNotation<SquareAbaloneMove> NOTATION = STANDARD.notation();
  private static final PositionFormat<SquareAbaloneState> POSITIONS = STANDARD.positions();
  private static final String START =
      "ooooooooo/ooooooooo/........./........./........./........./........./XXXXXXXXX/XXXXXXXXX X 0 0 0";

  @Test
  void movesReadAndWriteTheDocumentedForms() {
    SquareAbaloneMove push = NOTATION.parse("c4-c6v2");
    assertThat(push.kind()).isEqualTo(SquareAbaloneMove.Kind.PUSH);
    assertThat(push.from()).isEqualTo(Point.of(2, 3));
    assertThat(push.to()).isEqualTo(Point.of(2, 5));
    assertThat(push.direction()).isEqualTo(Direction.DOWN);
    assertThat(push.distance()).isEqualTo(2);
    assertThat(push.length()).isEqualTo(3);
    SquareAbaloneMove sideways = NOTATION.parse("b5-d5^");
    assertThat(sideways.kind()).isEqualTo(SquareAbaloneMove.Kind.SIDEWAYS);
    assertThat(sideways.distance()).isEqualTo(1);
    assertThat(sideways)
        .isEqualTo(SquareAbaloneMove.sideways(Point.parse("b5"), Point.parse("d5"), Direction.UP))
        .hasToString("b5-d5^");
    assertThat(NOTATION.parse("c4-c6>").kind()).isEqualTo(SquareAbaloneMove.Kind.SIDEWAYS);
    assertThat(NOTATION.parse("i5>")).isEqualTo(SquareAbaloneMove.push(Point.parse("i5"), Point.parse("i5"), Direction.RIGHT, 1));
    assertThat(NOTATION.parse("e5^").kind()).as("one ball is always a push").isEqualTo(SquareAbaloneMove.Kind.PUSH);
    assertThat(NOTATION.parse("e4")).isEqualTo(SquareAbaloneMove.place(Point.parse("e4")));
    assertThat(SquareAbaloneMove.push(Point.parse("b5"), Point.parse("h5"), Direction.LEFT, 3))
        .hasToString("b5-h5<3");
  }

  @Test
  void badMovesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(NOTATION::parse, "move", "", 0, "expected a point");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-c6>", 3, "not in one row or column");
    ParseErrors.assertRefused(NOTATION::parse, "move", "h5-b5>", 3, "left end first");
    ParseErrors.assertRefused(NOTATION::parse, "move", "c6-c4^", 3, "bottom end first");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-b5>", 3, "written once");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5", 5, "expected a direction");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5x", 5, "not 'x'");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5^2", 6, "has no distance");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5>1", 6, "distance of 1 is not written");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5>15", 6, "at most 14");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5>0", 6, "no leading zero");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-d5>2x", 7, "after the distance");
    ParseErrors.assertRefused(NOTATION::parse, "move", "b5-j5>", 3, "j5 is not on the 9x9 board");
    ParseErrors.assertRefused(NOTATION::parse, "move", "k5", 0, "k5 is not on the 9x9 board");
    assertThatThrownBy(() -> SquareAbaloneMove.sideways(Point.parse("b5"), Point.parse("d5"), Direction.RIGHT))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("along its line is a push");
    assertThatThrownBy(() -> SquareAbaloneMove.push(Point.parse("b5"), Point.parse("d5"), Direction.UP, 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("sideways move");
  }

  @Test
  void theStartingPositionTextRoundTrips() {
    assertThat(POSITIONS.encode(STANDARD.initialState())).isEqualTo(START);
    assertThat(POSITIONS.decode(START)).isEqualTo(STANDARD.initialState());
    SquareAbaloneState later =
        POSITIONS.decode("ooXoooooo/ooXoooooo/........./........./........./........./........./XX.XXXXXX/XX.XXXXXX o 1 2 0");
    assertThat(later.captured(Player.FIRST)).isEqualTo(2);
    assertThat(later.toMove()).isEqualTo(Player.SECOND);
    assertThat(later.ply()).isEqualTo(1);
    assertThat(later.render()).endsWith("o to move, ply 1; pushed off: by X 2, by o 0\n");
  }

  @Test
  void badPositionsAreRefusedWithIndexAndReason() {
    String board = START.substring(0, START.indexOf(' '));
    ParseErrors.assertRefused(POSITIONS::decode, "position", "X", 1, "row 9 has 1 point");
    ParseErrors.assertRefused(POSITIONS::decode, "position", "R" + board.substring(1) + " X 0 0 0", 0, "no TARGET");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board, 89, "the player to move");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " Z 0 0 0", 90, "X (LIGHT) or o (DARK)");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 0", 93, "DARK balls LIGHT has pushed off");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 0 0", 95, "LIGHT balls DARK has pushed off");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 0 0 0 1", 97, "unexpected text");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 01 0 0", 92, "no leading zero");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 0 0 1", 96, "more than the 18 LIGHT has");
    ParseErrors.assertRefused(POSITIONS::decode, "position", board + " X 0 3 0", 94, "more than the 18 DARK has");
    // The joint opening's placement phase: only the inner 7x7, the right counts and player.
    PositionFormat<SquareAbaloneState> joint = SquareAbalone.builder().jointOpening(true).build().positions();
    String empty = "........./........./........./........./........./........./........./........./.........";
    assertThat(joint.decode(empty + " X 0 0 0")).isEqualTo(SquareAbalone.builder().jointOpening(true).build().initialState());
    ParseErrors.assertRefused(joint::decode, "position", "X" + empty.substring(1) + " o 1 0 0", 0, "not on a9");
    ParseErrors.assertRefused(joint::decode, "position", empty + " o 0 0 0", 90, "LIGHT places next");
    ParseErrors.assertRefused(joint::decode, "position", empty + " o 1 0 0", 92, "LIGHT has 1 and DARK 0");
    // After the 48 placements DARK, who placed the last ball, pushes first.
    String full = "........./.XoXoXoX./.oXoXoXo./.XoXoXoX./.oXoXoXo./.XoXoXoX./.oXoXoXo./.XoXoXo../.........";
    assertThat(joint.decode(full + " o 48 0 0").toMove()).isEqualTo(Player.SECOND);
    ParseErrors.assertRefused(joint::decode, "position", full + " X 48 0 0", 90, "DARK, who placed last, pushes first");
  }

  @Test
  void aGameRecordReplays() {
    String text =
        "[Game \"Square Abalone\"]\n[Start \"" + START + "\"]\n\n1. e1-e2^\n2. e8-e9v\n";
    GameRecord<SquareAbaloneState, SquareAbaloneMove> record =
        GameRecord.read(text, NOTATION, POSITIONS);
    SquareAbaloneState end = record.replay(STANDARD).finalState();
    assertThat(end.ply()).isEqualTo(2);
    assertThat(end.ballAt(Point.parse("e3"))).isPresent();
    assertThat(end.ballAt(Point.parse("e7"))).isPresent();
  }
}
