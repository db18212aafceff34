package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A change the database does not keep is not kept in memory either: every request that changes a
 * game (a move, clicks that complete one, a bot's move, undo, redo, going to a ply) is refused with
 * 503 and leaves the game, its moves to redo included, as it was, so the page and the database
 * agree and a restart shows what the players last saw.
 */
class DatabaseFailureTest {
  @TempDir
  Path dir;

  @Test
  void aChangeTheDatabaseRefusesLeavesTheGameAsItWas() throws Exception {
    GameStore store = GameStore.open(dir.resolve("failing.mv.db"));
    GameSession<?, ?> session = GameSession.start(GameCatalog.load().game("nim"));
    PlayedGame<?, ?> game = PlayedGame.create(session, null, new GameExtras(Seats.NONE, Map.of(), null, null), store);
    game.move("a1-c1");
    game.move("a2");
    game.move("b3");
    game.undo(1); // b3 to redo
    Map<String, ?> before = game.view();
    Map<String, ?> listed = game.summary();
    assertThat(before.get("redo")).isEqualTo(List.of("b3"));

    List<String> clicksOfD4 = clicks(session, "d4");
    assertThat(clicksOfD4).isNotEmpty();
    store.close(); // from now on every write fails

    List<Runnable> changes = List.of(
        () -> game.move("d4"),
        () -> game.click(clicksOfD4),
        () -> game.botMove(1, Duration.ofMillis(50)),
        () -> game.undo(2),
        () -> game.redo(),
        () -> game.goTo(0),
        () -> game.goTo(3));
    for (Runnable change : changes) {
      ApiException refused = catchThrowableOfType(ApiException.class, change::run);
      assertThat(refused).isNotNull();
      assertThat(refused.status()).isEqualTo(503);
      assertThat(refused.getMessage()).contains("did not keep the change to game " + game.id())
          .contains("stays as it was");
      assertThat(game.view()).isEqualTo(before);
      assertThat(game.summary()).isEqualTo(listed);
    }
  }

  private static <S, M> List<String> clicks(GameSession<S, M> session, String moveText) {
    return session.game().clicks(session.game().notation().parse(moveText));
  }
}
