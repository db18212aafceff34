package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.List;

/**
 * A game of the {@link GameCatalog}: its name, its options, and how to make the game for a
 * configuration. Game modules provide one per game through {@link java.util.ServiceLoader}, with
 * {@code provides io.github.boardrules.core.catalog.GameProvider with ...} in their {@code
 * module-info} and a {@code META-INF/services} file, so that both the module path and the class
 * path find them.
 *
 * <pre>{@code
 * public final class ZertzGame implements GameProvider {
 *   public String name() { return "zertz"; }
 *   public String title() { return "ZÈRTZ"; }
 *   public List<GameOption> options() { return List.of(BOARD, MARBLES); }
 *   public ConfiguredGame<?, ?> configure(GameConfig config) { ... }
 * }
 * }</pre>
 *
 * <p>Implementations need a public no-argument constructor and must be thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public interface GameProvider {
  /**
   * Returns the game's name in the catalogue: lower case letters, digits and {@code -}.
   *
   * @return the name, such as {@code zertz}
   */
  String name();

  /**
   * Returns the game's name for people.
   *
   * @return the title, such as {@code ZÈRTZ}
   */
  String title();

  /**
   * Returns the game's options, in the order the canonical text writes them.
   *
   * @return the options
   */
  List<GameOption> options();

  /**
   * Makes the game for a configuration of this game's options.
   *
   * @param config the configuration, whose name is {@link #name()}
   * @return the configured game
   * @throws IllegalArgumentException if the combination of options is not allowed (a builder's
   *     refusal), with the builder's reason
   */
  ConfiguredGame<?, ?> configure(GameConfig config);

  /**
   * Returns the configuration with every option at its default.
   *
   * @return the default configuration
   */
  default GameConfig defaults() {
    return GameConfig.defaults(name(), options());
  }
}
