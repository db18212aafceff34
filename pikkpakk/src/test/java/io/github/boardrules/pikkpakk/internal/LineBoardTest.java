package io.github.boardrules.pikkpakk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.Ball;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.junit.jupiter.api.Test;

/** Hand-worked boards for the shared line machinery. */
class LineBoardTest {
  private static final int SIZE = 9;

  private final long[] rows = new long[SIZE];
  private final long[] columns = new long[SIZE];

  private void put(String point, Ball ball) {
    LineBoard.set(rows, columns, point.charAt(0) - 'a', point.charAt(1) - '1', LineBoard.planeOf(ball.ordinal()));
  }

  private @Nullable Ball at(String point) {
    int kind = LineBoard.kind(rows, point.charAt(0) - 'a', point.charAt(1) - '1');
    return kind == LineBoard.EMPTY ? null : Ball.values()[kind];
  }

  /** The column words must always say what the row words say. */
  private void assertCrossedLinesAgree() {
    for (int r = 0; r < SIZE; r++) {
      for (int c = 0; c < SIZE; c++) {
        assertThat((columns[c] >>> r) & LineBoard.UNIT4)
            .as("column word of %c%d", (char) ('a' + c), r + 1)
            .isEqualTo((rows[r] >>> c) & LineBoard.UNIT4);
      }
    }
  }

  @Test
  void aShiftPastTheEdgeDropsTheLeadingBall() {
    put("g5", Ball.LIGHT);
    put("h5", Ball.DARK);
    put("i5", Ball.TARGET);
    LineBoard.shift(rows, columns, 4, 6, 3, true, 1, SIZE);
    assertThat(at("g5")).isNull();
    assertThat(at("h5")).isEqualTo(Ball.LIGHT);
    assertThat(at("i5")).isEqualTo(Ball.DARK);
    assertThat(LineBoard.count(rows, LineBoard.TARGET_PLANE)).isZero();
    assertCrossedLinesAgree();
  }

  @Test
  void aColumnShiftsDownByTwo() {
    put("c4", Ball.LIGHT);
    put("c5", Ball.DARK);
    LineBoard.shift(columns, rows, 2, 3, 2, false, 2, SIZE);
    assertThat(at("c2")).isEqualTo(Ball.LIGHT);
    assertThat(at("c3")).isEqualTo(Ball.DARK);
    assertThat(at("c4")).isNull();
    assertThat(at("c5")).isNull();
    assertCrossedLinesAgree();
  }

  @Test
  void aRotationBringsTheLeadingBallBackAtTheOtherEnd() {
    put("b2", Ball.DARK);
    put("c2", Ball.LIGHT);
    put("h2", Ball.NEUTRAL);
    LineBoard.rotate(rows, columns, 1, 1, 7, true);
    assertThat(at("b2")).isEqualTo(Ball.NEUTRAL);
    assertThat(at("c2")).isEqualTo(Ball.DARK);
    assertThat(at("d2")).isEqualTo(Ball.LIGHT);
    assertThat(at("h2")).isNull();
    LineBoard.rotate(rows, columns, 1, 1, 7, false);
    assertThat(at("b2")).isEqualTo(Ball.DARK);
    assertThat(at("h2")).isEqualTo(Ball.NEUTRAL);
    assertCrossedLinesAgree();
  }

  @Test
  void fourInARowIsFoundInEachDirection() {
    String[][] fours = {
      {"b3", "c3", "d3", "e3"}, {"f2", "f3", "f4", "f5"}, {"c2", "d3", "e4", "f5"}, {"h2", "g3", "f4", "e5"},
    };
    for (String[] four : fours) {
      Arrays.fill(rows, 0);
      Arrays.fill(columns, 0);
      for (int k = 0; k < 3; k++) {
        put(four[k], Ball.DARK);
      }
      assertThat(LineBoard.hasInARow(rows, LineBoard.DARK_PLANE, 4, 1, 7)).as("three of %s", four[0]).isFalse();
      put(four[3], Ball.LIGHT);
      assertThat(LineBoard.hasInARow(rows, LineBoard.DARK_PLANE, 4, 1, 7)).isFalse();
      LineBoard.clear(rows, columns, four[3].charAt(0) - 'a', four[3].charAt(1) - '1');
      put(four[3], Ball.DARK);
      assertThat(LineBoard.hasInARow(rows, LineBoard.DARK_PLANE, 4, 1, 7)).as("four from %s", four[0]).isTrue();
      assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 4, 1, 7)).isFalse();
    }
  }

  @Test
  void aLineReachingOutsideTheSquareDoesNotCount() {
    put("a5", Ball.LIGHT);
    put("b5", Ball.LIGHT);
    put("c5", Ball.LIGHT);
    put("d5", Ball.LIGHT);
    assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 4, 1, 7)).isFalse();
    assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 4, 0, 8)).isTrue();
    put("e5", Ball.LIGHT);
    assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 4, 1, 7)).isTrue();
    assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 5, 1, 7)).isFalse();
  }

  /**
   * LIGHT on b2, c3, e5 and f6, and DARK on d4: the diagonal b2-f6 lacks d4. Row 4 (index 3)
   * rewritten with LIGHT on d4 makes the five; the check looks only at lines through that row.
   */
  @Test
  void aRowInARowThroughTheChangedLineIsFound() {
    for (String point : new String[] {"b2", "c3", "e5", "f6"}) {
      put(point, Ball.LIGHT);
    }
    put("d4", Ball.DARK);
    long changed = (rows[3] & ~(LineBoard.UNIT4 << 3)) | 1L << (LineBoard.LIGHT_PLANE + 3);
    assertThat(LineBoard.hasInARowThrough(rows, 3, changed, LineBoard.LIGHT_PLANE, 5, 0, SIZE - 1)).isTrue();
    assertThat(LineBoard.hasInARowThrough(rows, 3, rows[3], LineBoard.LIGHT_PLANE, 5, 0, SIZE - 1))
        .as("the row as it is").isFalse();
    assertThat(LineBoard.hasInARowThrough(rows, 3, changed, LineBoard.LIGHT_PLANE, 5, 2, SIZE - 1))
        .as("b2 outside the square from c3").isFalse();
    LineBoard.clear(rows, columns, 3, 3);
    put("d4", Ball.LIGHT);
    assertThat(LineBoard.hasInARowThrough(rows, 7, rows[7], LineBoard.LIGHT_PLANE, 5, 0, SIZE - 1))
        .as("the five does not run through row 8").isFalse();
    assertThat(LineBoard.hasInARow(rows, LineBoard.LIGHT_PLANE, 5, 0, SIZE - 1)).isTrue();
  }
}
