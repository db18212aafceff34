package io.github.boardrules.pikkpakk.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneEvaluation;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneSvg;
import java.util.List;
import java.util.Optional;

/**
 * Square Abalone in the catalogue as {@code squareabalone}: {@code
 * squareabalone(anyDistance=true,winAt=6)}, every option of {@link SquareAbalone.Builder} (the
 * booklet's options a to f and the joint opening).
 */
@API(status = INTERNAL, since = "0.1.0")
public final class SquareAbaloneGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta: about a second of CPU a move on the 2-core
   * build machine (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_NODES = 1_300_000;

  /**
   * The positions a move of levels 2, 3 and 4: alpha-beta, because Monte-Carlo's random playouts
   * almost never push a ball off, so that its levels played 200 plies without ending a game.
   * Level 4 takes about a tenth of the top level's time (bench/results/2026-11-28-level5-one-second).
   */
  static final int[] LOWER_LEVEL_NODES = {100, 1_000, 60_000};

  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.bool("jointOpening", false, "the players place the balls first"),
          GameOption.integer("winAt", SquareAbalone.DEFAULT_WIN_AT, 1, SquareAbalone.JOINT_OPENING_BALLS,
              "N: the opponent's balls to push off to win; at most " + SquareAbalone.STANDARD_BALLS
                  + ", or " + SquareAbalone.JOINT_OPENING_BALLS + " with the joint opening"),
          GameOption.bool("distanceByOwnBalls", false, "option a: a run may also be pushed as many points as it holds the mover's balls"),
          GameOption.bool("anyDistance", false, "option b: a run may be pushed any number of points"),
          GameOption.bool("stopOnCollision", false, "option c (needs a or b): a pushed run passes empty points only; a collision stops the push, the run touching the ball"),
          GameOption.bool("continueWithMajority", false, "option d (needs c): at a collision the balls met join the run; the push goes on while the mover has the strict majority, else stops there"),
          GameOption.bool("sidewaysMoves", false, "option e: a run of two or more own balls may move one point sideways into empty points"),
          GameOption.bool("ownBallsOff", false, "option f: a player may push his own balls off (they count for the opponent)"),
          GameOption.plyLimit());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public SquareAbaloneGame() {}

  /**
   * The rules' own count for a game a match stops at its ply cap: the game is won by pushing off
   * balls, so the one who pushed off more leads; equal counts, no leader.
   */
  static Optional<Player> leader(SquareAbaloneState state) {
    int first = state.captured(Player.FIRST);
    int second = state.captured(Player.SECOND);
    return first > second ? Optional.of(Player.FIRST)
        : second > first ? Optional.of(Player.SECOND) : Optional.empty();
  }

  @Override
  public String name() {
    return "squareabalone";
  }

  @Override
  public String title() {
    return "Square Abalone";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<SquareAbaloneState, SquareAbaloneMove> configure(GameConfig config) {
    SquareAbalone.Builder builder = SquareAbalone.builder()
        .jointOpening(config.bool("jointOpening"))
        .winAt(config.integer("winAt"))
        .distanceByOwnBalls(config.bool("distanceByOwnBalls"))
        .anyDistance(config.bool("anyDistance"))
        .stopOnCollision(config.bool("stopOnCollision"))
        .continueWithMajority(config.bool("continueWithMajority"))
        .sidewaysMoves(config.bool("sidewaysMoves"))
        .ownBallsOff(config.bool("ownBallsOff"));
    builder.drawOptions(config.drawOptions());
    SquareAbalone rules = builder.build();
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(SquareAbaloneState::render)
        .pictures((state, last) -> last == null ? SquareAbaloneSvg.render(rules, state) : SquareAbaloneSvg.render(rules, state, last))
        .evaluation(SquareAbaloneEvaluation.of(rules))
        .playout(rules::randomPlayout)
        .hash(SquareAbaloneState::positionHash)
        // The top level: alpha-beta beat Monte-Carlo at equal time (the module README's measurement).
        .level(BotLevel.alphaBetaNodes(2, "easy", LOWER_LEVEL_NODES[0]))
        .level(BotLevel.alphaBetaNodes(3, "medium", LOWER_LEVEL_NODES[1]))
        .level(BotLevel.alphaBetaNodes(4, "hard", LOWER_LEVEL_NODES[2]))
        // Its deeper late-move reductions beat the one-ply reductions of the level before (docs/bots.md).
        .level(BotLevel.alphaBetaNodesDeepReductions(5, "best", TOP_LEVEL_NODES))
        .adjudication(SquareAbaloneGame::leader)
        .clicks(SquareAbaloneSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
