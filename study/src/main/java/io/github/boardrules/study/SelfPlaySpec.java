package io.github.boardrules.study;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.learning.selfplay.SelfPlay;
import java.io.Serializable;

/**
 * A self-play run as a study task, in a form that travels to Spark's executors: the game by its
 * text, the games, the simulations a move, the seed and the ply cap (the other settings are {@link
 * SelfPlay}'s defaults).
 *
 * <pre>{@code
 * SelfPlaySpec spec = new SelfPlaySpec("nim(rows=3,columns=5)", 100, 50, 7, 500);
 * SelfPlayData data = spec.run(threads).play(0, spec.games());   // on one machine
 * }</pre>
 *
 * @param game the configured game's text
 * @param games the number of games
 * @param simulations the simulations of each move's search
 * @param seed the run's seed
 * @param plyCap the ply cap of a game
 */
public record SelfPlaySpec(String game, int games, int simulations, long seed, int plyCap)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Checks the numbers.
   *
   * @param game see the record
   * @param games see the record
   * @param simulations see the record
   * @param seed see the record
   * @param plyCap see the record
   * @throws IllegalArgumentException if the games, simulations or ply cap is below 1
   */
  public SelfPlaySpec {
    if (games < 1 || simulations < 1 || plyCap < 1) {
      throw new IllegalArgumentException(games + " games, " + simulations + " simulations, ply cap "
          + plyCap + ": each must be 1 or more");
    }
  }

  /**
   * Returns the single-machine self-play run of these settings, on one thread.
   *
   * @param configured the configured game of {@link #game()}
   * @return the run
   */
  SelfPlay<?, ?> run(ConfiguredGame<?, ?> configured) {
    return run(configured, 1);
  }

  /**
   * Returns the single-machine self-play run of these settings.
   *
   * @param threads games played at once
   * @return the run
   */
  public SelfPlay<?, ?> run(int threads) {
    return run(MatchSpec.game(game), threads);
  }

  /**
   * The run; a game whose random setup is named by a seed ({@code tzaar}) draws a setup per game
   * unless the text names one ({@code tzaar(seed=42)}), so that every executor, which configures
   * the game from its text again, plays the same games.
   */
  private static <S, M> SelfPlay<S, M> build(ConfiguredGame<S, M> configured, SelfPlaySpec spec, int threads) {
    boolean setupNamed = configured.config().options().stream().anyMatch(o -> o.name().equals("seed"))
        && GameConfig.parse(spec.game, configured.config().options()).value("seed").isPresent();
    return SelfPlay.builder(configured).simulations(spec.simulations).seed(spec.seed).plyCap(spec.plyCap)
        .threads(threads).setupPerGame(!setupNamed).build();
  }

  private SelfPlay<?, ?> run(ConfiguredGame<?, ?> configured, int threads) {
    return build(configured, this, threads);
  }
}
