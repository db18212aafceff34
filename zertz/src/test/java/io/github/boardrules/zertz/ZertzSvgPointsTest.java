package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.SvgDoc;
import io.github.boardrules.testkit.SvgPoints;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The picture names every point of the notation with {@code data-point}, as every game's does. */
class ZertzSvgPointsTest {
  @Test
  void everyRingOfEveryBoardIsNamedAndTheSupplyAndPassAreControls() {
    // The 37-ring board runs a1 to g4 (4 + 5 + 6 + 7 + 6 + 5 + 4 rings by column).
    Set<String> names = SvgPoints.namedAtStart("zertz");
    assertThat(names).contains("a1", "a4", "d1", "d7", "g1", "g4", "supply-white", "supply-grey", "supply-black", "pass");
    assertThat(names).doesNotContain("a5", "g5", "h1");
    assertThat(names).hasSize(37 + 4);
    assertThat(SvgPoints.namedAtStart("zertz(board=48)")).hasSize(48 + 4);
    assertThat(SvgPoints.namedAtStart("zertz(board=61)")).hasSize(61 + 4);
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
