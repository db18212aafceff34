package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.SvgPoints;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class ColorFieldSvgPointsTest {
  @Test
  void everySquareAndGateIsNamedAndDoneIsAControl() {
    ColorFieldLayout layout = ColorFieldLayout.standard();
    Set<String> names = SvgPoints.namedAtStart("colorfield");
    assertThat(names).contains("a1", "done");
    for (int location = 0; location < layout.squareCount() + layout.gateCount(); location++) {
      assertThat(names).contains(layout.name(location));
    }
    assertThat(names).hasSize(layout.squareCount() + layout.gateCount() + 1);
  }

}
