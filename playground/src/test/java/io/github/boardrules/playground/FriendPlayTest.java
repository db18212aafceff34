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
 * Play between friends (issues 45 and 71): a creator's seat and the invitation its friend joins
 * with, each seat's answers holding its own token only; turns; a watcher; the events stream; the rule
 * for leaving and deleting; hot-seat games changed by their owner only; the list in pages.
 */
@Timeout(60)
class FriendPlayTest {
  private static final ConfiguredGame<?, ?> NIM = GameCatalog.load().game("nim");
  private static final String FIRST = NIM.sideName(Player.FIRST);
  private static final String SECOND = NIM.sideName(Player.SECOND);

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(50));

  /** A new friend game of NIM, made by one client and joined by another: its id, both clients, the creation answer. */
  private record Friends(String game, long id, ApiClient first, ApiClient second, String firstToken, String secondToken,
      Map<String, Object> created, String invitation) {}

  @SuppressWarnings("unchecked")
  private static Friends friends() {
    ApiClient creator = PLAYGROUND.api().stranger();
    ApiClient.Answer made = creator.post("api/games", Map.of("game", "nim", "mode", "friend"));
    assertThat(made.status()).as(made.body()).isEqualTo(201);
    long id = (Long) made.json().get("id");
    Map<String, Object> links = (Map<String, Object>) made.json().get("links");
    // The creator's own seat link, the invitation for the other side, the watch link: nothing else.
    assertThat(links.keySet()).containsExactly("seat", "watch", "invitation");
    assertThat(links.get("watch")).isEqualTo("/?game=" + id);
    assertThat(made.json()).containsEntry("seat", FIRST).containsEntry("creator", true)
        .containsEntry("waitingForFriend", true);
    String firstToken = secret(links.get("seat"), id, "&seat=");
    String invitation = secret(links.get("invitation"), id, "&invite=");
    ApiClient friend = PLAYGROUND.api().stranger();
    ApiClient.Answer joined = friend.post("api/games/" + id + "/join", Map.of("invitation", invitation));
    assertThat(joined.status()).as(joined.body()).isEqualTo(200);
    assertThat(joined.json()).containsEntry("seat", SECOND).containsEntry("creator", false)
        .containsEntry("waitingForFriend", false);
    String secondToken = secret(((Map<String, Object>) joined.json().get("links")).get("seat"), id, "&seat=");
    assertThat(joined.body()).doesNotContain(firstToken);
    assertThat(made.body()).doesNotContain(secondToken);
    return new Friends("api/games/" + id, id, creator.seat(firstToken), friend.seat(secondToken), firstToken,
        secondToken, made.json(), invitation);
  }

  private static String secret(Object link, long id, String key) {
    assertThat(link).asString().startsWith("/?game=" + id + key);
    String token = link.toString().substring(link.toString().indexOf(key) + key.length());
    assertThat(Secrets.wellFormed(token)).as("a secret of 128 random bits: " + token).isTrue();
    assertThat(Base64.getUrlDecoder().decode(token)).hasSize(16);
    return token;
  }

  @Test
  void eachSeatMovesOnlyOnItsTurnAndAWatcherNot() {
    Friends game = friends();
    ApiClient watcher = PLAYGROUND.api().stranger();
    ApiClient first = game.first();
    ApiClient second = game.second();
    assertRefused(watcher.post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
        "this link only watches: to move in a game between friends, use a seat's link (header X-Seat)");
    assertRefused(watcher.seat(Secrets.random()).post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
        "this link only watches: to move in a game between friends, use a seat's link (header X-Seat)");
    // The invitation is no token: used once, it plays nothing.
    assertRefused(watcher.seat(game.invitation()).post(game.game() + "/move", Map.of("move", "a1-c1")), 403,
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
    // A seat's view has its own link and side only; a watcher's has neither.
    ApiClient.Answer seen = second.get(game.game());
    assertThat(seen.json()).containsEntry("seat", SECOND).containsEntry("role", "seat");
    assertThat(seen.body()).contains(game.secondToken()).doesNotContain(game.firstToken()).doesNotContain(game.invitation());
    assertThat(first.get(game.game()).body()).contains(game.firstToken()).doesNotContain(game.secondToken());
    assertThat(watcher.get(game.game()).json()).doesNotContainKeys("links", "seat").containsEntry("role", "watcher")
        .containsEntry("mode", "friend");
  }

  @Test
  void anInvitationIsUsedOnceAndShownAgainOnlyToItsCreatorUntilThen() {
    ApiClient creator = PLAYGROUND.api().stranger();
    Map<String, Object> made = creator.post("api/games", Map.of("game", "nim", "mode", "friend", "side", "SECOND")).json();
    long id = (Long) made.get("id");
    @SuppressWarnings("unchecked")
    Map<String, Object> links = (Map<String, Object>) made.get("links");
    String token = secret(links.get("seat"), id, "&seat=");
    String invitation = secret(links.get("invitation"), id, "&invite=");
    assertThat(made).containsEntry("seat", SECOND);
    // Shown again from the creator's seat, to no one else.
    assertThat(creator.seat(token).get("api/games/" + id + "/invitation").json())
        .containsEntry("invitation", "/?game=" + id + "&invite=" + invitation);
    assertRefused(creator.get("api/games/" + id + "/invitation"), 403,
        "this link only watches: to show the invitation in a game between friends, use a seat's link (header X-Seat)");
    assertThat(creator.seat(token).get("api/games/" + id).json()).doesNotContainKey("invitation")
        .containsEntry("waitingForFriend", true);
    assertRefused(PLAYGROUND.api().stranger().post("api/games/" + id + "/join", Map.of("invitation", Secrets.random())),
        403, "join: that is not this game's invitation");
    ApiClient friend = PLAYGROUND.api().stranger();
    assertThat(friend.post("api/games/" + id + "/join", Map.of("invitation", invitation)).json())
        .containsEntry("seat", FIRST);
    // Used: it joins no one else and is not shown again.
    assertRefused(PLAYGROUND.api().stranger().post("api/games/" + id + "/join", Map.of("invitation", invitation)), 409,
        "join: this invitation was used already: both seats are taken (ask your friend for a new game, or watch this one)");
    assertRefused(creator.seat(token).get("api/games/" + id + "/invitation"), 409,
        "invitation: your friend has joined; the invitation is used and shows nothing more");
    // The friend's list has the game it joined; a stranger's has not.
    assertThat(ids(friend.get("api/games").json())).contains(id);
    assertThat(ids(PLAYGROUND.api().stranger().get("api/games").json())).doesNotContain(id);
  }

  @Test
  void aFriendGameIsDeletedByItsCreatorAloneBeforeTheFriendJoinsThenOnlyWhenBothLeave() {
    ApiClient creator = PLAYGROUND.api().stranger();
    Map<String, Object> made = creator.post("api/games", Map.of("game", "nim", "mode", "friend")).json();
    long alone = (Long) made.get("id");
    @SuppressWarnings("unchecked")
    String token = secret(((Map<String, Object>) made.get("links")).get("seat"), alone, "&seat=");
    assertThat(creator.seat(token).method("DELETE", "api/games/" + alone).status()).isEqualTo(204);
    assertThat(creator.get("api/games/" + alone).status()).isEqualTo(404);

    Friends game = friends();
    assertThat(game.first().post(game.game() + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    // One seat leaving erases nothing: the game stays for the other, who is told.
    ApiClient.Answer left = game.second().method("DELETE", game.game());
    assertThat(left.status()).as(left.body()).isEqualTo(202);
    assertThat(left.json().get("left")).isEqualTo(List.of(SECOND));
    assertThat(game.first().get(game.game()).json().get("left")).isEqualTo(List.of(SECOND));
    assertThat(game.first().get(game.game()).moves()).hasSize(1);
    assertRefused(game.second().post(game.game() + "/move", Map.of("move", "a2")), 403,
        "move: " + SECOND + " has left this game");
    assertRefused(PLAYGROUND.api().stranger().method("DELETE", game.game()), 403,
        "this link only watches: to leave or delete it in a game between friends, use a seat's link (header X-Seat)");
    // Both have left: the game is deleted.
    assertThat(game.first().method("DELETE", game.game()).status()).isEqualTo(204);
    assertThat(PLAYGROUND.api().get(game.game()).status()).isEqualTo(404);
  }

  @Test
  void aHotSeatOrBotGameIsChangedOnlyByTheBrowserThatMadeIt() {
    ApiClient owner = PLAYGROUND.api().stranger();
    ApiClient stranger = PLAYGROUND.api().stranger();
    long id = (Long) owner.post("api/games", Map.of("game", "nim")).json().get("id");
    String game = "api/games/" + id;
    String refusal = "this page only watches: game " + id + " belongs to the browser that made it, and only its owner"
        + " secret (header X-Owner) may ";
    assertRefused(stranger.post(game + "/move", Map.of("move", "a1-c1")), 403, refusal + "move; start a game of your own to play");
    assertRefused(stranger.withoutOwner().post(game + "/move", Map.of("move", "a1-c1")), 403,
        refusal + "move; start a game of your own to play");
    assertThat(owner.post(game + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    assertRefused(stranger.post(game + "/undo", "{}"), 403, refusal + "undo; start a game of your own to play");
    assertRefused(stranger.post(game + "/goto", Map.of("ply", 0)), 403,
        refusal + "travel in time; start a game of your own to play");
    assertRefused(stranger.post(game + "/bot", "{}"), 403, refusal + "bot; start a game of your own to play");
    assertRefused(stranger.method("DELETE", game), 403, refusal + "delete it; start a game of your own to play");
    assertThat(stranger.get(game).json()).containsEntry("role", "watcher");
    assertThat(owner.get(game).json()).containsEntry("role", "owner");
    assertThat(stranger.get(game).moves()).hasSize(1);
    // Each browser's list shows its own games.
    assertThat(ids(owner.get("api/games").json())).contains(id);
    assertThat(ids(stranger.get("api/games").json())).doesNotContain(id);
    // A game made without an owner secret gets one from the server, in its answer only.
    ApiClient.Answer anonymous = owner.withoutOwner().post("api/games", Map.of("game", "nim"));
    String secret = (String) anonymous.json().get("owner");
    assertThat(Secrets.wellFormed(secret)).isTrue();
    long made = (Long) anonymous.json().get("id");
    assertThat(owner.withoutOwner().header("X-Owner", secret).post("api/games/" + made + "/move",
        Map.of("move", "a1-c1")).status()).isEqualTo(200);
    assertThat(owner.get("api/games/" + made).body()).doesNotContain(secret);
  }

  @Test
  void theOtherBrowserHearsOfAMoveWithinASecond() throws Exception {
    Friends game = friends();
    try (Events events = new Events(PLAYGROUND.server().url().resolve(game.game() + "/events"))) {
      String game1 = "{\"game\": " + game.id() + ", ";
      assertThat(events.next()).isEqualTo(game1 + "\"ply\": 0, \"plies\": 0}");
      long start = System.nanoTime();
      assertThat(game.first().post(game.game() + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
      assertThat(events.next()).isEqualTo(game1 + "\"ply\": 1, \"plies\": 1}");
      assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(1_000);
      game.first().post(game.game() + "/undo", "{}");
      assertThat(events.next()).isEqualTo(game1 + "\"ply\": 0, \"plies\": 1}"); // one move to redo
      // Deleting the game ends its streams.
      assertThat(game.second().method("DELETE", game.game()).status()).isEqualTo(202);
      assertThat(events.nextOf("seats")).isEqualTo("{\"game\": " + game.id() + "}"); // the other seat learns it
      assertThat(game.first().method("DELETE", game.game()).status()).isEqualTo(204);
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
        assertThat(events.next()).endsWith("\"ply\": 0, \"plies\": 0}");
        assertThat(own.openEventStreams()).isEqualTo(1);
        own.close();
        assertThat(events.next()).isNull(); // the end of the stream, well before the 5 s read timeout
      }
    } finally {
      own.close();
    }
  }

  @Test
  void aHotSeatGameIsDeletedByItsOwner() {
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
      return nextOf("update");
    }

    /** The next data of an event of this type, or null when the stream ends. */
    String nextOf(String type) throws IOException {
      String event = null;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (line.startsWith("event: ")) {
          event = line.substring("event: ".length());
        } else if (line.startsWith("data: ") && type.equals(event)) {
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
