package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.core.catalog.MoveInput;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A random game of every catalogue game played through the HTTP API, the moves chosen among the
 * library's own legal moves (a session of the test's own, from the server's record) and sent as
 * notation or as clicks; after every move the server's log, turn and status must be the library's.
 */
class ApiGamesTest {
  private static final int PLY_CAP = 40;

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));

  @Test
  void theCatalogueListsEveryGameWithItsOptionsAndLevels() {
    GameCatalog catalog = GameCatalog.load();
    Map<String, Object> answer = PLAYGROUND.api().get("api/catalog").json();
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> games = (List<Map<String, Object>>) answer.get("games");
    assertThat(games).extracting(g -> g.get("name")).containsExactlyElementsOf(catalog.names());
    for (Map<String, Object> entry : games) {
      GameProvider provider = catalog.provider((String) entry.get("name")).orElseThrow();
      assertThat((List<?>) entry.get("options")).hasSameSizeAs(provider.options());
      @SuppressWarnings("unchecked")
      Map<String, Object> defaults = (Map<String, Object>) entry.get("defaults");
      ConfiguredGame<?, ?> game = provider.configure(provider.defaults());
      assertThat((List<?>) defaults.get("levels")).hasSameSizeAs(game.levels());
      assertThat(defaults.get("solo")).isEqualTo(game.isSolo());
    }
  }

  @Test
  void aRandomGameOfEveryCatalogueGamePlaysThroughTheApi() {
    int moves = 0;
    List<String> names = GameCatalog.load().names();
    for (String name : names) {
      moves += play(name, 2_027L + name.hashCode());
    }
    assertThat(moves).as("moves checked over the %d games %s", names.size(), names).isGreaterThan(100);
  }

  private static int play(String gameText, long seed) {
    Map<String, Object> created = PLAYGROUND.api().post("api/games", Map.of("game", gameText)).json();
    long id = (Long) created.get("id");
    String path = "api/games/" + id;
    ConfiguredGame<?, ?> game = GameCatalog.load().game((String) created.get("game"));
    return playLocally(game, PLAYGROUND.api().get(path + "/record").body(), path, seed);
  }

  private static <S, M> int playLocally(ConfiguredGame<S, M> game, String record, String path, long seed) {
    GameSession<S, M> local = GameSession.fromRecord(game, record); // the server's start, a random setup too
    SplittableRandom random = new SplittableRandom(seed);
    String where = game.config() + " (" + path + ", seed " + seed + ")";
    int played = 0;
    while (local.status().isOngoing() && local.ply() < PLY_CAP) {
      List<M> legal = local.legalMoves();
      M move = legal.get(random.nextInt(legal.size()));
      String text = game.notation().format(move);
      ApiClient.Answer answer;
      if (random.nextBoolean()) {
        answer = PLAYGROUND.api().post(path + "/move", Map.of("move", text));
      } else {
        MoveInput<S, M> input = local.moveInput();
        List<String> clicks = input.clicks(move);
        List<String> sent = new ArrayList<>();
        answer = null;
        for (String point : clicks) {
          sent.add(point);
          answer = PLAYGROUND.api().post(path + "/click", Map.of("points", sent));
          assertThat(answer.status()).as(where + " clicks " + sent + ": " + answer.body()).isEqualTo(200);
          if (sent.size() < clicks.size()) {
            assertThat(answer.strings("targets")).as(where + " targets after " + sent)
                .containsExactlyElementsOf(input.after(sent).nextPoints());
            assertThat(answer.json()).doesNotContainKey("played");
          }
        }
      }
      assertThat(answer.status()).as(where + " " + text + ": " + answer.body()).isEqualTo(200);
      local.play(move);
      played++;
      Map<String, Object> view = answer.json();
      assertThat(view.get("played")).as(where).isEqualTo(text);
      assertThat(answer.moves()).extracting(m -> m.get("move")).as(where)
          .containsExactlyElementsOf(local.moveTexts());
      assertThat(view.get("toMove")).as(where).isEqualTo(local.toMove().name());
      @SuppressWarnings("unchecked")
      Map<String, Object> status = (Map<String, Object>) view.get("status");
      assertThat(status.get("kind")).as(where).isEqualTo(local.status().kind().name());
      assertThat(status.get("description")).as(where).isEqualTo(local.status().description());
      List<String> targets = local.status().isOngoing() ? local.moveInput().after(List.of()).nextPoints() : List.of();
      assertThat(answer.strings("targets")).as(where).containsExactlyElementsOf(targets);
      String svg = (String) view.get("svg");
      for (String target : targets) {
        assertThat(svg).as(where + " target " + target).containsPattern(
            "data-point=\"" + java.util.regex.Pattern.quote(target) + "\" class=\"point[^\"]* target");
      }
      if (local.ply() == 6) {
        checkUndoRedoAndTimeTravel(path, local, where);
      }
    }
    assertThat(PLAYGROUND.api().get(path + "/record").body()).as(where).isEqualTo(local.writeRecord());
    return played;
  }

  /** Two moves back, one forward, a look at ply 2, then back to the end. */
  private static <S, M> void checkUndoRedoAndTimeTravel(String path, GameSession<S, M> local, String where) {
    List<String> all = local.moveTexts();
    ApiClient.Answer undone = PLAYGROUND.api().post(path + "/undo", Map.of("plies", 2));
    assertThat(undone.moves()).extracting(m -> m.get("move")).as(where).containsExactlyElementsOf(all.subList(0, 4));
    assertThat(undone.strings("redo")).as(where).containsExactlyElementsOf(all.subList(4, 6));
    ApiClient.Answer redone = PLAYGROUND.api().post(path + "/redo", "");
    assertThat(redone.moves()).extracting(m -> m.get("move")).as(where).containsExactlyElementsOf(all.subList(0, 5));
    Map<String, Object> past = PLAYGROUND.api().get(path + "?ply=2").json();
    assertThat(past.get("viewPly")).isEqualTo(2L);
    assertThat(past.get("ply")).isEqualTo(5L);
    assertThat(past.get("lastMove")).isEqualTo(all.get(1));
    assertThat((List<?>) past.get("targets")).isEmpty();
    ApiClient.Answer end = PLAYGROUND.api().post(path + "/goto", Map.of("ply", 6));
    assertThat(end.moves()).extracting(m -> m.get("move")).as(where).containsExactlyElementsOf(all);
    assertThat(end.strings("redo")).isEmpty();
  }
}
