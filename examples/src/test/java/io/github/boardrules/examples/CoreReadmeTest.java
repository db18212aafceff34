package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import org.junit.jupiter.api.Test;

/**
 * The code of core's README runs here. It lives in this module's tests rather than core's: it
 * names a real game (ZÈRTZ) and the bots of {@code boardrules-bots}, which depend on core and so
 * cannot be on core's test class path. DocumentationSnippetsTest checks that the README shows
 * exactly this code.
 */
class CoreReadmeTest {
  @Test
  void aSessionPlaysByTextAndItsRecordNamesItsGame() {
    // snippet:core-session
    ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz");
    GameSession<?, ?> session = GameSession.start(game);
    session.play("Wd4,a1");                 // TextParseException or IllegalMoveException if refused
    String record = session.writeRecord();  // replays by itself: it names its configured game
    // end-snippet
    // A white marble on d4, the corner ring a1 removed: the basic pool less one white.
    assertThat(session.state()).hasToString("37 -.../...../....../...w.../....../...../.... 4,7,9 0,0,0 0,0,0 2 0 0");
    assertThat(record).contains("[Game \"zertz\"]").contains("Wd4,a1");
    ConfiguredGame<?, ?> again = GameCatalog.load().gameOfRecord(record);
    assertThat(again.config()).isEqualTo(game.config());
  }

  @Test
  void aBotOfALevelPlaysTheCatalogueGame() {
    // snippet:core-bots
    ConfiguredGame<?, ?> game = GameCatalog.load().game("zertz");
    Bot<?, ?> medium = Bots.of(game, BotSettings.level(3).seed(7));     // boardrules-bots
    // end-snippet
    assertThat(game.level(3).name()).isEqualTo("medium");
    assertThat(choosesALegalFirstMove(game, medium)).isTrue();
  }

  // Safe: Bots.of returns a bot over the game's own state and move types.
  @SuppressWarnings("unchecked")
  private static <S extends Object, M extends Object> boolean choosesALegalFirstMove(
      ConfiguredGame<S, M> game, Bot<?, ?> bot) {
    S start = game.rules().initialState();
    return game.rules().legalMoves(start).contains(((Bot<S, M>) bot).chooseMove(start));
  }
}
