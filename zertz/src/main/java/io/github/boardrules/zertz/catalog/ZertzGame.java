package io.github.boardrules.zertz.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.zertz.MarbleSet;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzBoard;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import io.github.boardrules.zertz.ZertzSvg;
import io.github.boardrules.zertz.internal.ZertzOptions;
import java.util.List;
import java.util.Locale;

/**
 * ZÈRTZ in the catalogue as {@code zertz}: {@code zertz(board=61,marbleSet=tournament)}, every
 * option of {@link Zertz.Builder}.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta, by board, sized so that a move where it
   * has a choice takes under 2 s of CPU on the slower of the two 2-core build hosts (a virtualised
   * Intel Xeon); the larger boards take longer a position (measured there:
   * bench/results/2026-11-28-level5-one-second, rows {@code two-hosts}).
   */
  static int topLevelNodes(ZertzBoard board) {
    return switch (board) {
      case RINGS_37 -> 3_500_000;
      case RINGS_48 -> 2_800_000;
      case RINGS_61 -> 3_000_000;
    };
  }

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second, rows {@code two-hosts}).
   */
  static final int LEVEL_4_PLAYOUTS = 10_000;

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public ZertzGame() {}

  @Override
  public String name() {
    return ZertzOptions.GAME;
  }

  @Override
  public String title() {
    return "ZÈRTZ";
  }

  @Override
  public List<GameOption> options() {
    return ZertzOptions.OPTIONS;
  }

  @Override
  public ConfiguredGame<ZertzState, ZertzMove> configure(GameConfig config) {
    ZertzBoard board = ZertzBoard.valueOf("RINGS_" + config.text("board").orElseThrow());
    Zertz.Builder builder = Zertz.builder()
        .board(board)
        .marbleSet(MarbleSet.valueOf(config.text("marbleSet").orElseThrow().toUpperCase(Locale.ROOT)));
    config.optionalInteger("noProgressDraw").ifPresent(builder::noProgressDraw);
    Zertz rules = builder.build();
    ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
    return ConfiguredGame.builder(config, title(), rules, rules.notation(), rules.positions())
        .diagram(ZertzState::diagram)
        .pictures((state, last) -> last == null ? ZertzSvg.render(rules, state) : ZertzSvg.render(rules, state, last))
        .evaluation(evaluation)
        .quietMoves(evaluation::quietPlacements)
        .playout(rules::randomPlayout)
        .hash(ZertzState::positionHash)
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: alpha-beta beat Monte-Carlo at equal time (measured: docs/bots.md).
        .level(BotLevel.alphaBetaNodes(5, "best", topLevelNodes(board)))
        .clicks(ZertzSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
