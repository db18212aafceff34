package io.github.boardrules.cli;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.Iterator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Chooses the game of a command from the catalogue: the configured-game text names the game and
 * its options, such as {@code zertz(board=61,marbleSet=tournament)} or {@code pylos(ruleSet=mature)}.
 *
 * <p>{@code --seed N} seeds a random setup: for a game with a {@code seed} option that the text
 * leaves out, the game is configured with {@code seed=N}, so the run and its record can be
 * repeated. A text that gives its own seed and a different {@code --seed} contradict each other,
 * and are refused.
 *
 * <p>Names are read in any case, as the catalogue reads them: game names, option names and the
 * words of choice and yes/no options ({@code ZERTZ(MARBLESET=Tournament)}).
 */
final class GameChoice {
  /** The games on the class path or module path, found once: the catalogue is immutable. */
  static final GameCatalog CATALOG = GameCatalog.load();

  /** The catalogue option that seeds a random setup. */
  static final String SEED_OPTION = "seed";

  /** The first line of {@code games}: how the names below are read. */
  static final String CASE_RULE = "Names are read in any case: games, options and their words"
      + " (ZERTZ(MARBLESET=Tournament) is zertz(marbleSet=tournament)).\n\n";

  /**
   * The help's paragraph on {@code <game>}, for every command that takes one; broken into lines
   * here, as the help would otherwise break {@code 'zertz(board=61)'} before its parenthesis.
   */
  static final String GAME_HELP = "<game> is a game of the catalogue with its options, such as nim,%n"
      + "'zertz(board=61)' or 'pylos(ruleSet=mature,repetitionDraw=3)' (quote it for%n"
      + "the shell); `games` lists every game with its options and defaults. Every%n"
      + "word is read in any case (ZERTZ, misere=TRUE, --VS RANDOM); moves and%n"
      + "positions follow each game's notation.";

  /** The description of a {@code <game>} argument. */
  static final String GAME_ARGUMENT = "the game, such as nim or 'zertz(board=61)' (see below)";

  private GameChoice() {}

  /** The names of the catalogue's games: what the shell completes for {@code <game>}. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return CATALOG.names().iterator();
    }
  }

  /**
   * Makes the configured game of a text.
   *
   * @param text the configured game, such as {@code zertz(board=61)}
   * @param seed the command's {@code --seed}, or null when not given
   * @return the game
   * @throws io.github.boardrules.core.TextParseException if the text names no game of the
   *     catalogue, or an option or value it does not have
   */
  static ConfiguredGame<?, ?> of(String text, @Nullable String seed) {
    ConfiguredGame<?, ?> game = CATALOG.game(text);
    if (seed == null) {
      return game;
    }
    WholeNumber.parse("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE);
    boolean seedable = game.config().options().stream().anyMatch(o -> o.name().equals(SEED_OPTION));
    GameConfig asWritten = GameConfig.parse(text, game.config().options());
    if (!seedable) {
      return game; // no random setup: the caller decides whether the seed is for something else
    }
    String written = asWritten.value(SEED_OPTION).orElse(null);
    if (written != null) {
      if (!sameNumber(written, seed)) {
        throw CliException.usage("--seed " + seed + " contradicts the game's own seed=" + written
            + " in " + text + "; give the seed once");
      }
      return game;
    }
    GameConfig seeded = asWritten.with(SEED_OPTION, seed); // a bad --seed is an error
    try {
      return CATALOG.game(seeded.toString());
    } catch (TextParseException e) {
      return game; // the configuration has no random setup to seed (such as a fixed setup)
    }
  }

  /**
   * Returns whether the game has a random setup that a seed chooses: a {@code seed} option with a
   * value.
   *
   * @param game the configured game
   * @return true when its setup is random and seeded
   */
  static boolean hasSeededSetup(ConfiguredGame<?, ?> game) {
    return game.config().options().stream().anyMatch(o -> o.name().equals(SEED_OPTION))
        && game.config().value(SEED_OPTION).isPresent();
  }

  private static boolean sameNumber(String a, String b) {
    try {
      return Long.parseLong(a.strip()) == Long.parseLong(b.strip());
    } catch (NumberFormatException e) {
      return false;
    }
  }

  /**
   * Describes the catalogue: each game with its title and options.
   *
   * @return one block a game, ending with a line break
   */
  static String describe() {
    StringBuilder out = new StringBuilder(CASE_RULE);
    for (GameProvider provider : CATALOG.providers()) {
      out.append(provider.name()).append("  ").append(provider.title()).append('\n');
      for (GameOption option : provider.options()) {
        out.append("    ").append(option.name()).append(": ").append(option.summary())
            .append(" - ").append(option.description()).append('\n');
      }
    }
    return out.toString();
  }
}
