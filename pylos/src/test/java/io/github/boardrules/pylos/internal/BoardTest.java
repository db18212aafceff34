package io.github.boardrules.pylos.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The geometry's constants and symmetries, as the engine and the solvers read them. */
class BoardTest {
  @Test
  void theConstantsAreTheRulesOnes() {
    assertThat(Board.SPOTS).isEqualTo(30); // 16 + 9 + 4 + 1
    assertThat(Board.FULL).isEqualTo((1L << 30) - 1);
    assertThat(Board.BALLS_PER_PLAYER).isEqualTo(15); // rules text: 15 balls each
    assertThat(PylosEngine.MAX_MOVES).isGreaterThanOrEqualTo(226);
    assertThat(Board.levelMask(3)).isEqualTo(1L << 29);
    assertThat(Board.name(29)).isEqualTo("3a1");
    assertThat(Board.list(1L | 1L << 20)).isEqualTo("a1,1b2");
  }

  @Test
  void eachSymmetryIsUndoneByItsInverse() {
    // a1, b3 and 1c2, numbered by hand: spots run level by level, row by row from the bottom.
    long mask = 1L << 0 | 1L << 9 | 1L << 21;
    for (int s = 0; s < Board.SYMMETRIES; s++) {
      long image = Board.transformMask(s, mask);
      assertThat(Long.bitCount(image)).isEqualTo(3);
      assertThat(Board.transformMask(Board.inverse(s), image)).isEqualTo(mask);
    }
  }
}
