package io.github.boardrules.tzaar;

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
class TzaarSvgPointsTest {
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

  @Test
  void everyPointIsNamedInUpperCaseAndPassIsAControl() {
    Set<String> names = namedAtStart("tzaar(seed=5)");
    // 9 columns of 5, 6, 7, 8, 8, 8, 7, 6, 5 points: 60, the centre E5 is not a point.
    assertThat(names).contains("A1", "A5", "E1", "E4", "E6", "E9", "I1", "I5", "pass");
    assertThat(names).doesNotContain("E5", "A6", "a1");
    assertThat(names).hasSize(60 + 1);
  }

}
