package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The configurations of a catalogue game that tests walk through: its defaults, and each option
 * changed alone to each of its other values (choices and booleans; for numbers, the smallest).
 * Text options keep their defaults.
 *
 * <pre>{@code
 * for (String config : OptionChanges.of(provider)) {
 *   catalog.game(config);   // or a TextParseException for a combination the game refuses
 * }
 * }</pre>
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class OptionChanges {
  private OptionChanges() {}

  /**
   * Returns the configurations of a game as canonical texts, the defaults first.
   *
   * @param provider the game
   * @return the defaults and every one-option change, without repeats
   */
  public static Set<String> of(GameProvider provider) {
    Set<String> texts = new LinkedHashSet<>();
    GameConfig defaults = provider.defaults();
    texts.add(defaults.toString());
    for (GameOption option : provider.options()) {
      List<String> values = new ArrayList<>(option.choices());
      if (option.type() == GameOption.Type.INTEGER) {
        values.add(Long.toString(option.min()));
      }
      for (String value : values) {
        texts.add(defaults.with(option.name(), value).toString());
      }
    }
    return texts;
  }
}
