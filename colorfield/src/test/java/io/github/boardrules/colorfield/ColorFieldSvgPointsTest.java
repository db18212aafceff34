package io.github.boardrules.colorfield;

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
class ColorFieldSvgPointsTest {
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
  void everySquareAndGateIsNamedAndDoneIsAControl() {
    ColorFieldLayout layout = ColorFieldLayout.standard();
    Set<String> names = namedAtStart("colorfield");
    assertThat(names).contains("a1", "done");
    for (int location = 0; location < layout.squareCount() + layout.gateCount(); location++) {
      assertThat(names).contains(layout.name(location));
    }
    assertThat(names).hasSize(layout.squareCount() + layout.gateCount() + 1);
  }

}
