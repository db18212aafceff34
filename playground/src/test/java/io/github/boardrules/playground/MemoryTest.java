package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Memory is bounded (issue 45): at most the configured number of games stay loaded; the others are
 * loaded from the database when asked for, with every move, and play on.
 */
class MemoryTest {
  @TempDir
  Path dir;

  @Test
  void onlyTheGamesUsedLastStayLoaded() throws Exception {
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withThreadsAndGames(16, 3);
    List<String> games = new ArrayList<>();
    List<Map<String, Object>> views = new ArrayList<>();
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("lru.mv.db"),
        Duration.ofMillis(50), limits)) {
      ApiClient api = new ApiClient(server.url());
      for (int i = 0; i < 10; i++) {
        String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
        api.post(game + "/move", Map.of("move", "a1-c1"));
        games.add(game);
        views.add(api.get(game).json());
        assertThat(server.loadedGames()).isLessThanOrEqualTo(3);
      }
      // Each game again, loaded from the database: the same view, and it plays on.
      for (int i = 0; i < games.size(); i++) {
        assertThat(api.get(games.get(i)).json()).isEqualTo(views.get(i));
        assertThat(api.post(games.get(i) + "/move", Map.of("move", "a2")).moves()).hasSize(2);
        assertThat(server.loadedGames()).isLessThanOrEqualTo(3);
      }
    }
  }
}
