package io.github.boardrules.cli;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.Iterator;
import java.util.Locale;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Chooses the game of a command from the catalogue: the configured-game text names the game and
 * its options, such as {@code zertz(board=61,marbleSet=tournament)} or {@code pylos(ruleSet=mature)}.
 *
 * <p><b>Random setups are repeatable by default.</b> A game whose text leaves out the seed of its
 * random setup ({@code tzaar}) would be configured by the catalogue with a seed drawn afresh on
 * every run. Every command gives it the command's seed instead: {@code --seed N} where the command
 * has one, else {@value #DEFAULT_SEED} ({@link #DEFAULT_SEED}), the default of every {@code --seed}.
 * So {@code perft tzaar 2}, {@code match tzaar} and {@code ugi tzaar} all play {@code
 * tzaar(seed=1)}, the same setup on every run and in every process, and the game's text printed by
 * the command says which. The setup's seeds are the option's range (TZAAR: 0 to 2,147,483,647); a
 * {@code --seed} outside it is refused rather than folded into it.
 *
 * <p>Names are read in any case, as the catalogue reads them: game names, option names and the
 * words of choice and yes/no options ({@code ZERTZ(MARBLESET=Tournament)}).
 */
final class GameChoice {
  /** The games on the class path or module path, found once: the catalogue is immutable. */
  static final GameCatalog CATALOG = GameCatalog.load();

  /** The catalogue option that seeds a random setup. */
  static final String SEED_OPTION = "seed";

  /**
   * The seed of every command that takes one, when not given: {@code match}'s games, {@code
   * play}'s and {@code ugi}'s bots, and a random setup whose text gives no seed.
   */
  static final long DEFAULT_SEED = 1;

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
   * Makes the configured game of a text for a command whose {@code --seed} seeds only the setup
   * and the bots ({@code perft}, {@code play}): a text that gives its own {@code seed=} and a
   * different {@code --seed} contradict each other, and are refused.
   *
   * @param text the configured game, such as {@code zertz(board=61)}
   * @param seed the command's {@code --seed}, or null when not given ({@value #DEFAULT_SEED})
   * @return the game, its random setup (if any) seeded
   * @throws io.github.boardrules.core.TextParseException if the text names no game of the
   *     catalogue, or an option or value it does not have
   * @throws CliException if the seed contradicts the text's, or is outside the setup's seeds
   */
  static ConfiguredGame<?, ?> of(String text, @Nullable String seed) {
    ConfiguredGame<?, ?> game = CATALOG.game(text);
    if (seed != null) {
      WholeNumber.parse("--seed", seed, Long.MIN_VALUE, Long.MAX_VALUE);
      String written = writtenSeed(text, game);
      if (written != null && !sameNumber(written, seed)) {
        throw CliException.usage("--seed " + seed + " contradicts the game's own seed=" + written
            + " in " + text + "; give the seed once");
      }
    }
    return seeded(text, game, seed == null ? DEFAULT_SEED : Long.parseLong(seed.strip()), "--seed");
  }

  /**
   * Makes the configured game of a text, a random setup without a seed taking {@code seed}: for
   * the commands whose seed has uses besides the setup ({@code match}'s games, {@code ugi}'s
   * default setup), where a text's own {@code seed=} simply wins.
   *
   * @param text the configured game
   * @param seed the command's seed (given or its default)
   * @param option how the command names the seed, for a refusal ({@code --seed})
   * @return the game, its random setup (if any) seeded
   * @throws CliException if the seed is outside the setup's seeds
   */
  static ConfiguredGame<?, ?> seeded(String text, long seed, String option) {
    return seeded(text, CATALOG.game(text), seed, option);
  }

  /**
   * Makes the configured game of a text exactly as the catalogue makes it, for a command that
   * takes the game a record names ({@code replay}): a record's start is its own.
   *
   * @param text the configured game
   * @return the game
   */
  static ConfiguredGame<?, ?> asWritten(String text) {
    return CATALOG.game(text);
  }

  private static ConfiguredGame<?, ?> seeded(String text, ConfiguredGame<?, ?> game, long seed, String option) {
    if (!drewSetup(text, game)) {
      return game;
    }
    GameOption seedOption = game.config().options().stream().filter(o -> o.name().equals(SEED_OPTION))
        .findFirst().orElseThrow();
    if (seed < seedOption.min() || seed > seedOption.max()) {
      throw CliException.usage(String.format(Locale.ROOT, "%s %d also seeds the random setup of %s, whose seeds"
          + " are %,d to %,d; give another %s, or the setup's own seed in the game text, such as %s",
          option, seed, GameConfig.nameOf(text), seedOption.min(), seedOption.max(), option,
          GameConfig.parse(text, game.config().options()).with(SEED_OPTION, "7")));
    }
    return CATALOG.game(GameConfig.parse(text, game.config().options())
        .with(SEED_OPTION, Long.toString(seed)).toString());
  }

  /**
   * Whether the catalogue drew the game's setup: the text gives no seed, yet the configured game
   * has one (TZAAR's random setup without {@code seed=}; its fixed setups have none).
   */
  private static boolean drewSetup(String text, ConfiguredGame<?, ?> game) {
    return hasSeededSetup(game) && writtenSeed(text, game) == null;
  }

  private static @Nullable String writtenSeed(String text, ConfiguredGame<?, ?> game) {
    boolean seedable = game.config().options().stream().anyMatch(o -> o.name().equals(SEED_OPTION));
    return seedable ? GameConfig.parse(text, game.config().options()).value(SEED_OPTION).orElse(null) : null;
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
