package io.github.boardrules.study;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A match as a study task: two bot levels of a configured game, the number of games, the seed and
 * the ply cap, in a form that travels to Spark's executors (the game by its text). Its {@link
 * #runner} is the core's {@link MatchRunner} with the bots {@code match} makes (the level with the
 * game's seed, one thread, no time budget), so any game of it plays the same everywhere.
 *
 * <pre>{@code
 * MatchSpec spec = new MatchSpec("nim(rows=3,columns=5)", 2, 4, 100, 1, 1_000);
 * List<GameResult> all = spec.runner(2).play(List.of());   // on one machine, two threads
 * }</pre>
 *
 * @param game the configured game's text
 * @param levelA bot A's level
 * @param levelB bot B's level
 * @param games the number of games
 * @param seed the match seed
 * @param plyCap the ply cap of a game
 */
public record MatchSpec(String game, int levelA, int levelB, int games, long seed, int plyCap)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The catalogue's games by text, made once per JVM (an executor plays many shards). */
  private static final Map<String, ConfiguredGame<?, ?>> GAMES = new ConcurrentHashMap<>();

  /**
   * Checks the numbers.
   *
   * @param game see the record
   * @param levelA see the record
   * @param levelB see the record
   * @param games see the record
   * @param seed see the record
   * @param plyCap see the record
   * @throws IllegalArgumentException if a level, the games or the ply cap is below 1
   */
  public MatchSpec {
    if (levelA < 1 || levelB < 1 || games < 1 || plyCap < 1) {
      throw new IllegalArgumentException("levels " + levelA + " and " + levelB + ", " + games
          + " games, ply cap " + plyCap + ": each must be 1 or more");
    }
  }

  /**
   * Returns the configured game, read by the catalogue once per JVM.
   *
   * @param text a configured game's text
   * @return the game
   * @throws io.github.boardrules.core.TextParseException if the text names no game of the catalogue
   */
  static ConfiguredGame<?, ?> game(String text) {
    return GAMES.computeIfAbsent(text, t -> GameCatalog.load().game(t));
  }

  /**
   * Returns a game's text with its random setup named: a game whose text leaves out the seed of a
   * random setup ({@code tzaar}) would draw one in every JVM (each Spark executor, each run), so
   * the study gives it the study's seed ({@code tzaar(seed=1)}), the same everywhere. Other texts
   * are returned as written.
   *
   * <pre>{@code
   * MatchSpec.setupSeeded("tzaar", 1);   // "tzaar(seed=1)"
   * MatchSpec.setupSeeded("nim", 1);     // "nim"
   * }</pre>
   *
   * @param text a configured game's text
   * @param seed the study's seed
   * @return the text, with {@code seed=} when the catalogue would draw one
   * @throws IllegalArgumentException if the seed is outside the setup option's range
   */
  static String setupSeeded(String text, long seed) {
    ConfiguredGame<?, ?> drawn = GameCatalog.load().game(text);
    List<GameOption> options = drawn.config().options();
    GameOption seedOption = options.stream().filter(o -> o.name().equals(SETUP_SEED)).findFirst().orElse(null);
    if (seedOption == null || drawn.config().value(SETUP_SEED).isEmpty()
        || GameConfig.parse(text, options).value(SETUP_SEED).isPresent()) {
      return text; // no random setup, or one the text names
    }
    if (seed < seedOption.min() || seed > seedOption.max()) {
      throw new IllegalArgumentException("--seed " + seed + " also seeds the random setup of " + text
          + ", whose seeds are " + seedOption.min() + " to " + seedOption.max() + "; give another --seed, or the"
          + " setup's own seed in the game text, such as " + GameConfig.parse(text, options).with(SETUP_SEED, "7"));
    }
    return GameConfig.parse(text, options).with(SETUP_SEED, Long.toString(seed)).toString();
  }

  /** The catalogue option that names a random setup. */
  private static final String SETUP_SEED = "seed";

  /**
   * Returns the match runner of this match.
   *
   * @param threads the runner's threads, 1 or more
   * @return the runner
   */
  public MatchRunner<?, ?> runner(int threads) {
    return runner(game(game), threads);
  }

  private <S, M> MatchRunner<S, M> runner(ConfiguredGame<S, M> configured, int threads) {
    int[] levels = {levelA, levelB};
    for (int level : levels) {
      if (level > configured.levels().size()) {
        throw new IllegalArgumentException(configured + " has levels 1 to " + configured.levels().size()
            + ", not " + level);
      }
    }
    return MatchRunner.builder(configured.rules(),
            s -> Bots.of(configured, BotSettings.level(levelA).seed(s)),
            s -> Bots.of(configured, BotSettings.level(levelB).seed(s)))
        .games(games).seed(seed).plyCap(plyCap).threads(threads).build();
  }
}
