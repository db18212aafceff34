package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.testkit.SvgDoc;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class PikkPakkSvgPointsTest {
  /** The data-point names of a picture, each on an element of class {@code point}. */
  static Set<String> named(String svg) {
    Set<String> names = new HashSet<>();
    for (Element e : SvgDoc.parse(svg).all()) {
      if (e.hasAttribute("data-point")) {
        assertThat(e.getAttribute("class")).startsWith("point");
        names.add(e.getAttribute("data-point"));
      }
    }
    return names;
  }

  static <S, M> Set<String> namedAtStart(String game) {
    @SuppressWarnings("unchecked")
    ConfiguredGame<S, M> configured = (ConfiguredGame<S, M>) GameCatalog.load().game(game);
    return named(configured.picture(configured.rules().initialState(), null, List.of()).orElseThrow());
  }

  static List<String> grid(int columns, int rows) {
    List<String> names = new ArrayList<>();
    for (int c = 0; c < columns; c++) {
      for (int r = 1; r <= rows; r++) {
        names.add((char) ('a' + c) + Integer.toString(r));
      }
    }
    return names;
  }

  private static final List<String> DIRECTIONS = List.of("push-left", "push-right", "push-up", "push-down");

  @Test
  void everyPointOfEveryBoardOfTheBookletIsNamed() {
    List<String> nine = new ArrayList<>(grid(9, 9));
    assertThat(namedAtStart("pushfour")).containsExactlyInAnyOrderElementsOf(nine);
    nine.addAll(DIRECTIONS);
    assertThat(namedAtStart("pikkpakk")).containsExactlyInAnyOrderElementsOf(nine);
    assertThat(namedAtStart("fiveshift")).containsExactlyInAnyOrderElementsOf(nine);
    assertThat(namedAtStart("squareabalone")).containsExactlyInAnyOrderElementsOf(nine);
    List<String> seven = new ArrayList<>(grid(7, 7));
    seven.addAll(DIRECTIONS);
    assertThat(namedAtStart("intarsia")).containsExactlyInAnyOrderElementsOf(seven);
  }

  @Test
  void boardsWhereRunsMoveFartherNameTheDistancesAndDone() {
    List<String> eleven = new ArrayList<>(grid(11, 11));
    eleven.addAll(DIRECTIONS);
    for (int d = 2; d <= 10; d++) {
      eleven.add("distance-" + d);
    }
    eleven.add("done");
    assertThat(namedAtStart("pikkpakk(size=11)")).containsExactlyInAnyOrderElementsOf(eleven);
    assertThat(namedAtStart("squareabalone(anyDistance=true)")).contains("distance-8", "done").doesNotContain("distance-9");
  }

}
