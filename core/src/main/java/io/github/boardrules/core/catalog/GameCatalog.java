package io.github.boardrules.core.catalog;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games on the class path or module path, found by name: every game module registers its
 * games as {@link GameProvider} services, and the catalogue makes a configured game from its text,
 * such as {@code zertz(board=61,marbleSet=tournament)}, without knowing any game class.
 *
 * <pre>{@code
 * GameCatalog catalog = GameCatalog.load();
 * catalog.names();                                       // [colorfield, fiveshift, heapnim, ...]
 * ConfiguredGame<?, ?> game = catalog.game("pylos(ruleSet=mature,plyLimit=200)");
 * ConfiguredGame<?, ?> same = catalog.gameOfRecord(recordText);   // from its [Game "..."] tag
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class GameCatalog {
  private static final String KIND = "game name";

  private final Map<String, GameProvider> providers;

  private GameCatalog(List<GameProvider> providers) {
    List<GameProvider> sorted = new ArrayList<>(providers);
    sorted.sort(Comparator.comparing(GameProvider::name));
    Map<String, GameProvider> byName = new LinkedHashMap<>();
    for (GameProvider provider : sorted) {
      GameConfig.defaults(provider.name(), provider.options()); // checks the name
      GameProvider clash = byName.put(provider.name(), provider);
      if (clash != null) {
        throw new IllegalStateException(
            "Two games are named " + provider.name() + ": " + clash.getClass().getName() + " and "
                + provider.getClass().getName());
      }
    }
    this.providers = byName;
  }

  /**
   * Finds the games of every game module on the module path or class path, through {@link
   * ServiceLoader}.
   *
   * @return the catalogue
   * @throws IllegalStateException if two games have the same name
   */
  public static GameCatalog load() {
    List<GameProvider> found = new ArrayList<>();
    for (GameProvider provider : ServiceLoader.load(GameProvider.class, GameCatalog.class.getClassLoader())) {
      found.add(provider);
    }
    return new GameCatalog(found);
  }

  /**
   * Returns a catalogue of the given games only.
   *
   * @param providers the games
   * @return the catalogue
   * @throws IllegalStateException if two games have the same name
   */
  public static GameCatalog of(List<? extends GameProvider> providers) {
    return new GameCatalog(new ArrayList<>(providers));
  }

  /**
   * Returns the games' names, sorted.
   *
   * @return the names
   */
  public List<String> names() {
    return List.copyOf(providers.keySet());
  }

  /**
   * Returns the games, sorted by name.
   *
   * @return the providers
   */
  public List<GameProvider> providers() {
    return List.copyOf(providers.values());
  }

  /**
   * Returns a game by name.
   *
   * @param name the game's name
   * @return the game, or empty when the catalogue has none of that name
   */
  public Optional<GameProvider> provider(String name) {
    return Optional.ofNullable(providers.get(name));
  }

  /**
   * Reads a configured game's text and makes the game.
   *
   * @param text such as {@code zertz(board=61)} or {@code nim}
   * @return the configured game
   * @throws TextParseException naming the text, the index and why: an unknown game (with the
   *     known names), an unknown option or value (with the allowed ones), or a combination of
   *     options the game refuses (with its reason)
   */
  public ConfiguredGame<?, ?> game(String text) {
    String name = GameConfig.nameOf(text);
    GameProvider provider = providers.get(name);
    if (provider == null) {
      throw new TextParseException(
          KIND, text, Math.max(0, text.indexOf(name.charAt(0))),
          "unknown game \"" + name + "\"; the games are " + String.join(", ", providers.keySet()));
    }
    GameConfig config = GameConfig.parse(text, provider.options());
    try {
      return provider.configure(config);
    } catch (TextParseException e) {
      throw e;
    } catch (IllegalArgumentException e) {
      throw new TextParseException(KIND, text, 0, config + ": " + e.getMessage());
    }
  }

  /**
   * Makes the configured game that a record text names in its {@value ConfiguredGame#GAME_TAG}
   * tag, so that the record replays by itself.
   *
   * @param recordText a record text
   * @return the configured game
   * @throws TextParseException if the tags are malformed, the tag is missing, or it names no game
   *     of the catalogue
   */
  public ConfiguredGame<?, ?> gameOfRecord(String recordText) {
    Map<String, String> tags = GameRecord.readTags(recordText);
    String spec = tags.get(ConfiguredGame.GAME_TAG);
    if (spec == null) {
      throw new TextParseException(
          "game record", recordText, 0, "the record has no [" + ConfiguredGame.GAME_TAG + " \"...\"] tag naming its game");
    }
    try {
      return game(spec);
    } catch (TextParseException e) {
      int at = recordText.indexOf(spec);
      throw new TextParseException(
          "game record", recordText, Math.max(0, at) + Math.min(e.errorIndex(), spec.length()),
          "[" + ConfiguredGame.GAME_TAG + "] " + e.reason());
    }
  }

  @Override
  public String toString() {
    return "GameCatalog" + names();
  }
}
