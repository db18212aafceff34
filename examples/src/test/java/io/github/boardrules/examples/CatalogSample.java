package io.github.boardrules.examples;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sample of option sets of every catalogue game, derived from the options alone: the defaults,
 * each boolean option flipped, each value of each choice; combinations the game refuses are left
 * out, and an optional {@code seed} option is fixed so that random setups repeat.
 */
final class CatalogSample {
  private CatalogSample() {}

  static List<ConfiguredGame<?, ?>> games() {
    Map<String, ConfiguredGame<?, ?>> games = new LinkedHashMap<>();
    for (GameProvider provider : GameCatalog.load().providers()) {
      GameConfig base = provider.defaults();
      for (GameOption option : provider.options()) {
        if (option.name().equals("seed")) {
          base = base.with("seed", "1");
        }
      }
      List<GameConfig> configs = new ArrayList<>();
      configs.add(base);
      for (GameOption option : provider.options()) {
        if (option.type() == GameOption.Type.BOOLEAN) {
          boolean value = Boolean.parseBoolean(option.defaultValue().orElse("false"));
          configs.add(base.with(option.name(), Boolean.toString(!value)));
        } else if (option.type() == GameOption.Type.CHOICE) {
          for (String choice : option.choices()) {
            configs.add(base.with(option.name(), choice));
          }
        }
      }
      for (GameConfig config : configs) {
        try {
          ConfiguredGame<?, ?> game = provider.configure(config);
          games.putIfAbsent(game.config().toString(), game);
        } catch (IllegalArgumentException refused) {
          // a combination the game's builder does not allow
        }
      }
    }
    return List.copyOf(games.values());
  }
}
