package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import org.junit.jupiter.api.Test;

/**
 * Core's draw options on the five builders: Pikk-Pakk takes a ply limit and a repetition draw,
 * the other games a ply limit only and refuse a repetition draw; the catalogue's options reach the
 * builders.
 */
class DrawOptionsTest {
  private static final DrawOptions LIMIT = DrawOptions.NONE.withPlyLimit(120);
  private static final DrawOptions REPETITION = DrawOptions.NONE.withRepetitionDraw(3);
  private static final DrawOptions BOTH = LIMIT.withRepetitionDraw(3);

  @Test
  void pikkPakkTakesBothAndReportsThem() {
    PikkPakk rules = PikkPakk.builder().square(true).drawOptions(BOTH).build();
    assertThat(rules.drawOptions()).isEqualTo(BOTH);
    assertThat(rules.plyBound()).hasValue(120);
    assertThat(rules.toString()).isEqualTo("PikkPakk[9x9, square, ply limit 120, repetition draw 3]");
    assertThat(rules.toBuilder().build()).isEqualTo(rules);
    assertThat(rules).isNotEqualTo(PikkPakk.builder().square(true).drawOptions(LIMIT).build());
    assertThat(PikkPakk.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(PikkPakk.standard().plyBound()).isEmpty();
  }

  @Test
  void theGamesWithAPlyLimitOnlyRefuseARepetitionDraw() {
    assertThatThrownBy(() -> PushFour.builder().drawOptions(REPETITION))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("push-four");
    assertThatThrownBy(() -> FiveShift.builder().drawOptions(BOTH))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("five-in-a-row");
    assertThatThrownBy(() -> SquareAbalone.builder().drawOptions(REPETITION))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Square Abalone");
    assertThatThrownBy(() -> IntarsiaPuzzle.standard().toBuilder().drawOptions(REPETITION))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("intarsia");
  }

  @Test
  void theGamesWithAPlyLimitOnlyTakeItAndReportIt() {
    assertThat(PushFour.builder().drawOptions(LIMIT).build().drawOptions()).isEqualTo(LIMIT);
    assertThat(FiveShift.builder().drawOptions(LIMIT).build().plyBound()).hasValue(120);
    assertThat(SquareAbalone.builder().drawOptions(LIMIT).build().drawOptions()).isEqualTo(LIMIT);
    assertThat(IntarsiaPuzzle.standard().toBuilder().drawOptions(LIMIT).build().plyBound())
        .hasValue(120);
    assertThat(PushFour.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(FiveShift.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(SquareAbalone.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
    assertThat(IntarsiaPuzzle.standard().drawOptions()).isEqualTo(DrawOptions.NONE);
  }

  @Test
  void aBuilderRefusesNoOptions() {
    assertThatThrownBy(() -> PikkPakk.builder().drawOptions(null))
        .isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> PushFour.builder().drawOptions(null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void theCatalogueOptionsReachTheBuilders() {
    GameCatalog catalog = GameCatalog.load();
    assertThat(
            ((PikkPakk) catalog.game("pikkpakk(plyLimit=120,repetitionDraw=3)").rules()).drawOptions())
        .isEqualTo(BOTH);
    assertThat(((PushFour) catalog.game("pushfour(plyLimit=120)").rules()).drawOptions())
        .isEqualTo(LIMIT);
    assertThat(((SquareAbalone) catalog.game("squareabalone").rules()).drawOptions())
        .isEqualTo(DrawOptions.NONE);
    for (String game : new String[] {"pushfour", "fiveshift", "squareabalone", "intarsia"}) {
      assertThatThrownBy(() -> catalog.game(game + "(repetitionDraw=3)"))
          .as(game).isInstanceOf(TextParseException.class).hasMessageContaining("repetitionDraw");
    }
  }
}
