package io.github.boardrules.colorfield.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldEvaluation;
import io.github.boardrules.colorfield.ColorFieldLayout;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.colorfield.ColorFieldSvg;
import io.github.boardrules.colorfield.Team;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.List;
import java.util.Locale;

/**
 * The colour-field game in the catalogue as {@code colorfield}: {@code
 * colorfield(firstTeam=empty,capturingStepRequired=true)}. The board is the {@code layout} option:
 * {@code standard}, or a layout text ({@link ColorFieldLayout}) on one line, its statements
 * separated by {@code ;}, such as {@code colorfield(layout="size 6x6; row 6 . G B Y P .; ...")}, so
 * that a record of a game on any board names it and replays by itself.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldGame implements GameProvider {
  /**
   * The positions a move of the top level's alpha-beta: about a second of CPU a move on the 2-core
   * build machine (bench/results/2026-11-28-level5-one-second).
   */
  static final int TOP_LEVEL_NODES = 1_500_000;

  /**
   * The playouts a move of level 4, about a tenth of the top level's time (measured:
   * bench/results/2026-11-28-level5-one-second).
   */
  static final int LEVEL_4_PLAYOUTS = 3_000;

  private static final String STANDARD = "standard";
  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.text("layout", STANDARD, "the board: standard, or a layout text with ; between its statements"),
          GameOption.choice("firstTeam", "full", List.of("full", "empty"), "the team that moves first"),
          GameOption.bool("capturingStepRequired", false, "the draughts reading: a capturing step must be chosen whenever one exists"),
          GameOption.plyLimit(),
          GameOption.repetitionDraw());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public ColorFieldGame() {}

  /**
   * Writes a layout as the one-line value of the {@code layout} option: {@code standard} for the
   * standard layout, otherwise its canonical text with {@code ; } between statements.
   *
   * @param layout the layout
   * @return the option value
   */
  public static String layoutOption(ColorFieldLayout layout) {
    if (layout.equals(ColorFieldLayout.standard())) {
      return STANDARD;
    }
    return String.join("; ", layout.toString().strip().split("\n", -1));
  }

  @Override
  public String name() {
    return "colorfield";
  }

  @Override
  public String title() {
    return "Colour field (Castle of Mind)";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<ColorFieldState, ColorFieldMove> configure(GameConfig config) {
    String layoutText = config.text("layout").orElseThrow();
    // The word standard is read in any case, as every catalogue word is; a layout text as given.
    boolean standard = layoutText.strip().equalsIgnoreCase(STANDARD);
    ColorFieldLayout layout;
    if (standard) {
      layout = ColorFieldLayout.standard();
    } else {
      try {
        layout = ColorFieldLayout.parse(layoutText.replace(';', '\n'));
      } catch (TextParseException e) {
        throw new TextParseException("layout", layoutText, e.errorIndex(), "layout: " + e.reason());
      }
    }
    ColorField rules = ColorField.builder()
        .layout(layout)
        .firstTeam(Team.valueOf(config.text("firstTeam").orElseThrow().toUpperCase(Locale.ROOT)))
        .capturingStepRequired(config.bool("capturingStepRequired"))
        .drawOptions(config.drawOptions())
        .build();
    GameConfig named = config.with("layout", standard ? STANDARD : layoutOption(layout));
    return ConfiguredGame.builder(named, title(), rules, rules.notation(), rules.positions())
        .diagram(rules::render)
        .pictures((state, last) -> last == null ? ColorFieldSvg.render(rules, state) : ColorFieldSvg.render(rules, state, last))
        .evaluation(ColorFieldEvaluation.of(rules))
        .playout(rules::randomPlayout)
        .hash(ColorFieldState::positionHash)
        .level(BotLevel.mcts(4, "hard", LEVEL_4_PLAYOUTS))
        // The top level: alpha-beta beat Monte-Carlo at equal time (measured: docs/bots.md).
        .level(BotLevel.alphaBetaNodes(5, "best", TOP_LEVEL_NODES))
        .clicks(ColorFieldSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }
}
