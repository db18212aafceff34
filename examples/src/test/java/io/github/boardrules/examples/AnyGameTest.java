package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.testkit.OptionChanges;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link AnyGame} plays, records, replays and draws every game of the catalogue, with its defaults
 * and with each option changed alone to each of its other values (choices, booleans, and the
 * smallest value of the numbers; text options keep their defaults).
 */
class AnyGameTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyGameAndOptionSetIsPlayedRecordedReplayedAndDrawn() {
    List<String> refused = new ArrayList<>();
    int played = 0;
    for (GameProvider provider : CATALOG.providers()) {
      for (String config : OptionChanges.of(provider)) {
        ConfiguredGame<?, ?> game;
        try {
          game = CATALOG.game(config);
        } catch (TextParseException e) {
          refused.add(e.reason()); // an option that needs another one, such as a seed without a random setup
          continue;
        }
        String out = AnyGame.run(game.config().toString(), 40, 11); // a drawn seed is in the config
        String record = out.substring(0, out.indexOf("\n\n", out.indexOf("1. ")) + 1);
        assertThat(record).as(config).contains("[Game \"" + game.config() + "\"]");
        assertThat(out).as(config).endsWith(finalStatus(game, record) + "\n");
        played++;
      }
    }
    // Every game was played with its defaults at least; a refusal names the option it concerns.
    assertThat(played).isGreaterThanOrEqualTo(CATALOG.names().size());
    assertThat(refused).allMatch(reason -> !reason.isBlank());
  }

  /** The status the test's own replay of the record reaches. */
  private static <S, M> String finalStatus(ConfiguredGame<S, M> game, String recordText) {
    GameRecord<S, M> record = game.readRecord(recordText);
    return game.rules().status(record.replay(game.rules()).orThrow()).toString();
  }

  @Test
  void aThreeByThreeNimGameByName() {
    String out = AnyGame.run("nim(rows=3,columns=3)", 100, 3);
    assertThat(out).startsWith("[Game \"nim(rows=3,columns=3)\"]").contains("[Start \"ooo/ooo/ooo 1\"]");
    // "1, 2, 3" NIM always ends: every move takes a ball, and the last one wins.
    assertThat(out.strip()).matches("(?s).*win for (FIRST|SECOND): .*");
  }
}
