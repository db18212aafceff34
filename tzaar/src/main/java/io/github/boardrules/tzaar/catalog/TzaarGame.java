package io.github.boardrules.tzaar.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarEvaluation;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarSetup;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.tzaar.TzaarSvg;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;

/**
 * TZAAR in the catalogue as {@code tzaar}: {@code tzaar(setup=fixed)}, {@code
 * tzaar(setup=tournament)}, or the random setup of the rules text, {@code tzaar(seed=7)}.
 *
 * <p><b>Decision (ours):</b> a random setup is named by its seed, so that a name is one game. A
 * random setup without a seed ({@code tzaar}) draws one; the configured game's text then holds it
 * ({@code tzaar(seed=1234)}), and so do its records.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta: about a second of CPU a move on the 2-core
   * build machine (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_NODES = 2_500_000;

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 8_000;

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.choice("setup", "random", List.of("random", "fixed", "tournament"),
              "random (the rules text's), the fixed standard position, or the tournament's placement phase"),
          GameOption.optionalInteger("seed", 0, Integer.MAX_VALUE,
              "the random setup's seed; drawn when not given"));

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public TzaarGame() {}

  @Override
  public String name() {
    return "tzaar";
  }

  @Override
  public String title() {
    return "TZAAR";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<TzaarState, TzaarMove> configure(GameConfig config) {
    TzaarSetup setup = TzaarSetup.valueOf(config.text("setup").orElseThrow().toUpperCase(Locale.ROOT));
    Tzaar.Builder builder = Tzaar.builder().setup(setup);
    GameConfig named = config;
    if (config.optionalInteger("seed").isPresent()) {
      builder.seed(config.optionalInteger("seed").getAsInt());
    } else if (setup == TzaarSetup.RANDOM) {
      int drawn = new SecureRandom().nextInt(Integer.MAX_VALUE);
      builder.seed(drawn);
      named = config.with("seed", Integer.toString(drawn));
    }
    Tzaar rules = builder.build();
    return ConfiguredGame.builder(named, title(), rules, rules.notation(), rules.positions())
        .diagram(TzaarState::diagram)
        .pictures((state, last) -> last == null ? TzaarSvg.render(rules, state) : TzaarSvg.render(rules, state, last))
        .evaluation(TzaarEvaluation.standard())
        .playout(rules::randomPlayout)
        .hash(TzaarState::positionHash)
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: alpha-beta beat Monte-Carlo at equal time, and its deeper late-move
        // reductions beat one-ply reductions (measured: docs/bots.md).
        .level(BotLevel.alphaBetaNodesDeepReductions(5, "best", TOP_LEVEL_NODES))
        .clicks(TzaarSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
