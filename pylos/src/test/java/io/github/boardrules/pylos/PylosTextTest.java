package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.testkit.ParseErrors;
import org.junit.jupiter.api.Test;

/** Spot names, move notation, position text and the diagram. */
class PylosTextTest {
  private final Pylos rules = Pylos.standard();
  private final MoveNotation<PylosMove> notation = rules.notation();
  private final PositionFormat<PylosState> positions = rules.positions();

  @Test
  void spotsAreNamedLevelByLevel() {
    assertThat(PylosSpots.name(0)).isEqualTo("a1");
    assertThat(PylosSpots.name(15)).isEqualTo("d4");
    assertThat(PylosSpots.name(16)).isEqualTo("1a1");
    assertThat(PylosSpots.name(24)).isEqualTo("1c3");
    assertThat(PylosSpots.name(25)).isEqualTo("2a1");
    assertThat(PylosSpots.name(28)).isEqualTo("2b2");
    assertThat(PylosSpots.name(PylosSpots.TOP)).isEqualTo("3a1");
    for (int spot = 0; spot < PylosSpots.COUNT; spot++) {
      assertThat(PylosSpots.parse(PylosSpots.name(spot))).isEqualTo(spot);
    }
    // 1b2 (column b, row 2 of level 1) rests on b2, c2, b3, c3.
    assertThat(PylosSpots.supportOf(PylosSpots.parse("1b2"))).isEqualTo(
        1L << PylosSpots.parse("b2") | 1L << PylosSpots.parse("c2")
            | 1L << PylosSpots.parse("b3") | 1L << PylosSpots.parse("c3"));
    assertThat(PylosSpots.index(2, 1, 0)).isEqualTo(26);
    assertThatThrownBy(() -> PylosSpots.index(2, 2, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is not on level 2");
    assertThatThrownBy(() -> PylosSpots.name(30)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void spotNamesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "e1", 0, "column e is not on level 0");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "a5", 1, "row 5 is not on level 0");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "1d1", 1, "column d is not on level 1");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "2a3", 2, "row 3 is not on level 2");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "3b1", 1, "column b is not on level 3");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "0a1", 0, "without a level digit");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "4a1", 0, "level 4 does not exist");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "#1", 0, "expected a column letter");
    // Coordinates are read in either case (CONVENTIONS.md).
    assertThat(PylosSpots.parse("A1")).isEqualTo(PylosSpots.parse("a1"));
    assertThat(PylosSpots.parse("2B2")).isEqualTo(PylosSpots.parse("2b2"));
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "a1 ", 2, "unexpected text");
    ParseErrors.assertRefused(PylosSpots::parse, "spot", "", 0, "expected a column letter");
  }

  @Test
  void movesAreWrittenAndRead() {
    assertThat(PylosMove.place(5).toString()).isEqualTo("b2");
    assertThat(PylosMove.raise(0, 20).toString()).isEqualTo("a1-1b2");
    assertThat(notation.parse("a1-1b2")).isEqualTo(PylosMove.raise(0, 20));
    // Same level: by spot number (c1 is 2, b2 is 5); different levels: the upper ball first.
    assertThat(PylosMove.place(5).withTakeBacks(5, 2).toString()).isEqualTo("b2xc1,b2");
    assertThat(notation.parse("b2xb2,c1")).isEqualTo(PylosMove.place(5).withTakeBacks(2, 5));
    assertThat(PylosMove.place(28).withTakeBacks(0, 16).toString()).isEqualTo("2b2x1a1,a1");
    assertThat(notation.parse("d4-2b2x2b2").toString()).isEqualTo("d4-2b2x2b2");
    PylosMove move = notation.parse("3a1");
    assertThat(move.isRaise()).isFalse();
    assertThat(move.from()).isEmpty();
    assertThat(move.to()).isEqualTo(PylosSpots.TOP);
    assertThatThrownBy(() -> PylosMove.raise(3, 3)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PylosMove.place(1).withTakeBacks(1, 2, 3))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("At most 2");
    assertThatThrownBy(() -> PylosMove.place(1).withTakeBacks(2, 2))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("taken back twice");
  }

  @Test
  void badMovesAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(notation::parse, "move", "b2y", 2, "expected '-' (raise), 'x'");
    ParseErrors.assertRefused(notation::parse, "move", "a1-a1", 3, "a raise goes to another spot");
    ParseErrors.assertRefused(notation::parse, "move", "a1-", 3, "expected a column letter");
    ParseErrors.assertRefused(notation::parse, "move", "b2x", 3, "expected a column letter");
    ParseErrors.assertRefused(notation::parse, "move", "b2xa1,b1,c1", 8, "at most 2 balls");
    ParseErrors.assertRefused(notation::parse, "move", "b2xa1,a1", 6, "a1 is taken back twice");
    ParseErrors.assertRefused(notation::parse, "move", "b2xa1;b1", 5, "expected ','");
    ParseErrors.assertRefused(notation::parse, "move", "1a4", 2, "row 4 is not on level 1");
  }

  @Test
  void positionTextsAreWrittenAndRead() {
    PylosState start = rules.initialState();
    assertThat(positions.encode(start)).isEqualTo("..../..../..../.... .../.../... ../.. . L 0");
    PylosState after = rules.play(start, notation.parse("b2"));
    assertThat(after.toString()).isEqualTo("..../..../.L../.... .../.../... ../.. . D 1");
    PylosState set = positions.decode("LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD . L 37");
    assertThat(set.plies()).isEqualTo(37);
    assertThat(set.toMove()).isEqualTo(Player.FIRST);
    assertThat(set.ballAt(PylosSpots.parse("2a2"))).contains(Player.SECOND);
    assertThat(set.ballAt(PylosSpots.parse("a4"))).contains(Player.FIRST);
    assertThat(set.ballAt(PylosSpots.TOP)).isEmpty();
  }

  @Test
  void badPositionTextsAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(positions::decode, "position",
        "..../..../..../.... L../.../... ../.. . L 0", 20,
        "the ball on 1a3 does not rest on four balls (under it: a3,b3,a4,b4)");
    ParseErrors.assertRefused(positions::decode, "position",
        "LLLL/LLLL/LLLL/LLLL .../.../... ../.. . D 0", 0, "LIGHT has 16 balls");
    ParseErrors.assertRefused(positions::decode, "position",
        "x.../..../..../.... .../.../... ../.. . L 0", 0, "expected L (light), D (dark) or .");
    ParseErrors.assertRefused(positions::decode, "position",
        ".../..../..../.... .../.../... ../.. . L 0", 3, "row 4 of level 0 has 3 spots");
    ParseErrors.assertRefused(positions::decode, "position",
        "..../..../..../.... .../.../... ../.. . 1 0", 40, "expected the player to move, L");
    ParseErrors.assertRefused(positions::decode, "position",
        "..../..../..../.... .../.../... ../.. . L", 41, "expected a space and the number");
    ParseErrors.assertRefused(positions::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 01", 42, "leading zero");
    // No ply count is too high for the rules, which know no draw; with a ply limit, one past it is.
    assertThat(positions.decode("..../..../..../.... .../.../... ../.. . L 1000001").plies())
        .isEqualTo(1_000_001);
    ParseErrors.assertRefused(Pylos.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1000)).build().positions()::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 1001", 42, "ply limit of 1000 plies");
    ParseErrors.assertRefused(positions::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 1 0000000000000000", 44,
        "these rules do not detect repetitions");
  }

  @Test
  void withRepetitionDetectionThePositionTextCarriesTheHistory() {
    Pylos detecting = Pylos.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build();
    PylosState state = detecting.initialState();
    state = detecting.play(state, notation.parse("a1"));
    state = detecting.play(state, notation.parse("d4"));
    // Start: key 0. After a1 (LIGHT on spot 0), DARK to move: 1 | 1 << 60.
    String text = state.toString();
    assertThat(text).isEqualTo(
        "...D/..../..../L... .../.../... ../.. . L 2 0000000000000000,1000000000000001");
    assertThat(detecting.positions().decode(text)).isEqualTo(state);
    assertThat(detecting.positions().decode("...D/..../..../L... .../.../... ../.. . L 2"))
        .as("a set-up position without history").isNotEqualTo(state);
    ParseErrors.assertRefused(detecting.positions()::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 1 0000000000000000,0000000000000000", 61,
        "more positions than the 1 plies played");
    ParseErrors.assertRefused(detecting.positions()::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 1 000000000000000G", 59,
        "16 lower-case hexadecimal digits");
    ParseErrors.assertRefused(detecting.positions()::decode, "position",
        "..../..../..../.... .../.../... ../.. . L 1 0000000000010000", 44,
        "history entry 1 is not a valid position");
  }

  @Test
  void theDiagramDrawsTheFourLevels() {
    PylosState state = rules.play(rules.initialState(), notation.parse("b2"));
    assertThat(state.diagram()).isEqualTo(
        "  level 0     level 1   level 2  level 3\n"
            + "4 . . . .   3 . . .   2 . .    1 .\n"
            + "3 . . . .   2 . . .   1 . .      a\n"
            + "2 . L . .   1 . . .     a b\n"
            + "1 . . . .     a b c\n"
            + "  a b c d\n"
            + "reserves: LIGHT 14, DARK 15; DARK to move (ply 1)\n");
  }
}
