package io.github.boardrules.zertz;

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
class ZertzSvgPointsTest {
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
  void everyRingOfEveryBoardIsNamedAndTheSupplyAndPassAreControls() {
    // The 37-ring board runs a1 to g4 (4 + 5 + 6 + 7 + 6 + 5 + 4 rings by column).
    Set<String> names = namedAtStart("zertz");
    assertThat(names).contains("a1", "a4", "d1", "d7", "g1", "g4", "supply-white", "supply-grey", "supply-black", "pass");
    assertThat(names).doesNotContain("a5", "g5", "h1");
    assertThat(names).hasSize(37 + 4);
    assertThat(namedAtStart("zertz(board=48)")).hasSize(48 + 4);
    assertThat(namedAtStart("zertz(board=61)")).hasSize(61 + 4);
  }

  @Test
  void theLastMoveAndTargetsAreMarkedWithClasses() {
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game = (ConfiguredGame<ZertzState, ZertzMove>) GameCatalog.load().game("zertz");
    ZertzMove move = game.notation().parse("Bd4,a1");
    ZertzState state = game.rules().play(game.rules().initialState(), move);
    SvgDoc doc = SvgDoc.parse(game.picture(state, move, List.of("c3")).orElseThrow());
    assertThat(doc.elements("circle", SvgDoc.attr("data-point", "d4")))
        .isNotEmpty().allSatisfy(e -> assertThat(e.getAttribute("class")).isEqualTo("point last"));
    assertThat(doc.elements("rect", SvgDoc.attr("data-point", "supply-black"))).isEmpty();
    assertThat(doc.elements("circle", SvgDoc.attr("data-point", "supply-black")))
        .singleElement().satisfies(e -> assertThat(e.getAttribute("class")).isEqualTo("point last"));
    assertThat(doc.elements("circle", SvgDoc.attr("data-point", "c3")))
        .singleElement().satisfies(e -> assertThat(e.getAttribute("class")).isEqualTo("point target"));
    assertThat(doc.elements("circle", SvgDoc.attr("data-point", "a1"))).as("a1 was removed").isEmpty();
  }

}
