package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.SvgPoints;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class PylosSvgPointsTest {
  @Test
  void everySpotOfEveryLevelIsNamedAndDoneIsAControl() {
    Set<String> names = SvgPoints.namedAtStart("pylos");
    List<String> expected = new ArrayList<>(SvgPoints.grid(4, 4));
    for (String spot : SvgPoints.grid(3, 3)) {
      expected.add("1" + spot);
    }
    for (String spot : SvgPoints.grid(2, 2)) {
      expected.add("2" + spot);
    }
    expected.add("3a1");
    expected.add("done");
    assertThat(names).containsExactlyInAnyOrderElementsOf(expected);
  }

}
