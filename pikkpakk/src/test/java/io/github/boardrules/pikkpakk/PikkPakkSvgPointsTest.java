package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.SvgPoints;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class PikkPakkSvgPointsTest {
  private static final List<String> DIRECTIONS = List.of("push-left", "push-right", "push-up", "push-down");

  @Test
  void everyPointOfEveryBoardOfTheBookletIsNamed() {
    List<String> nine = new ArrayList<>(SvgPoints.grid(9, 9));
    assertThat(SvgPoints.namedAtStart("pushfour")).containsExactlyInAnyOrderElementsOf(nine);
    nine.addAll(DIRECTIONS);
    assertThat(SvgPoints.namedAtStart("pikkpakk")).containsExactlyInAnyOrderElementsOf(nine);
    assertThat(SvgPoints.namedAtStart("fiveshift")).containsExactlyInAnyOrderElementsOf(nine);
    assertThat(SvgPoints.namedAtStart("squareabalone")).containsExactlyInAnyOrderElementsOf(nine);
    List<String> seven = new ArrayList<>(SvgPoints.grid(7, 7));
    seven.addAll(DIRECTIONS);
    assertThat(SvgPoints.namedAtStart("intarsia")).containsExactlyInAnyOrderElementsOf(seven);
  }

  @Test
  void boardsWhereRunsMoveFartherNameTheDistancesAndDone() {
    List<String> eleven = new ArrayList<>(SvgPoints.grid(11, 11));
    eleven.addAll(DIRECTIONS);
    for (int d = 2; d <= 10; d++) {
      eleven.add("distance-" + d);
    }
    eleven.add("done");
    assertThat(SvgPoints.namedAtStart("pikkpakk(size=11)")).containsExactlyInAnyOrderElementsOf(eleven);
    assertThat(SvgPoints.namedAtStart("squareabalone(anyDistance=true)")).contains("distance-8", "done").doesNotContain("distance-9");
  }

}
