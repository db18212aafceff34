package io.github.boardrules.pylos.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosEvaluation;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.PylosSvg;
import java.util.List;
import java.util.Locale;

/**
 * Pylos in the catalogue as {@code pylos}: {@code pylos(ruleSet=mature,repetitionDraw=3)}, every
 * option of {@link Pylos.Builder}; {@code plyLimit} and {@code repetitionDraw} are its {@link
 * Pylos.Builder#drawOptions draw options}.
 *
 * <p>A {@link io.github.boardrules.pylos.solve.PylosTable} file of the configured rule set (written by
 * the CLI's {@code solve --table}) is given with {@code game.withTable(file)}: the top level then
 * plays the table's moves ({@link io.github.boardrules.pylos.solve.PerfectPylosBot#of(
 * io.github.boardrules.pylos.solve.PylosTable, io.github.boardrules.core.bots.Bot)} does the same
 * outside the catalogue) and the hint gives the table's value, "in n plies" from a children's
 * table, "within n plies" (a bound) from a standard or mature one.
 *
 * <p>Without a table, the game's solver ({@code PylosEndgameHints}) gives the exact value of
 * endgames, positions with few balls left in the reserves, by retrograde analysis: the hint says
 * "WIN in n plies" there and the top level plays the proven move.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosGame implements GameProvider {
  /**
   * The top level's budget: playouts a move, about a second of CPU a move on the 2-core build
   * machine (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_PLAYOUTS = 250_000;

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 25_000;

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.choice("ruleSet", "standard", List.of("children", "standard", "mature"),
              "the children's game, the standard game, or the mature game"),
          GameOption.bool("raiseWithEmptyReserve", false,
              "a player with an empty reserve may still raise a ball (Board Game Arena's reading) instead of losing"),
          GameOption.plyLimit(),
          GameOption.repetitionDraw());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public PylosGame() {}

  @Override
  public String name() {
    return "pylos";
  }

  @Override
  public String title() {
    return "Pylos";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<PylosState, PylosMove> configure(GameConfig config) {
    Pylos.Builder builder = Pylos.builder()
        .ruleSet(PylosRuleSet.valueOf(config.text("ruleSet").orElseThrow().toUpperCase(Locale.ROOT)))
        .raiseWithEmptyReserve(config.bool("raiseWithEmptyReserve"))
        .drawOptions(config.drawOptions());
    Pylos rules = builder.build();
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(PylosState::diagram)
        .pictures((state, last) -> last == null ? PylosSvg.render(rules, state) : PylosSvg.render(rules, state, last))
        .evaluation(PylosEvaluation.of(rules))
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: more playouts beat alpha-beta (measured: docs/bots.md).
        .level(BotLevel.mcts(5, "best", TOP_LEVEL_PLAYOUTS))
        .playout(rules::randomPlayout)
        .hash(PylosState::positionHash)
        .solver(PylosEndgameHints.of(rules))
        .tableReader(file -> PylosTableHints.open(rules, file))
        .clicks(PylosSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
