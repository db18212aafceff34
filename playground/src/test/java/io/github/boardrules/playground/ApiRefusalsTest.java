package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every refusal is a 4xx with {"error": "..."} whose message is the library's own where the
 * library refuses (computed here by calling the library), never a stack trace.
 */
class ApiRefusalsTest {
  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static final GameCatalog CATALOG = GameCatalog.load();

  private static void assertRefused(ApiClient.Answer answer, int status, String message) {
    assertThat(answer.status()).as(answer.body()).isEqualTo(status);
    assertThat(answer.json()).containsOnlyKeys("error");
    assertThat(answer.error()).isEqualTo(message);
    assertThat(answer.body()).doesNotContain("\tat ").doesNotContain("Exception");
  }

  private static String nimGame() {
    return "api/games/" + PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id");
  }

  @Test
  void anUnknownGameIsRefusedWithTheCataloguesMessage() {
    String expected = catchThrowable(() -> CATALOG.game("chess")).getMessage();
    assertThat(expected).contains("unknown game \"chess\"");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "chess")), 400, expected);
    String badOption = catchThrowable(() -> CATALOG.game("zertz(board=50)")).getMessage();
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "zertz(board=50)")), 400, badOption);
    assertRefused(PLAYGROUND.api().get("api/catalog/levels?game=chess"), 400, expected);
  }

  @Test
  void aMalformedMoveGetsTheNotationsMessage() {
    String game = nimGame();
    String expected = catchThrowable(() -> CATALOG.game("nim").notation().parse("a9x")).getMessage();
    assertRefused(PLAYGROUND.api().post(game + "/move", Map.of("move", "a9x")), 400, expected);
  }

  @Test
  void anIllegalMoveGetsTheRulesReason() {
    String game = nimGame();
    assertThat(PLAYGROUND.api().post(game + "/move", Map.of("move", "a1")).status()).isEqualTo(200);
    GameSession<?, ?> local = GameSession.start(CATALOG.game("nim"));
    local.play("a1");
    String expected = catchThrowable(() -> local.play("a1-b1")).getMessage();
    assertThat(expected).startsWith("Illegal move a1-b1: ");
    assertRefused(PLAYGROUND.api().post(game + "/move", Map.of("move", "a1-b1")), 422, expected);
    // Nothing changed: the refused move is not in the log.
    assertThat(PLAYGROUND.api().get(game).moves()).extracting(m -> m.get("move")).containsExactly("a1");
  }

  @Test
  void aRefusedClickGetsTheInputsReason() {
    String game = nimGame();
    ConfiguredGame<?, ?> nim = CATALOG.game("nim");
    String expected = refusal(nim, List.of("a1", "c1"));
    assertThat(expected).startsWith("No legal move of ");
    assertRefused(PLAYGROUND.api().post(game + "/click", Map.of("points", List.of("a1", "c1"))), 422, expected);
    assertRefused(PLAYGROUND.api().post(game + "/click", Map.of("points", List.of("z9"))), 422, refusal(nim, List.of("z9")));
  }

  private static <S, M> String refusal(ConfiguredGame<S, M> game, List<String> clicks) {
    return game.moveInput(game.rules().initialState()).after(clicks).reason().orElseThrow();
  }

  @Test
  void aMoveForAFinishedGameIsAConflict() {
    Map<String, Object> created = PLAYGROUND.api().post("api/games", Map.of("game", "nim(rows=1,columns=1)")).json();
    String game = "api/games/" + created.get("id");
    Map<String, Object> over = PLAYGROUND.api().post(game + "/move", Map.of("move", "a1")).json();
    @SuppressWarnings("unchecked")
    Map<String, Object> status = (Map<String, Object>) over.get("status");
    assertThat(status.get("over")).isEqualTo(true);
    GameSession<?, ?> local = GameSession.start(CATALOG.game("nim(rows=1,columns=1)"));
    local.play("a1");
    String expected = "Game " + created.get("id") + " is over: " + local.status().description();
    assertRefused(PLAYGROUND.api().post(game + "/move", Map.of("move", "a1")), 409, expected);
    assertRefused(PLAYGROUND.api().post(game + "/click", Map.of("points", List.of("a1"))), 409, expected);
    assertRefused(PLAYGROUND.api().post(game + "/bot", "{}"), 409, expected);
    assertThat(PLAYGROUND.api().post(game + "/undo", "{}").status()).isEqualTo(200); // undo still works after the end
    assertRefused(PLAYGROUND.api().post(game + "/undo", "{}"), 409,
        "Game " + created.get("id") + " has 0 moves: cannot take back 1");
  }

  @Test
  void unknownGamesAndRoutesAreNotFound() {
    assertRefused(PLAYGROUND.api().get("api/games/999999"), 404, "No game 999999 in this playground");
    assertRefused(PLAYGROUND.api().post("api/games/999999/move", Map.of("move", "a1")), 404, "No game 999999 in this playground");
    assertRefused(PLAYGROUND.api().get("api/games/abc"), 404, "No game abc in this playground: game ids are numbers");
    assertRefused(PLAYGROUND.api().get("api/nothing"), 404, "No API /api/nothing; see docs/playground.md");
    assertRefused(PLAYGROUND.api().get("nothing.html"), 404, "No page /nothing.html here; the playground is at /");
    String game = nimGame();
    assertRefused(PLAYGROUND.api().post(game + "/fly", "{}"), 404,
        "No API /" + game + "/fly; see docs/playground.md");
  }

  /** A body of {@code length} bytes: blanks, then a new game of NIM. */
  private static byte[] blanksThenNewNim(int length) {
    byte[] body = new byte[length];
    Arrays.fill(body, (byte) ' ');
    byte[] object = "{\"game\":\"nim\"}".getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(object, 0, body, length - object.length, object.length);
    return body;
  }

  @Test
  void anOversizedBodyIsRefusedAndOneAtTheLimitIsRead() {
    ApiClient.Answer refused = PLAYGROUND.api().post("api/games", blanksThenNewNim(PlaygroundServer.MAX_BODY + 1));
    assertRefused(refused, 413, "The request body is too large: 65537 bytes, the limit is 65536 bytes");
    // The unread body ends the connection, and the answer says so: a client must not send its next
    // request on it (one that did saw it reset, under load).
    assertThat(refused.connection()).isEqualToIgnoringCase("close");
    // Exactly at the limit the body is read: blanks then an object.
    ApiClient.Answer read = PLAYGROUND.api().post("api/games", blanksThenNewNim(PlaygroundServer.MAX_BODY));
    assertThat(read.status()).isEqualTo(201);
    assertThat(read.connection()).isNotEqualToIgnoringCase("close");
  }

  @Test
  void anOversizedBodySentInChunksIsRefusedOnceItPassesTheLimit() {
    ApiClient.Answer refused = PLAYGROUND.api().postChunked("api/games", blanksThenNewNim(PlaygroundServer.MAX_BODY + 1));
    assertRefused(refused, 413,
        "The request body is too large: more than 65536 bytes (sent in chunks), the limit is 65536 bytes");
    assertThat(refused.connection()).isEqualToIgnoringCase("close");
    assertThat(PLAYGROUND.api().postChunked("api/games", blanksThenNewNim(100)).status()).isEqualTo(201);
  }

  @Test
  void aWrongMethodIsRefusedWithTheAllowedOnes() {
    ApiClient.Answer answer = PLAYGROUND.api().method("DELETE", "api/games");
    assertRefused(answer, 405, "Method DELETE is not allowed on /api/games; use GET, POST");
    assertThat(answer.allow()).isEqualTo("GET, POST");
    String game = nimGame();
    assertRefused(PLAYGROUND.api().get(game + "/move"), 405, "Method GET is not allowed on /" + game + "/move; use POST");
    assertRefused(PLAYGROUND.api().method("PUT", "api/catalog"), 405, "Method PUT is not allowed on /api/catalog; use GET");
  }

  @Test
  void malformedBodiesAreBadRequests() {
    ApiClient.Answer malformed = PLAYGROUND.api().post("api/games", "{\"game\": nim}");
    assertThat(malformed.status()).isEqualTo(400);
    // Jackson's reason, with where it found the unquoted word.
    assertThat(malformed.error()).startsWith("malformed JSON at line 1, column ").contains("'nim'");
    assertRefused(PLAYGROUND.api().post("api/games", "{}"), 400,
        "A new game needs either \"game\" (such as \"zertz(board=48)\") or \"record\" (a record text), not neither");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", 7)), 400, "game: expected a string, not 7");
    String game = nimGame();
    assertRefused(PLAYGROUND.api().post(game + "/click", Map.of("points", "a1")), 400,
        "points: the body needs an array of strings \"points\"");
    assertRefused(PLAYGROUND.api().get(game + "?ply=5"), 400, "ply: game " + game.substring(10) + " has positions 0 to 0, not 5");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "nim", "bot", Map.of("level", 99))), 400,
        "bot.level: nim has bot levels 1 to " + CATALOG.game("nim").levels().size() + ", not 99");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "nim", "bot", Map.of("level", 1, "side", "RED"))), 400,
        "bot.side: nim has the sides FIRST (FIRST) and SECOND (SECOND), not \"RED\"");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("game", "intarsia", "bot", Map.of("level", 1))), 400,
        "bot: intarsia is a puzzle for one player; it has no bot opponent");
  }

  @Test
  void aRecordWithAnIllegalMoveIsRefusedWithItsMoveNumber() {
    ConfiguredGame<?, ?> nim = CATALOG.game("nim");
    String record = "[Game \"nim\"]\n[Start \"oooo/oooo/oooo/oooo 1\"]\n\n1. a1\n2. a1\n";
    String expected = catchThrowable(() -> GameSession.fromRecord(nim, record)).getMessage();
    assertThat(expected).contains("(move 2)");
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("record", record)), 422, expected);
    String unreadable = "[Game \"chess\"]\n\n1. e4\n";
    assertRefused(PLAYGROUND.api().post("api/games", Map.of("record", unreadable)), 400,
        catchThrowable(() -> CATALOG.gameOfRecord(unreadable)).getMessage());
  }
}
