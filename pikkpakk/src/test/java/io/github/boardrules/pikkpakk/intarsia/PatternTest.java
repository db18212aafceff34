package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.testkit.ParseErrors;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Patterns: the named ones against hand-drawn diagrams, the text form, rotations, bad input. */
class PatternTest {
  /** The diagrams of the Javadoc, drawn by hand, rows 7 to 1. */
  private static final String[] SPIRAL = {
    "X o o o o o o",
    "X o X X X X X",
    "X o X o o o X",
    "X o X R X o X",
    "X o o o X o X",
    "X X X X X o X",
    "o o o o o o X",
  };

  private static final String[] CHESSBOARD = {
    "X o X o X o X",
    "o X o X o X o",
    "X o X o X o X",
    "o X o R o X o",
    "X o X o X o X",
    "o X o X o X o",
    "X o X o X o X",
  };

  private static final String[] HALVES = {
    "X X X o o o o",
    "X X X o o o o",
    "X X X o o o o",
    "X X X R o o o",
    "X X X X o o o",
    "X X X X o o o",
    "X X X X o o o",
  };

  private static void assertDrawn(Pattern pattern, String[] diagram) {
    for (int r = 0; r < 7; r++) {
      String line = diagram[6 - r].replace(" ", "");
      for (int c = 0; c < 7; c++) {
        Point p = Point.of(c, r);
        assertThat(pattern.ballAt(p).symbol()).as("%s", p).isEqualTo(line.charAt(c));
      }
    }
    assertThat(pattern.count(Ball.LIGHT)).isEqualTo(24);
    assertThat(pattern.count(Ball.DARK)).isEqualTo(24);
    assertThat(pattern.count(Ball.TARGET)).isEqualTo(1);
    assertThat(pattern.count(Ball.NEUTRAL)).isZero();
    assertThat(pattern.target()).isEqualTo(Point.parse("d4"));
  }

  @Test
  void namedPatternsAreTheDocumentedDiagrams() {
    assertDrawn(Pattern.spiral(), SPIRAL);
    assertDrawn(Pattern.chessboard(), CHESSBOARD);
    assertDrawn(Pattern.halves(), HALVES);
  }

  @Test
  void theSpiralIsThePikkPakkOpeningBlock() {
    PikkPakkState opening = PikkPakk.standard().initialState();
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        assertThat(Pattern.spiral().ballAt(Point.of(c, r)))
            .isEqualTo(opening.ballAt(Point.of(c + 1, r + 1)).orElseThrow());
      }
    }
  }

  @Test
  void theChessboardAndHalvesFollowTheirRules() {
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        Point p = Point.of(c, r);
        Ball chess = c == 3 && r == 3 ? Ball.TARGET : (c + r) % 2 == 0 ? Ball.LIGHT : Ball.DARK;
        assertThat(Pattern.chessboard().ballAt(p)).as("%s", p).isEqualTo(chess);
        Ball half =
            c == 3 && r == 3 ? Ball.TARGET : c < 3 || (c == 3 && r < 3) ? Ball.LIGHT : Ball.DARK;
        assertThat(Pattern.halves().ballAt(p)).as("%s", p).isEqualTo(half);
      }
    }
  }

  @Test
  void textFormIsTheRowsFromTheTop() {
    String spiral = "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX";
    assertThat(Pattern.spiral()).hasToString(spiral);
    assertThat(Pattern.parse(spiral)).isEqualTo(Pattern.spiral()).isNotEqualTo(Pattern.halves());
    assertThat(Pattern.parse(spiral).hashCode()).isEqualTo(Pattern.spiral().hashCode());
    Pattern lopsided = Pattern.parse("XXXXXXX/XXXXXXX/XXXXXXX/XXXRXXX/XXXXXXX/XXXXXXX/XXXXXXo");
    assertThat(lopsided.count(Ball.LIGHT)).isEqualTo(47);
    assertThat(lopsided.ballAt(Point.parse("g1"))).isEqualTo(Ball.DARK);
  }

  @Test
  void renderDrawsTheDiagram() {
    assertThat(Pattern.halves().render())
        .isEqualTo(
            """
               a b c d e f g
            7  X X X o o o o
            6  X X X o o o o
            5  X X X o o o o
            4  X X X R o o o
            3  X X X X o o o
            2  X X X X o o o
            1  X X X X o o o
            """);
  }

  @Test
  void rotationsTurnOneLine() {
    // Row 4 of the spiral, XoXRXoX, one point right: the X on g4 re-enters on a4.
    Pattern right = Pattern.spiral().rotated(Rotation.parse("4>"));
    assertThat(right).hasToString("Xoooooo/XoXXXXX/XoXoooX/XXoXRXo/XoooXoX/XXXXXoX/ooooooX");
    assertThat(right.target()).isEqualTo(Point.parse("e4"));
    // Column a of the spiral, rows 7 to 1: XXXXXXo; up: the X on a7 re-enters on a1.
    Pattern up = Pattern.spiral().rotated(Rotation.parse("a^"));
    assertThat(up).hasToString("Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/oXXXXoX/XoooooX");
    assertThat(up.rotated(Rotation.parse("av"))).isEqualTo(Pattern.spiral());
    assertThat(Pattern.spiral().rotated(List.of(Rotation.parse("4>"), Rotation.parse("4<"))))
        .isEqualTo(Pattern.spiral());
    Pattern seven = Pattern.spiral();
    for (int i = 0; i < 7; i++) {
      seven = seven.rotated(Rotation.parse("dv"));
    }
    assertThat(seven).isEqualTo(Pattern.spiral());
    assertThat(Pattern.spiral()).hasToString("Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX");
  }

  @Test
  void badPatternsAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(Pattern::parse, "pattern", "", 0, "row 7 has 0 points");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/oooooo.", 54,
        "g1 is empty");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooR", 54,
        "a second TARGET");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXoXoX/XoooXoX/XXXXXoX/ooooooX", 0,
        "no TARGET");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Noooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX", 0,
        "NEUTRAL");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX 3", 55,
        "unexpected text after the pattern");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX/", 55,
        "more than 7 rows");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX", 6,
        "row 7 has 6 points");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooXo", 55,
        "row 1 has more than 7 points");
    ParseErrors.assertRefused(
        Pattern::parse, "pattern", "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/Xooo?oX/XXXXXoX/ooooooX", 36,
        "'?' is not a point");
  }

  @Test
  void pointsOutsideThePatternAreRefused() {
    assertThatThrownBy(() -> Pattern.spiral().ballAt(Point.parse("h1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("h1 is not in the 7x7 pattern");
  }
}
