package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answered move is on disk before the answer goes out (issue 45): a server in a process of its
 * own is killed with SIGKILL while client threads play, and a new server on the same file has every
 * move that was answered, in the answered order.
 */
@Timeout(90)
class CrashTest {
  private static final int CLIENTS = 4;
  /** Moves answered before the kill, unless {@link #PLAY_MILLIS} pass first. */
  private static final int MOVES = 40;
  private static final long PLAY_MILLIS = 15_000;
  /** 128 + SIGKILL's number 9: how a shell, and Process.exitValue on Linux, report a killed process. */
  private static final int KILLED = 128 + 9;

  @TempDir
  Path dir;

  @Test
  void aServerKilledUnderLoadLosesNoAnsweredMove() throws Exception {
    Path db = dir.resolve("crash.mv.db");
    // Each game's moves as the last answer about it listed them.
    Map<Long, List<Object>> answered = new ConcurrentHashMap<>();
    AtomicInteger moves = new AtomicInteger();
    List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
    // One browser, its owner secret kept across the restart.
    ApiClient browser = new ApiClient(java.net.URI.create("http://127.0.0.1/"));
    try (ServerProcess server = ServerProcess.start("--port", "0", "--db", db.toString(), "--bot-time", "20")) {
      ApiClient api = browser.at(server.awaitAddress(30_000));
      AtomicBoolean stop = new AtomicBoolean();
      AtomicBoolean killed = new AtomicBoolean();
      List<Thread> clients = new ArrayList<>();
      for (int c = 0; c < CLIENTS; c++) {
        String game = List.of("zertz", "pylos", "tzaar", "colorfield").get(c);
        Thread client = new Thread(() -> play(api, game, stop, killed, answered, moves, failures), "crash-client-" + c);
        client.start();
        clients.add(client);
      }
      long deadline = System.currentTimeMillis() + PLAY_MILLIS;
      while (moves.get() < MOVES && System.currentTimeMillis() < deadline && failures.isEmpty()) {
        Thread.sleep(10);
      }
      // Killed while the clients are still sending: some requests are cut off, unanswered.
      killed.set(true);
      assertThat(server.kill()).as("exit code of a process killed by SIGKILL").isEqualTo(KILLED);
      stop.set(true);
      for (Thread client : clients) {
        client.join(70_000);
      }
    }
    assertThat(failures).as("wrong answers before the kill").isEmpty();
    assertThat(moves.get()).as("moves answered before the kill").isGreaterThanOrEqualTo(MOVES);

    try (ServerProcess again = ServerProcess.start("--port", "0", "--db", db.toString())) {
      ApiClient api = browser.at(again.awaitAddress(30_000));
      for (Map.Entry<Long, List<Object>> game : answered.entrySet()) {
        List<Map<String, Object>> kept = api.get("api/games/" + game.getKey()).moves();
        // Every answered move is there; a move the server kept but never answered may follow them.
        assertThat(kept.size()).as("game %d", game.getKey()).isGreaterThanOrEqualTo(game.getValue().size());
        assertThat(kept.subList(0, game.getValue().size())).as("game %d", game.getKey())
            .isEqualTo(game.getValue());
      }
    }
  }

  /** Plays bot moves on new games of one kind until stopped or the server is gone. */
  private static void play(ApiClient api, String gameText, AtomicBoolean stop, AtomicBoolean killed,
      Map<Long, List<Object>> answered,
      AtomicInteger moves, List<Throwable> failures) {
    try {
      while (!stop.get()) {
        long id = (Long) api.post("api/games", Map.of("game", gameText)).json().get("id");
        answered.put(id, List.of());
        while (!stop.get()) {
          ApiClient.Answer answer = api.post("api/games/" + id + "/bot", "{}");
          if (answer.status() == 409) {
            break; // over: a new game
          }
          assertThat(answer.status()).as(answer.body()).isEqualTo(200);
          answered.put(id, List.copyOf(answer.moves()));
          moves.incrementAndGet();
        }
      }
    } catch (AssertionError e) {
      failures.add(e);
    } catch (RuntimeException e) {
      // After the kill: the request was cut off, unanswered, so nothing is owed for it.
      if (!killed.get()) {
        failures.add(e);
      }
    }
  }
}
