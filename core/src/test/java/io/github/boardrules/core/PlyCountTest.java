package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PlyCountTest {
  @Test
  void countsUpThenSaturatesKeepingTheParity() {
    assertThat(PlyCount.next(0)).isEqualTo(1);
    assertThat(PlyCount.next(41)).isEqualTo(42);
    assertThat(PlyCount.next(999_999_998)).isEqualTo(999_999_999);
    // From the maximum: back to MAX - 1, an even count after an odd one, as one more ply would be.
    assertThat(PlyCount.MAX).isEqualTo(999_999_999);
    assertThat(PlyCount.next(PlyCount.MAX)).isEqualTo(999_999_998);
    assertThat(PlyCount.next(PlyCount.next(PlyCount.MAX))).isEqualTo(PlyCount.MAX);
    int count = PlyCount.MAX - 3;
    for (int i = 0; i < 10; i++) {
      int next = PlyCount.next(count);
      assertThat(next).isBetween(0, PlyCount.MAX);
      assertThat(next % 2).isNotEqualTo(count % 2);
      count = next;
    }
  }

  @Test
  void aPlyLimitIsOneToTheLargestCount() {
    assertThat(PlyCount.requireLimit(1)).isEqualTo(1);
    assertThat(PlyCount.requireLimit(PlyCount.MAX)).isEqualTo(PlyCount.MAX);
    assertThatThrownBy(() -> PlyCount.requireLimit(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 999999999");
    assertThatThrownBy(() -> PlyCount.requireLimit(PlyCount.MAX + 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 1000000000");
  }
}
