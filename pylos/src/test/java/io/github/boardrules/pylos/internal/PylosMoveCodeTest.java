package io.github.boardrules.pylos.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The move codes: every turn has one, and its parts read back. */
class PylosMoveCodeTest {
  @Test
  void everyTurnReadsBackFromItsCode() {
    for (int from = -1; from < Board.SPOTS; from++) {
      for (int to = 0; to < Board.SPOTS; to++) {
        for (int a = -1; a < Board.SPOTS; a++) {
          for (int b = a + 1; b < Board.SPOTS; b++) {
            long takeBacks = (a < 0 ? 0 : 1L << a) | 1L << b;
            int code = PylosMoveCode.of(from, to, takeBacks);
            assertThat(PylosMoveCode.from(code)).isEqualTo(from);
            assertThat(PylosMoveCode.isRaise(code)).isEqualTo(from >= 0);
            assertThat(PylosMoveCode.to(code)).isEqualTo(to);
            assertThat(PylosMoveCode.takeBackMask(code)).isEqualTo(takeBacks);
            assertThat(PylosMoveCode.takeBackCount(code)).isEqualTo(a < 0 ? 1 : 2);
            assertThat(PylosMoveCode.lowTakeBack(code)).isEqualTo(a < 0 ? b : a);
            assertThat(PylosMoveCode.highTakeBack(code)).isEqualTo(a < 0 ? -1 : b);
          }
        }
        int bare = PylosMoveCode.of(from, to, 0);
        assertThat(bare).isEqualTo(from < 0 ? PylosMoveCode.place(to) : PylosMoveCode.raise(from, to));
        assertThat(PylosMoveCode.takeBackMask(bare)).isZero();
        assertThat(PylosMoveCode.takeBackCount(bare)).isZero();
      }
    }
  }

  @Test
  void applyPlacesOrRaisesAndTakesBack() {
    // LIGHT on a1, b1, a2 (spots 0, 1, 4) places on b2 (5) and takes back b2 and a1.
    long own = 1L | 1L << 1 | 1L << 4;
    int code = PylosMoveCode.withTakeBacks(PylosMoveCode.place(5), 0, 5);
    assertThat(PylosEngine.apply(own, code)).isEqualTo(1L << 1 | 1L << 4);
    // The ball on d4 (15) raised to 1a1 (16).
    assertThat(PylosEngine.apply(1L << 15, PylosMoveCode.raise(15, 16))).isEqualTo(1L << 16);
  }

  @Test
  void theTextIsTheNotation() {
    assertThat(PylosMoveCode.text(PylosMoveCode.place(5))).isEqualTo("b2");
    assertThat(PylosMoveCode.text(PylosMoveCode.raise(0, 20))).isEqualTo("a1-1b2");
    // Two balls on one level by spot number; on two levels the upper one first.
    assertThat(PylosMoveCode.text(PylosMoveCode.withTakeBacks(PylosMoveCode.place(5), 2, 5)))
        .isEqualTo("b2xc1,b2");
    assertThat(PylosMoveCode.text(PylosMoveCode.withTakeBacks(PylosMoveCode.place(25), 5, 16)))
        .isEqualTo("2a1x1a1,b2");
    assertThat(PylosMoveCode.text(PylosMoveCode.withTakeBack(PylosMoveCode.place(16), 16)))
        .isEqualTo("1a1x1a1");
  }

  @Test
  void aSymmetryMapsEverySpotOfTheCode() {
    int code = PylosMoveCode.withTakeBacks(PylosMoveCode.raise(0, 20), 3, 12);
    for (int s = 0; s < Board.SYMMETRIES; s++) {
      int image = PylosMoveCode.transform(s, code);
      assertThat(PylosMoveCode.transform(Board.inverse(s), image)).isEqualTo(code);
      assertThat(PylosMoveCode.takeBackMask(image))
          .isEqualTo(Board.transformMask(s, PylosMoveCode.takeBackMask(code)));
      assertThat(1L << PylosMoveCode.from(image)).isEqualTo(Board.transformMask(s, 1L));
    }
  }
}
