package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Play between friends (the API contract of issue 45): two clients, one a seat, each sending its
 * token in {@code X-Seat}; a watcher; the events stream; deleting; and the list in pages.
 */
@Timeout(60)
class FriendPlayTest {
  private static final ConfiguredGame<?, ?> NIM = GameCatalog.load().game("nim");
  private static final String FIRST = NIM.sideName(Player.FIRST);
  private static final String SECOND = NIM.sideName(Player.SECOND);

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(50));

  /** A new friend game of NIM: its id and the two seats' tokens, FIRST's then SECOND's. */
  private record Friends(String game, String first, String second, Map<String, Object> links) {}

  @SuppressWarnings("unchecked")
  private static Friends friends() {
    ApiClient.Answer created = PLAYGROUND.api().post("api/games", Map.of("game", "nim", "mode", "friend"));
    assertThat(created.status()).as(created.body()).isEqualTo(201);
    Map<String, Object> links = (Map<String, Object>) created.json().get("links");
    Map<String, String> seats = (Map<String, String>) links.get("seats");
    long id = (Long) created.json().get("id");
    assertThat(seats.keySet()).containsExactly(FIRST, SECOND);
    assertThat(links.get("watch")).isEqualTo("/?game=" + id);
    return new Friends("api/games/" + id, token(seats.get(FIRST), id), token(seats.get(SECOND), id), links);
  }

  private static String token(String link, long id) {
    assertThat(link).startsWith("/?game=" + id + "&seat=");
    String token = link.substring(link.indexOf("&seat=") + "&seat=".length());
    assertThat(token).matches("[A-Za-z0-9_-]+");
    assertThat(Base64.getUrlDecoder().decode(token)).as("a token's random bytes").hasSizeGreaterThanOrEqualTo(16);
    return token;
  }

  @Test
  void eachSeatMovesOnlyOnItsTurnAndAWatcherNot() {
    Friends game = friends();
    assertThat(game.first()).isNotEqualTo(game.second());
    ApiClient watcher = PLAYGROUND.api();
    ApiClient first = PLAYGROUND.api().seat(game.first());
    ApiClient second = PLAYGROUND.api().seat(game.second());
    assertRefused(watcher.post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
        "this link only watches: to move in a game between friends, use a seat's link (header X-Seat)");
    assertRefused(PLAYGROUND.api().seat("not-a-token").post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
        "this link only watches: to move in a game between friends, use a seat's link (header X-Seat)");
    assertRefused(second.post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
        "move: it is " + FIRST + "'s turn; this link plays " + SECOND);
    assertThat(first.post(game.game() + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    assertRefused(first.post(game.game() + "/click", Map.of("points", List.of("a2"))), 403,
        "click: it is " + SECOND + "'s turn; this link plays " + FIRST);
    assertRefused(second.post(game.game() + "/undo", "{}"), 403,
        "undo: the last move is " + FIRST + "'s; this link takes back only " + SECOND + "'s own last move");
    assertThat(first.post(game.game() + "/undo", "{}").moves()).isEmpty();
    assertThat(first.post(game.game() + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    assertThat(second.post(game.game() + "/move", Map.of("move", "a2")).moves()).hasSize(2);
    assertRefused(first.post(game.game() + "/goto", Map.of("ply", 0)), 403, "goto: a game between friends has no"
        + " time travel (it would take back the other side's moves); view an earlier position with GET /"
        + game.game() + "?ply=k");
    // A seat holder's view has the links and its side; a watcher's has neither.
    Map<String, Object> seen = second.get(game.game()).json();
    assertThat(seen.get("links")).isEqualTo(game.links());
    assertThat(seen.get("seat")).isEqualTo(SECOND);
    assertThat(watcher.get(game.game()).json()).doesNotContainKeys("links", "seat");
    // ... but says the mode, so that a watcher's page knows it watches a friend game.
    assertThat(watcher.get(game.game()).json()).containsEntry("mode", "friend");
    // Hot-seat games stay open to anyone.
    long open = (Long) PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id");
    assertThat(PLAYGROUND.api().post("api/games/" + open + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
  }

  @Test
  void theOtherBrowserHearsOfAMoveWithinASecond() throws Exception {
    Friends game = friends();
    try (Events events = new Events(PLAYGROUND.server().url().resolve(game.game() + "/events"))) {
      assertThat(events.next()).isEqualTo("{\"ply\": 0, \"plies\": 0}");
      long start = System.nanoTime();
      assertThat(PLAYGROUND.api().seat(game.first()).post(game.game() + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
      assertThat(events.next()).isEqualTo("{\"ply\": 1, \"plies\": 1}");
      assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1_000);
      PLAYGROUND.api().seat(game.first()).post(game.game() + "/undo", "{}");
      assertThat(events.next()).isEqualTo("{\"ply\": 0, \"plies\": 1}"); // one move to redo
      // Deleting the game ends its streams.
      assertRefused(PLAYGROUND.api().method("DELETE", game.game()), 403,
          "this link only watches: to delete it in a game between friends, use a seat's link (header X-Seat)");
      assertThat(PLAYGROUND.api().seat(game.second()).method("DELETE", game.game()).status()).isEqualTo(204);
      assertThat(events.next()).isNull();
    }
    assertThat(PLAYGROUND.api().get(game.game()).status()).isEqualTo(404);
  }

  @Test
  void aStoppingServerEndsItsStreams() throws Exception {
    PlaygroundServer own = PlaygroundServer.start("127.0.0.1", 0, PLAYGROUND.dir().resolve("stopping.mv.db"), Duration.ofMillis(50));
    try {
      ApiClient client = new ApiClient(own.url());
      String game = "api/games/" + client.post("api/games", Map.of("game", "nim")).json().get("id");
      try (Events events = new Events(own.url().resolve(game + "/events"))) {
        assertThat(events.next()).isEqualTo("{\"ply\": 0, \"plies\": 0}");
        assertThat(own.openEventStreams()).isEqualTo(1);
        own.close();
        assertThat(events.next()).isNull(); // the end of the stream, well before the 5 s read timeout
      }
    } finally {
      own.close();
    }
  }

  @Test
  void aHotSeatGameIsDeletedByAnyone() {
    String game = "api/games/" + PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id");
    assertThat(PLAYGROUND.api().method("DELETE", game).status()).isEqualTo(204);
    assertRefused(PLAYGROUND.api().get(game), 404, "No game " + game.substring("api/games/".length()) + " in this playground");
    assertRefused(PLAYGROUND.api().method("DELETE", game), 404, "No game " + game.substring("api/games/".length())
        + " in this playground");
  }

  @Test
  void aPuzzleOrABotGameHasNoFriendSeats() {
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "nim", "mode", "friend", "bot", Map.of("level", 1))), 400,
        "mode: a game between friends has no bot seat; leave out \"bot\" or \"mode\"");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "nim", "mode", "duel")), 400,
        "mode: \"hotseat\", \"bot\" or \"friend\", not \"duel\"");
  }

  @Test
  void theListComesInPagesNewestFirst() {
    List<Long> made = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      made.add((Long) PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id"));
    }
    Map<String, Object> first = PLAYGROUND.api().get("api/games?limit=2").json();
    int total = ((Long) first.get("total")).intValue();
    assertThat(total).isGreaterThanOrEqualTo(5);
    assertThat(first).containsEntry("offset", 0L).containsEntry("limit", 2L);
    assertThat(ids(first)).containsExactly(made.get(4), made.get(3));
    assertThat(ids(PLAYGROUND.api().get("api/games?offset=2&limit=3").json())).containsExactly(made.get(2), made.get(1),
        made.get(0));
    assertThat(PLAYGROUND.api().get("api/games").json()).containsEntry("limit", 50L);
    assertThat(ids(PLAYGROUND.api().get("api/games?offset=" + total).json())).isEmpty();
    assertRefused(PLAYGROUND.api().get("api/games?limit=201"), 400, "limit: 1 to 200, not 201");
    assertRefused(PLAYGROUND.api().get("api/games?offset=-1"), 400, "offset: 0 or more, not -1");
  }

  @SuppressWarnings("unchecked")
  private static List<Object> ids(Map<String, Object> page) {
    return ((List<Map<String, Object>>) page.get("games")).stream().map(g -> g.get("id")).toList();
  }

  private static void assertRefused(ApiClient.Answer answer, int status, String message) {
    assertThat(answer.status()).as(answer.body()).isEqualTo(status);
    assertThat(answer.error()).isEqualTo(message);
  }

  /** A client of the events stream: reads the data of each {@code update} event. */
  private static final class Events implements AutoCloseable {
    private final HttpURLConnection connection;
    private final BufferedReader lines;

    Events(URI url) throws IOException {
      connection = (HttpURLConnection) url.toURL().openConnection();
      connection.setReadTimeout(5_000);
      assertThat(connection.getResponseCode()).isEqualTo(200);
      assertThat(connection.getContentType()).startsWith("text/event-stream");
      lines = new BufferedReader(new InputStreamReader(connection.getInputStream(), StandardCharsets.UTF_8));
    }

    /** The next update's data, or null when the stream ends. */
    String next() throws IOException {
      String event = null;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (line.startsWith("event: ")) {
          event = line.substring("event: ".length());
        } else if (line.startsWith("data: ") && "update".equals(event)) {
          return line.substring("data: ".length());
        }
      }
      return null;
    }

    @Override
    public void close() {
      connection.disconnect();
    }
  }
}
