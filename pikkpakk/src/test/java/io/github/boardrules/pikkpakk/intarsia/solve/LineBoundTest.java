package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The line bound on hand-worked patterns, where the flow bound (the spread of the running sums of
 * the lines' LIGHT surpluses) decides.
 */
class LineBoundTest {
  @Test
  void aRowOfTheHalvesTurnedThreePointsNeedsThreeRowRotationsAndNoColumnRotation() {
    // Row 1, XXXXooo, turned to oooXXXX: the columns' LIGHT counts a..g are 6 6 6 3 1 1 1 against
    // the goal's 7 7 7 3 0 0 0; surpluses -1 -1 -1 0 1 1 1, running sums -1 -2 -3 -3 -2 -1 0, a
    // spread of 3. Each row still holds its goal row's balls in cyclic order: no column rotation.
    Pattern turned = Pattern.halves().rotated(
        List.of(Rotation.parse("1>"), Rotation.parse("1>"), Rotation.parse("1>")));
    LineBound bound = new LineBound(Codes.of(Pattern.halves()));
    assertThat(bound.rowRotations(Codes.of(turned))).isEqualTo(3);
    assertThat(bound.columnRotations(Codes.of(turned))).isZero();
    assertThat(bound.of(Codes.of(turned))).isEqualTo(3);
  }

  @Test
  void theSpiralIsAtLeast11RowAnd5ColumnRotationsFromTheHalves() {
    // Columns a..g of the spiral hold 6 1 4 2 4 1 6 LIGHT balls, the halves' 7 7 7 3 0 0 0:
    // surpluses -1 -6 -3 -1 4 1 6, running sums -1 -7 -10 -11 -7 -6 0, a spread of 11 (no column
    // is more than 6 from its count, the line part). Rows 1..7 hold 1 6 3 4 3 6 1 against
    // 4 4 4 3 3 3 3: surpluses -3 2 -1 1 0 3 -2, running sums -3 -1 -2 -1 -1 2 0, a spread of 5
    // (no row differs from its goal row, turned, in more than 3 points).
    LineBound bound = new LineBound(Codes.of(Pattern.halves()));
    long spiral = Codes.of(Pattern.spiral());
    assertThat(bound.rowRotations(spiral)).isEqualTo(11);
    assertThat(bound.columnRotations(spiral)).isEqualTo(5);
    assertThat(bound.of(spiral)).isEqualTo(16);
  }
}
