package io.github.boardrules.learning.selfplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Prediction;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What format 3 adds, on positions whose values are known by hand: the search's root value and
 * the Q of the move played, the truncation flag, the games' seeds and starts, the run's settings,
 * a setup per game for TZAAR; and a file of format 2 still read.
 */
class SelfPlayFormat3Test {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @TempDir Path dir;

  /**
   * Heap Nim with heaps 1 and 1, normal play: the first player takes one ball, the second takes the
   * last and wins. Every simulation from the start ends in the second player's win, so the root's
   * value and the Q of either move are exactly −1 for the first player; at ply 1 the only move
   * wins at once: +1 for the second player.
   */
  @Test
  void theSearchValuesOfAHandSolvedNimAreExactWithTheMoversSign() throws IOException {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-1)");
    SelfPlay<?, ?> run = SelfPlay.builder(game).simulations(25).seed(3).build();
    SelfPlayData data = SelfPlayData.read(write(run, 0, 5));
    assertThat(data.size()).isEqualTo(10);
    for (int i = 0; i < data.size(); i++) {
      float expected = data.ply(i) == 0 ? -1f : 1f;
      assertThat(data.rootValue(i)).as("position %d", i).isEqualTo(expected);
      assertThat(data.actionQ(i)).as("position %d", i).isEqualTo(expected);
      assertThat(data.outcome(i)).as("position %d", i).isEqualTo(expected);
    }
    List<SelfPlayGame> games = data.games();
    assertThat(games).hasSize(5);
    for (int g = 0; g < 5; g++) {
      assertThat(games.get(g)).isEqualTo(
          new SelfPlayGame(g, 2 * g, 2, MatchRunner.gameSeed(3, g), false, "1,1 1"));
    }
    assertThat(data.settings()).contains(run.settings());
    assertThat(run.settings().game()).isEqualTo("heapnim(heaps=1-1)");
  }

  /**
   * Heaps 1, 2 and 3 take three moves at least (a move empties at most one heap): a cap of 2 cuts
   * every game. With a cap of 3 a game is cut exactly when its three moves did not end it.
   */
  @Test
  void aGameCutAtThePlyCapIsFlaggedAndOneEndingOnTheCapIsNot() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    SelfPlayData cut = SelfPlay.builder(game).simulations(10).seed(1).plyCap(2).build().play(0, 6);
    assertThat(cut.games()).hasSize(6).allSatisfy(g -> {
      assertThat(g.truncated()).isTrue();
      assertThat(g.positions()).isEqualTo(2);
    });
    for (int i = 0; i < cut.size(); i++) {
      assertThat(cut.outcome(i)).isZero();
    }
    SelfPlayData whole = SelfPlay.builder(game).simulations(10).seed(1).build().play(0, 6);
    assertThat(whole.games()).allSatisfy(g -> assertThat(g.truncated()).isFalse());
    for (int i = 0; i < whole.size(); i++) {
      assertThat(whole.outcome(i)).isIn(1f, -1f);
    }
    SelfPlayData three = SelfPlay.builder(game).simulations(10).seed(1).plyCap(3).build().play(0, 40);
    Set<Boolean> seen = new HashSet<>();
    for (SelfPlayGame g : three.games()) {
      boolean over = replay(game, three, g).over();
      assertThat(g.truncated()).as("game %d", g.index()).isEqualTo(!over);
      seen.add(g.truncated());
    }
    assertThat(seen).as("40 games with sampled moves both end on the cap and are cut").containsExactly(false, true);
  }

  private record Replayed(boolean over) {}

  private static <S, M> Replayed replay(ConfiguredGame<S, M> game, SelfPlayData data, SelfPlayGame g) {
    Rules<S, M> rules = game.rules();
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    S state = game.positions().decode(g.start());
    for (int i = g.firstPosition(); i < g.firstPosition() + g.positions(); i++) {
      assertThat(data.observation(i)).containsExactly(encoding.observation(state));
      state = rules.play(state, encoding.move(state, data.action(i)));
    }
    return new Replayed(!rules.status(state).isOngoing());
  }

  /**
   * {@code tzaar} is configured with a drawn setup seed (such as {@code tzaar(seed=1234)}); self-play draws a
   * setup per game instead, records the game without the seed and each start, and the start is the
   * position the game's first observation shows.
   */
  @Test
  void tzaarGamesStartFromTheirOwnRandomSetupsUnlessTheSetupIsFixed() {
    ConfiguredGame<?, ?> game = CATALOG.game("tzaar");
    assertThat(game.config().value("seed")).isPresent();
    SelfPlayData data = SelfPlay.builder(game).simulations(2).plyCap(1).seed(9).build().play(0, 3);
    assertThat(data.game()).isEqualTo("tzaar");
    assertThat(data.settings().orElseThrow().setupPerGame()).isTrue();
    List<SelfPlayGame> games = data.games();
    assertThat(games).hasSize(3);
    assertThat(games.stream().map(SelfPlayGame::start).distinct()).hasSize(3);
    for (SelfPlayGame g : games) {
      replay(game, data, g); // the first observation is that of the start text's position
    }
    SelfPlayData again = SelfPlay.builder(CATALOG.game("tzaar")).simulations(2).plyCap(1).seed(9).build().play(0, 3);
    assertThat(again).as("the same seed, another configured seed: the same data").isEqualTo(data);

    ConfiguredGame<?, ?> fixed = CATALOG.game("tzaar(seed=42)");
    SelfPlayData one = SelfPlay.builder(fixed).simulations(2).plyCap(1).setupPerGame(false).build().play(0, 2);
    assertThat(one.game()).isEqualTo("tzaar(seed=42)");
    assertThat(one.settings().orElseThrow().setupPerGame()).isFalse();
    assertThat(one.games()).extracting(SelfPlayGame::start)
        .containsOnly(positionText(fixed));
  }

  private static <S, M> String positionText(ConfiguredGame<S, M> game) {
    return game.positions().encode(game.rules().initialState());
  }

  @Test
  void theSettingsAreRecordedAndReadBackFromTheirJson() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    SelfPlay<?, ?> run = SelfPlay.builder(game).simulations(12).cPuct(2).dirichletNoise(0.5, 0.125).samplingPlies(3)
        .plyCap(77).seed(-4).threads(2).build();
    SelfPlaySettings settings = run.settings();
    assertThat(settings).isEqualTo(new SelfPlaySettings("heapnim(heaps=1-2-3)", 12, 2.0, 0.5, 0.125, 3, 77, -4,
        "UniformEvaluator[one random playout, plyCap=77]", false, 1, SelfPlaySettings.NO_FIRST_PLAY_URGENCY, 0, 0));
    assertThat(settings.toJson()).isEqualTo("{\"game\":\"heapnim(heaps=1-2-3)\",\"simulations\":12,\"c_puct\":2.0,"
        + "\"dirichlet_alpha\":0.5,\"dirichlet_epsilon\":0.125,\"sampling_plies\":3,\"ply_cap\":77,\"seed\":-4,"
        + "\"evaluator\":\"UniformEvaluator[one random playout, plyCap=77]\",\"setup_per_game\":false,"
        + "\"leaf_batch\":1,\"first_play_urgency\":-1.0,\"random_opening\":0,\"child_value_policy\":0.0}");
    assertThat(SelfPlaySettings.fromJson(settings.toJson())).isEqualTo(settings);
    assertThat(SelfPlaySettings.fromJson(" { \"setup_per_game\" : true, \"evaluator\" : \"a\\u00e9\\n\", \"seed\" : 1,"
        + " \"ply_cap\" : 2, \"sampling_plies\" : 0, \"dirichlet_epsilon\" : 0, \"dirichlet_alpha\" : 1e-2,"
        + " \"c_puct\" : 0.5, \"simulations\" : 3, \"game\" : \"nim\", \"leaf_batch\" : 4,"
        + " \"first_play_urgency\" : 0.25 } "))
        .isEqualTo(new SelfPlaySettings("nim", 3, 0.5, 0.01, 0, 0, 2, 1, "aé\n", true, 4, 0.25, 0, 0));
    assertThatThrownBy(() -> SelfPlaySettings.fromJson(settings.toJson().replace("\"simulations\":12", "\"simulations\":\"12\"")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("\"simulations\" is 12, not a whole number");

    // A lambda evaluator's text changes from run to run: it is recorded by a name that does not.
    SelfPlay<?, ?> lambda = SelfPlay.builder(CATALOG.game("heapnim(heaps=1-2-3)"))
        .evaluator((state, legal, random) -> Prediction.uniform(game.encoding().orElseThrow().actionCount(), 0))
        .build();
    assertThat(lambda.settings().evaluator()).isEqualTo("unnamed evaluator");
    assertThat(SelfPlay.builder(game).evaluatorName("net-7.onnx").build().settings().evaluator())
        .isEqualTo("net-7.onnx");
  }

  /**
   * A file of format 2, written by the code of commit 16d496d (before format 3) with {@code
   * SelfPlay.builder(heapnim(heaps=1-2-3)).simulations(16).seed(11).plyCap(4).build().write(0, 6,
   * file)}: 22 positions. Read now, its positions replay from the start, and what format 3 adds is
   * absent: NaN values, no games, no settings.
   */
  @Test
  void aFileOfFormat2IsStillReadWithoutWhatFormat3Adds() throws IOException {
    SelfPlayData data;
    try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("format2-heapnim.npz"))) {
      data = SelfPlayData.readFrom(in, "format2-heapnim.npz");
    }
    assertThat(data.formatVersion()).isEqualTo(2);
    assertThat(data.game()).isEqualTo("heapnim(heaps=1-2-3)");
    assertThat(data.size()).isEqualTo(22);
    assertThat(data.settings()).isEmpty();
    assertThat(data.games()).isEmpty();
    ConfiguredGame<?, ?> game = CATALOG.game(data.game());
    assertThat(data.observationShape()).containsExactly(game.encoding().orElseThrow().observationShape());
    int games = 0;
    for (int i = 0; i < data.size(); i++) {
      assertThat(data.rootValue(i)).isNaN();
      assertThat(data.actionQ(i)).isNaN();
      if (data.ply(i) == 0) {
        games++;
        checkGame(game, data, i);
      }
    }
    assertThat(games).isEqualTo(6);
    SelfPlayData read = data;
    assertThatThrownBy(() -> read.write(dir.resolve("again.npz")))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("format 2");
  }

  /** Replays one game of format-2 data from the game's start: the positions, masks and outcomes agree. */
  private static <S, M> void checkGame(ConfiguredGame<S, M> game, SelfPlayData data, int first) {
    Rules<S, M> rules = game.rules();
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    S state = rules.initialState();
    List<S> states = new java.util.ArrayList<>();
    int i = first;
    for (; i < data.size() && data.gameIndex(i) == data.gameIndex(first); i++) {
      assertThat(data.ply(i)).isEqualTo(i - first);
      assertThat(data.observation(i)).containsExactly(encoding.observation(state));
      assertThat(data.legalActions(i)).containsExactly(encoding.legalActions(state));
      states.add(state);
      state = rules.play(state, encoding.move(state, data.action(i)));
    }
    assertThat(i - first).isBetween(1, 4); // the ply cap was 4
    double[] returns = encoding.returns(state); // 0 for a game still going: cut at the cap
    for (int k = 0; k < states.size(); k++) {
      assertThat(data.outcome(first + k))
          .isEqualTo((float) returns[rules.toMove(states.get(k)).ordinal()]);
    }
  }

  private Path write(SelfPlay<?, ?> run, int from, int to) throws IOException {
    Path file = dir.resolve("run.npz");
    run.write(from, to, file);
    return file;
  }
}
