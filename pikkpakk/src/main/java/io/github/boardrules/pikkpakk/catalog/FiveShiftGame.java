package io.github.boardrules.pikkpakk.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftEvaluation;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftSvg;
import java.util.List;

/** Five-in-a-row with shifting in the catalogue as {@code fiveshift}: {@code fiveshift(rimRemoval=true)}. */
@API(status = INTERNAL, since = "0.1.0")
public final class FiveShiftGame implements GameProvider {
  /**
   * The top level's budget: guided playouts a move, about a second of CPU a move on the 2-core
   * build machine since the guided playout runs twice as fast (2026-11-29; measured:
   * bench/results/2026-11-28-level5-one-second). The same 300,000 took 2.4 s until 2026-11-28,
   * when the budget went down to 150,000 (about 1.2 s then).
   */
  static final int TOP_LEVEL_PLAYOUTS = 300_000;

  /**
   * The playouts a move of level 4 (plain ones), about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 20_000;

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.bool("rimRemoval", false, "variant: a shift clears the balls pushed onto the rim"),
          GameOption.plyLimit());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public FiveShiftGame() {}

  @Override
  public String name() {
    return "fiveshift";
  }

  @Override
  public String title() {
    return "Five-in-a-row with shifting";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<FiveShiftState, PikkPakkMove> configure(GameConfig config) {
    FiveShift.Builder builder = FiveShift.builder().rimRemoval(config.bool("rimRemoval"));
    builder.drawOptions(config.drawOptions());
    FiveShift rules = builder.build();
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(FiveShiftState::render)
        .pictures((state, last) -> last == null ? FiveShiftSvg.render(rules, state) : FiveShiftSvg.render(rules, state, last))
        .evaluation(FiveShiftEvaluation.standard())
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: more playouts, guided, beat alpha-beta and random ones (measured: docs/bots.md).
        .level(BotLevel.mctsGuided(5, "best", TOP_LEVEL_PLAYOUTS))
        .playout(rules::randomPlayout)
        .guidedPlayout(rules::guidedPlayout)
        // Wins by threats, which level 5 plays and the hints give: forced lines too deep for the
        // playouts to see.
        .solver(rules::winByThreats)
        // Level 5 searches only the placements after which the opponent has no win by threats:
        // the playouts rarely see such a win coming.
        .topLevelMoves(rules::safeMoves)
        .hash(FiveShiftState::positionHash)
        .clicks(FiveShiftSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
