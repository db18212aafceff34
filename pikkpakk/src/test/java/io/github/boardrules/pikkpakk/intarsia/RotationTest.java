package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.testkit.ParseErrors;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.Point;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The rotation notation, its order and its errors. */
class RotationTest {
  @Test
  void notationNamesTheLineAndTheDirection() {
    Rotation row = Rotation.parse("3>");
    assertThat(row.isRow()).isTrue();
    assertThat(row.line()).isEqualTo(2);
    assertThat(row.direction()).isEqualTo(Direction.RIGHT);
    assertThat(row.inverse()).hasToString("3<");
    Rotation column = Rotation.parse("cv");
    assertThat(column.isRow()).isFalse();
    assertThat(column.line()).isEqualTo(2);
    assertThat(column.direction()).isEqualTo(Direction.DOWN);
    assertThat(column.inverse()).isEqualTo(Rotation.of(Direction.UP, 2));
    assertThat(Rotation.of(Direction.LEFT, 6)).hasToString("7<");
    assertThat(Rotation.of(Direction.UP, 0)).hasToString("a^");
  }

  @Test
  void allListsTheTwentyEightRotationsInTheDocumentedOrder() {
    assertThat(Rotation.all()).hasSize(28);
    assertThat(Rotation.all().subList(0, 4).toString()).isEqualTo("[1>, 1<, 2>, 2<]");
    assertThat(Rotation.all().subList(12, 18).toString()).isEqualTo("[7>, 7<, a^, av, b^, bv]");
    assertThat(Rotation.all().get(27)).hasToString("gv");
    Set<String> names = new HashSet<>();
    for (Rotation r : Rotation.all()) {
      assertThat(Rotation.parse(r.toString())).isSameAs(r);
      assertThat(r.inverse().inverse()).isSameAs(r);
      names.add(r.toString());
    }
    assertThat(names).hasSize(28);
  }

  @Test
  void badRotationsAreRefusedWithIndexAndReason() {
    ParseErrors.assertRefused(Rotation::parse, "move", "", 0, "expected a row 1-7 or a column a-g");
    ParseErrors.assertRefused(Rotation::parse, "move", "8>", 0, "not '8'");
    ParseErrors.assertRefused(Rotation::parse, "move", "h^", 0, "not 'h'");
    ParseErrors.assertRefused(Rotation::parse, "move", "3", 1, "expected the direction > or <");
    ParseErrors.assertRefused(Rotation::parse, "move", "c", 1, "expected the direction ^ or v");
    ParseErrors.assertRefused(Rotation::parse, "move", "3^", 1, "a row rotates > or <");
    ParseErrors.assertRefused(Rotation::parse, "move", "c>", 1, "a column rotates ^ or v");
    ParseErrors.assertRefused(Rotation::parse, "move", "3x", 1, "not 'x'");
    ParseErrors.assertRefused(Rotation::parse, "move", "cv2", 2, "unexpected text");
    ParseErrors.assertRefused(Rotation::parse, "move", "a3-g3>", 1, "expected the direction ^ or v, not '3'");
  }

  @Test
  void aRotationIsTheSameMoveInPikkPakksSquareVariant() {
    assertThat(Rotation.parse("4>").toSquareVariantMove()).hasToString("b5-h5>");
    assertThat(Rotation.parse("av").toSquareVariantMove()).hasToString("b2-b8v");
    assertThat(Rotation.parse("g^").toSquareVariantMove()).hasToString("h2-h8^");
    // Row 4 of the spiral, XoXRXoX, has a LIGHT majority: LIGHT may rotate it in the square variant,
    // and the block afterwards is the rotated pattern.
    PikkPakk square = PikkPakk.builder().square(true).build();
    PikkPakkState after =
        square.play(square.initialState(), Rotation.parse("4>").toSquareVariantMove());
    Pattern rotated = Pattern.spiral().rotated(Rotation.parse("4>"));
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        assertThat(after.ballAt(Point.of(c + 1, r + 1))).contains(rotated.ballAt(Point.of(c, r)));
      }
    }
  }

  @Test
  void linesOutsideThePatternAreRefused() {
    assertThatThrownBy(() -> Rotation.of(Direction.UP, 7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("No column 7");
  }
}
