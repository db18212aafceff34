package io.github.boardrules.cli;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Chooses the game of a command from the catalogue: the configured-game text names the game and
 * its options, such as {@code zertz(board=61,marbleSet=tournament)} or {@code pylos(ruleSet=mature)}.
 *
 * <p>{@code --seed N} seeds a random setup: for a game with a {@code seed} option that the text
 * leaves out, the game is configured with {@code seed=N}, so the run and its record can be
 * repeated.
 */
final class GameChoice {
  /** The games on the class path or module path, found once: the catalogue is immutable. */
  static final GameCatalog CATALOG = GameCatalog.load();

  /** The catalogue option that seeds a random setup. */
  static final String SEED_OPTION = "seed";

  private GameChoice() {}

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
    boolean seedable = game.config().options().stream().anyMatch(o -> o.name().equals(SEED_OPTION));
    GameConfig asWritten = GameConfig.parse(text, game.config().options());
    if (!seedable || asWritten.value(SEED_OPTION).isPresent()) {
      return game; // no random setup, or the text chose its seed
    }
    GameConfig seeded = asWritten.with(SEED_OPTION, seed); // a bad --seed is an error
    try {
      return CATALOG.game(seeded.toString());
    } catch (TextParseException e) {
      return game; // the configuration has no random setup to seed (such as a fixed setup)
    }
  }

  /**
   * Describes the catalogue: each game with its title and options.
   *
   * @return one block a game, ending with a line break
   */
  static String describe() {
    StringBuilder out = new StringBuilder();
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
