package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A load test on 127.0.0.1, bounded in count and time: {@value #GAMES} games (every catalogue game
 * in turn) played at once by {@value #CLIENTS} client threads, up to {@value #PLY_CAP} random
 * legal moves each; every answer is checked against the client's own session of the library, and
 * at the end every game's log on the server must be exactly its own, so nothing was lost or mixed.
 * Larger runs: {@code -Dplayground.load.games=N -Dplayground.load.clients=N}; a run sized so (as the
 * module README's command is) prints moves per second and latency percentiles, the README's figures.
 */
class LoadTest {
  private static final int GAMES = 300;
  private static final int CLIENTS = 16;
  private static final int PLY_CAP = 12;

  @TempDir
  Path dir;

  /** One client's game: the server's id and the client's own session. */
  private record Played(long id, GameSession<?, ?> local) {}

  @Test
  void hundredsOfGamesAtOnceAreEachPlayedExactly() throws Exception {
    int games = Integer.getInteger("playground.load.games", GAMES);
    int clients = Integer.getInteger("playground.load.clients", CLIENTS);
    List<String> names = GameCatalog.load().names();
    PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("load.mv.db"), Duration.ofMillis(50));
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    try {
      ApiClient api = new ApiClient(server.url());
      long start = System.nanoTime();
      List<Future<Played>> futures = new ArrayList<>();
      List<long[]> latencies = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        String name = names.get(g % names.size());
        long seed = 27_000L + g;
        long[] times = new long[PLY_CAP + 1];
        latencies.add(times);
        futures.add(pool.submit(() -> playOne(api, name, seed, times)));
      }
      List<Played> played = new ArrayList<>();
      for (Future<Played> future : futures) {
        played.add(future.get(120, TimeUnit.SECONDS));
      }
      double seconds = (System.nanoTime() - start) / 1e9;

      // Nothing lost or mixed: every game on the server is exactly the client's.
      assertThat(played).extracting(Played::id).doesNotHaveDuplicates();
      int moves = 0;
      for (Played game : played) {
        ApiClient.Answer answer = api.get("api/games/" + game.id());
        assertThat(answer.moves()).extracting(m -> m.get("move")).as("game " + game.id())
            .containsExactlyElementsOf(game.local().moveTexts());
        moves += game.local().ply();
      }
      // The list, in pages of 200, has every game once, each with its ply.
      Map<Object, Object> listedPlies = new java.util.HashMap<>();
      for (int offset = 0; offset < games; offset += 200) {
        Map<String, Object> page = api.get("api/games?offset=" + offset + "&limit=200").json();
        assertThat(page.get("total")).isEqualTo((long) games);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> listed = (List<Map<String, Object>>) page.get("games");
        for (Map<String, Object> game : listed) {
          assertThat(listedPlies.put(game.get("id"), game.get("ply"))).isNull();
        }
      }
      assertThat(listedPlies).hasSize(games);
      for (Played game : played) {
        assertThat(listedPlies.get(game.id())).as("game " + game.id()).isEqualTo((long) game.local().ply());
      }

      long[] all = latencies.stream().flatMapToLong(Arrays::stream).filter(t -> t > 0).sorted().toArray();
      assertThat(all).hasSize(moves + games); // a creation and each move
      if (sizedOnTheCommandLine()) { // a measurement; in the normal build the checks above are the point
        System.out.printf(Locale.ROOT,
            "load: %d games (%d clients), %d moves + %d creations in %.1f s: %.0f moves/s; latency p50 %.1f ms,"
                + " p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
            games, clients, moves, games, seconds, moves / seconds, percentile(all, 50), percentile(all, 95),
            percentile(all, 99), all[all.length - 1] / 1e6);
      }
    } finally {
      pool.shutdownNow();
      server.close();
    }
  }

  private static Played playOne(ApiClient api, String name, long seed, long[] times) {
    long t0 = System.nanoTime();
    ApiClient.Answer created = api.post("api/games", Map.of("game", name));
    times[0] = System.nanoTime() - t0;
    assertThat(created.status()).as(created.body()).isEqualTo(201);
    long id = (Long) created.json().get("id");
    ConfiguredGame<?, ?> game = GameCatalog.load().game((String) created.json().get("game"));
    GameSession<?, ?> local = play(api, game, id, api.get("api/games/" + id + "/record").body(), seed, times);
    return new Played(id, local);
  }

  private static <S, M> GameSession<S, M> play(ApiClient api, ConfiguredGame<S, M> game, long id, String record,
      long seed, long[] times) {
    GameSession<S, M> local = GameSession.fromRecord(game, record);
    SplittableRandom random = new SplittableRandom(seed);
    while (local.status().isOngoing() && local.ply() < PLY_CAP) {
      List<M> legal = local.legalMoves();
      M move = legal.get(random.nextInt(legal.size()));
      String text = game.notation().format(move);
      long t0 = System.nanoTime();
      ApiClient.Answer answer = api.post("api/games/" + id + "/move", Map.of("move", text));
      times[local.ply() + 1] = System.nanoTime() - t0;
      assertThat(answer.status()).as(game.config() + " game " + id + " " + text + ": " + answer.body()).isEqualTo(200);
      local.play(move);
      Map<String, Object> view = answer.json();
      assertThat(view.get("id")).isEqualTo(id);
      assertThat(answer.moves()).extracting(m -> m.get("move")).as("game " + id)
          .containsExactlyElementsOf(local.moveTexts());
      assertThat(view.get("toMove")).isEqualTo(local.toMove().name());
    }
    return local;
  }

  /** Whether the run was sized with -Dplayground.load.games or -Dplayground.load.clients. */
  private static boolean sizedOnTheCommandLine() {
    return System.getProperty("playground.load.games") != null
        || System.getProperty("playground.load.clients") != null;
  }

  private static double percentile(long[] sorted, int p) {
    int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, index)] / 1e6;
  }
}
