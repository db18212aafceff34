package io.github.boardrules.pikkpakk.catalog;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaSvg;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.List;
import java.util.Locale;

/**
 * The intarsia puzzle in the catalogue as {@code intarsia}: {@code intarsia(start=spiral,goal=halves)};
 * a pattern is one of the booklet's ({@code spiral}, {@code chessboard}, {@code halves}) or a
 * pattern text ({@link Pattern#parse}). One player makes every move.
 *
 * <p>Its top level (5, {@code best}) follows {@link
 * io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver#solve}'s solution, and its hint is the
 * solution's first rotation with "WIN in n plies" (n the solution's length; exact when the solver
 * proves it shortest, {@link io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolution#isProvenShortest()},
 * else "within n plies").
 */
@API(status = INTERNAL, since = "0.1.0")
public final class IntarsiaGame implements GameProvider {
  private static final List<GameOption> OPTIONS =
      List.of(
          GameOption.text("start", "spiral", "the start: spiral, chessboard, halves, or a pattern text"),
          GameOption.text("goal", "chessboard", "the goal: spiral, chessboard, halves, or a pattern text"),
          GameOption.plyLimit());

  /** Makes the provider; the catalogue finds it through {@link java.util.ServiceLoader}. */
  public IntarsiaGame() {}

  @Override
  public String name() {
    return "intarsia";
  }

  @Override
  public String title() {
    return "Intarsia";
  }

  @Override
  public List<GameOption> options() {
    return OPTIONS;
  }

  @Override
  public ConfiguredGame<IntarsiaState, Rotation> configure(GameConfig config) {
    GameConfig named = config.with("start", keyword(config.text("start").orElseThrow()))
        .with("goal", keyword(config.text("goal").orElseThrow()));
    Pattern start = pattern("start", named.text("start").orElseThrow());
    Pattern goal = pattern("goal", named.text("goal").orElseThrow());
    IntarsiaPuzzle.Builder builder = IntarsiaPuzzle.builder(start, goal);
    builder.drawOptions(config.drawOptions());
    IntarsiaPuzzle rules = builder.build();
    return ConfiguredGame.builder(named, title(), rules, rules.notation(), rules.positions())
        .diagram(IntarsiaState::render)
        .pictures((state, last) -> last == null ? IntarsiaSvg.render(rules, state) : IntarsiaSvg.render(rules, state, last))
        .playout(rules::randomPlayout)
        .hash(IntarsiaState::positionHash)
        .perfectPlayer(() -> new IntarsiaSolutionBot(rules))
        .solver(state -> IntarsiaSolutionBot.hint(rules, state))
        .solo()
        .clicks(IntarsiaSvg::clicks)
        .encoding(rules.encoding())
        .build();
  }

  /** A booklet pattern's name in any case, as every catalogue word is read; other texts as given. */
  private static String keyword(String text) {
    String word = text.strip().toLowerCase(Locale.ROOT);
    return List.of("spiral", "chessboard", "halves").contains(word) ? word : text;
  }

  private static Pattern pattern(String option, String text) {
    switch (text) {
      case "spiral" -> {
        return Pattern.spiral();
      }
      case "chessboard" -> {
        return Pattern.chessboard();
      }
      case "halves" -> {
        return Pattern.halves();
      }
      default -> {
        try {
          return Pattern.parse(text);
        } catch (TextParseException e) {
          throw new TextParseException(option, text, e.errorIndex(),
              option + ": not spiral, chessboard or halves, and not a pattern: " + e.reason());
        }
      }
    }
  }
}
