package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.SvgPoints;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class TzaarSvgPointsTest {
  @Test
  void everyPointIsNamedInUpperCaseAndPassIsAControl() {
    Set<String> names = SvgPoints.namedAtStart("tzaar(seed=5)");
    // 9 columns of 5, 6, 7, 8, 8, 8, 7, 6, 5 points: 60, the centre E5 is not a point.
    assertThat(names).contains("A1", "A5", "E1", "E4", "E6", "E9", "I1", "I5", "pass");
    assertThat(names).doesNotContain("E5", "A6", "a1");
    assertThat(names).hasSize(60 + 1);
  }

}
