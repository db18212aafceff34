package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games in the middle of play survive a restart: the server is stopped, a new one opens the same
 * database file, and every game is there with the same moves, moves to redo, bot seat and picture,
 * and plays on.
 */
class RestartTest {
  @TempDir
  Path dir;

  @Test
  void aRestartKeepsEveryGameWithItsMoves() throws Exception {
    Path db = dir.resolve("kept.mv.db");
    Map<Long, Map<String, Object>> before = new LinkedHashMap<>();
    List<Long> ids = new ArrayList<>();
    PlaygroundServer first = PlaygroundServer.start("127.0.0.1", 0, db, Duration.ofMillis(100));
    // One browser, its owner secret kept across the restart.
    ApiClient browser = new ApiClient(first.url());
    try {
      ApiClient api = browser.at(first.url());
      long nim = id(api.post("api/games", Map.of("game", "nim")));
      api.post("api/games/" + nim + "/move", Map.of("move", "a1-c1"));
      api.post("api/games/" + nim + "/move", Map.of("move", "a2"));
      long zertz = id(api.post("api/games", Map.of("game", "zertz(board=48)",
          "bot", Map.of("level", 1, "side", "SECOND"))));
      api.post("api/games/" + zertz + "/click", Map.of("points", List.of("supply-white", "d4", "a1")));
      api.post("api/games/" + zertz + "/bot", "{}");
      long pylos = id(api.post("api/games", Map.of("game", "pylos")));
      for (String move : List.of("a1", "a2", "b1", "d4")) {
        api.post("api/games/" + pylos + "/move", Map.of("move", move));
      }
      api.post("api/games/" + pylos + "/undo", Map.of("plies", 2)); // two moves to redo
      long tzaar = id(api.post("api/games", Map.of("game", "tzaar"))); // a random setup, kept as its start
      ids.addAll(List.of(nim, zertz, pylos, tzaar));
      for (long id : ids) {
        before.put(id, api.get("api/games/" + id).json());
      }
      assertThat(first.database()).isEqualTo(db.toAbsolutePath());
    } finally {
      first.close();
    }
    assertThat(Files.size(db)).isPositive();

    PlaygroundServer second = PlaygroundServer.start("127.0.0.1", 0, db, Duration.ofMillis(100));
    try {
      ApiClient api = browser.at(second.url());
      @SuppressWarnings("unchecked")
      List<Map<String, Object>> listed = (List<Map<String, Object>>) api.get("api/games").json().get("games");
      assertThat(listed).extracting(g -> g.get("id")).containsExactlyElementsOf(newestFirst(ids));
      for (long id : ids) {
        Map<String, Object> after = api.get("api/games/" + id).json();
        assertThat(after).as("game " + id).isEqualTo(before.get(id));
      }
      assertThat(before.get(ids.get(0)).get("moves").toString()).contains("a1-c1", "a2");
      assertThat((List<?>) before.get(ids.get(2)).get("redo")).hasSize(2);
      assertThat(before.get(ids.get(1)).get("bot")).isNotNull();
      // They play on: the redo list of Pylos too.
      assertThat(api.post("api/games/" + ids.get(2) + "/redo", "").moves()).hasSize(3);
      assertThat(api.post("api/games/" + ids.get(0) + "/move", Map.of("move", "d4")).moves()).hasSize(3);
    } finally {
      second.close();
    }
  }

  private static List<Long> newestFirst(List<Long> ids) {
    List<Long> reversed = new ArrayList<>(ids);
    java.util.Collections.reverse(reversed);
    return reversed;
  }

  private static long id(ApiClient.Answer answer) {
    assertThat(answer.status()).as(answer.body()).isEqualTo(201);
    return (Long) answer.json().get("id");
  }
}
