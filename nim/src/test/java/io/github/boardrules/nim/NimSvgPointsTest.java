package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.SvgPoints;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class NimSvgPointsTest {
  @Test
  void everyPointOfTheGridIsNamedAndDoneIsAControl() {
    List<String> expected = new ArrayList<>(SvgPoints.grid(4, 4));
    expected.add("done");
    assertThat(SvgPoints.namedAtStart("nim")).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(SvgPoints.namedAtStart("nim(rows=2,columns=5)")).hasSize(10 + 1).contains("e2");
  }

  @Test
  void everyBallOfEveryHeapIsNamedByTheMoveThatTakesItAndTheBallsToItsRight() {
    List<String> expected = new ArrayList<>();
    for (int heap = 1; heap <= 8; heap++) {
      for (int count = 1; count <= heap; count++) {
        expected.add("h" + heap + ":" + count);
      }
    }
    assertThat(SvgPoints.namedAtStart("heapnim")).containsExactlyInAnyOrderElementsOf(expected);
  }

}
