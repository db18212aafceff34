package io.github.boardrules.pikkpakk.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourEvaluation;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import io.github.boardrules.pikkpakk.pushfour.PushFourSvg;
import java.util.List;

/** Push-four in the catalogue as {@code pushfour}: {@code pushfour(plyLimit=100)}. */
@API(status = INTERNAL, since = "0.1.0")
public final class PushFourGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta: about a second of CPU a move on the 2-core
   * build machine, with the evaluation's threats (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_NODES = 3_000_000;

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 30_000;

  private static final List<GameOption> OPTIONS = List.of(GameOption.plyLimit());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public PushFourGame() {}

  @Override
  public String name() {
    return "pushfour";
  }

  @Override
  public String title() {
    return "Push-four";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<PushFourState, PushFourMove> configure(GameConfig config) {
    PushFour.Builder builder = PushFour.builder();
    builder.drawOptions(config.drawOptions());
    PushFour rules = builder.build();
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(PushFourState::render)
        .pictures((state, last) -> last == null ? PushFourSvg.render(rules, state) : PushFourSvg.render(rules, state, last))
        .evaluation(PushFourEvaluation.standard())
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: alpha-beta beat Monte-Carlo (measured: docs/bots.md).
        .level(BotLevel.alphaBetaNodes(5, "best", TOP_LEVEL_NODES))
        .playout(rules::randomPlayout)
        .hash(PushFourState::positionHash)
        .clicks(PushFourSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
