package io.github.boardrules.pikkpakk.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.PhaseLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkEvaluation;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;
import io.github.boardrules.pikkpakk.PikkPakkSvg;
import java.util.List;

/**
 * Pikk-Pakk in the catalogue as {@code pikkpakk}: {@code pikkpakk(capture=true,size=11)}, every
 * option of {@link PikkPakk.Builder}.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PikkPakkGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta: about a second of CPU a move on the 2-core
   * build machine (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_NODES = 1_500_000;

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 8_000;

  /** The playouts a placement of the joint opening's top level, while its alpha-beta cannot see the pushing. */
  static final int PLACEMENT_PLAYOUTS = 80_000;

  /** The placements left from which the joint opening's top level places by its alpha-beta again. */
  static final int PLACEMENTS_SEARCHED = 10;

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.bool("winningTieMove", false, "variant 1: a run with as many LIGHT as DARK balls may move when the move wins at once"),
          GameOption.bool("capture", false, "variant 2: runs of any length move one point, pushing a rim ball off"),
          GameOption.integer("size", 9, 9, 15, "variant 3: the board's size, odd, 9 to 15; above 9 runs move any number of points"),
          GameOption.bool("square", false, "variant 4: moves rotate whole rows and columns of the 7x7 block"),
          GameOption.bool("neutralFrame", false, "variant 5: a frame of 32 NEUTRAL balls around the block; moves rotate whole rows and columns"),
          GameOption.bool("jointOpening", false, "variant 6: the players first place their balls on the 7x7 area, LIGHT first"),
          GameOption.plyLimit(),
          GameOption.repetitionDraw());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public PikkPakkGame() {}

  @Override
  public String name() {
    return "pikkpakk";
  }

  @Override
  public String title() {
    return "Pikk-Pakk";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<PikkPakkState, PikkPakkMove> configure(GameConfig config) {
    PikkPakk.Builder builder = PikkPakk.builder()
        .winningTieMove(config.bool("winningTieMove"))
        .capture(config.bool("capture"))
        .square(config.bool("square"))
        .neutralFrame(config.bool("neutralFrame"))
        .jointOpening(config.bool("jointOpening"));
    int size = config.integer("size");
    if (size != 9) {
      builder.enlargedBoard(size);
    }
    builder.drawOptions(config.drawOptions());
    PikkPakk rules = builder.build();
    ConfiguredGame.Builder<PikkPakkState, PikkPakkMove> game =
        ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
            .diagram(PikkPakkState::render)
            .pictures((state, last) -> last == null ? PikkPakkSvg.render(rules, state) : PikkPakkSvg.render(rules, state, last))
            .evaluation(PikkPakkEvaluation.of(rules))
            .playout(rules::randomPlayout)
            .hash(PikkPakkState::positionHash)
            .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
            // The top level: alpha-beta beat Monte-Carlo at equal time (the module README's measurement).
            .level(BotLevel.alphaBetaNodes(5, "best", TOP_LEVEL_NODES))
            .clicks(PikkPakkSvg::clicks)
            .encoding(rules.encoding());
    if (rules.jointOpening()) {
      // Alpha-beta sees a few of the 48 placements and none of the pushing that they decide: the top
      // level places by Monte-Carlo, whose playouts run to the end (docs/bots.md), and searches the
      // last placements with the first pushes.
      game.topLevelPhase(new PhaseLevel<>(
          "while more than " + PLACEMENTS_SEARCHED + " balls are left to place",
          state -> rules.placementsLeft(state) > PLACEMENTS_SEARCHED,
          BotLevel.mcts(5, "best", PLACEMENT_PLAYOUTS)));
    }
    return game.build();
  }
}
