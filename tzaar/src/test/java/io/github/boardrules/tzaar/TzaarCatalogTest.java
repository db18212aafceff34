package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** TZAAR by name: a configured seed is the setup, for every way a tool starts a game (issue 25). */
class TzaarCatalogTest {
  private final GameCatalog catalog = GameCatalog.load();

  @SuppressWarnings("unchecked")
  private ConfiguredGame<TzaarState, TzaarMove> game(String name) {
    return (ConfiguredGame<TzaarState, TzaarMove>) catalog.game(name);
  }

  @Test
  void aConfiguredSeedIsTheSetupWhateverGeneratorAToolPasses() {
    ConfiguredGame<TzaarState, TzaarMove> seed42 = game("tzaar(seed=42)");
    ConfiguredGame<TzaarState, TzaarMove> seed43 = game("tzaar(seed=43)");
    TzaarState setup42 = Tzaar.randomSetup(42).initialState();
    for (long g = 0; g < 5; g++) {
      assertThat(seed42.rules().initialState(new SplittableRandom(g))).isEqualTo(setup42);
      assertThat(seed43.rules().initialState(new SplittableRandom(g))).isNotEqualTo(setup42);
    }
    // The drawn seed of plain tzaar is in its name, and that name is the same setup again.
    ConfiguredGame<TzaarState, TzaarMove> drawn = game("tzaar");
    assertThat(drawn.config().toString()).matches("tzaar\\(seed=\\d+\\)");
    assertThat(game(drawn.config().toString()).rules().initialState(new SplittableRandom(1)))
        .isEqualTo(drawn.rules().initialState(new SplittableRandom(2)));
  }

  @Test
  void aRecordOfASeededGameNamesAndStartsFromThatSetup() {
    ConfiguredGame<TzaarState, TzaarMove> seed42 = game("tzaar(seed=42)");
    TzaarState start = seed42.rules().initialState(new SplittableRandom(9));
    TzaarMove first = seed42.rules().legalMoves(start).get(0);
    GameRecord<TzaarState, TzaarMove> record = GameRecord.of(start, List.of(first))
        .withTag("Game", seed42.config().toString());
    String text = record.write(seed42.notation(), seed42.positions());
    assertThat(text).contains("[Game \"tzaar(seed=42)\"]")
        .contains("[Start \"" + seed42.positions().encode(Tzaar.randomSetup(42).initialState()) + "\"]");
    ConfiguredGame<?, ?> read = catalog.gameOfRecord(text);
    assertThat(read.config()).hasToString("tzaar(seed=42)");
    assertThat(read.rules().initialState()).isEqualTo(record.start());
  }
}
