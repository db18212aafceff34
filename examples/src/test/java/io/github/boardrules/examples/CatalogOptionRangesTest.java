package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the catalogue advertises for a number option ({@code columns: 1..26}) is what the game's
 * builder accepts: both ends are games, and one past either end is refused with a {@link
 * TextParseException} naming the option. An end is tried with the other options at their
 * defaults, where options bound each other (NIM's rows × columns at most 64) with the other
 * number options at their smallest values, or with one other option changed (square Abalone's
 * {@code winAt} goes up to 24 with the joint opening).
 */
class CatalogOptionRangesTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyNumberOptionIsAcceptedAtBothEndsAndRefusedJustOutside() {
    List<String> notAccepted = new ArrayList<>();
    int ends = 0;
    for (GameProvider provider : CATALOG.providers()) {
      for (GameOption option : provider.options()) {
        if (option.type() != GameOption.Type.INTEGER) {
          continue;
        }
        for (long end : new long[] {option.min(), option.max()}) {
          ends++;
          if (!acceptedSomehow(provider, option, end)) {
            notAccepted.add(provider.name() + "(" + option.name() + "=" + end + ")");
          }
        }
        for (long outside : new long[] {option.min() - 1, option.max() + 1}) {
          String text = provider.name() + "(" + option.name() + "=" + outside + ")";
          assertThatThrownBy(() -> CATALOG.game(text))
              .as("%s is outside the advertised %s..%s", text, option.min(), option.max())
              .isInstanceOf(TextParseException.class)
              .hasMessageContaining(option.name());
        }
      }
    }
    assertThat(notAccepted).as("advertised ends the game refuses").isEmpty();
    assertThat(ends).isGreaterThan(10);
  }

  @Test
  void nimAdvertisesTheColumnsItsBuilderTakes() {
    // The case: 1..64 advertised, more than 26 refused by the builder.
    GameOption columns = CATALOG.provider("nim").orElseThrow().options().stream()
        .filter(o -> o.name().equals("columns")).findFirst().orElseThrow();
    assertThat(columns.max()).isEqualTo(26);
    assertThat(CATALOG.game("nim(rows=1,columns=26)").config()).hasToString("nim(rows=1,columns=26)");
    assertThatThrownBy(() -> CATALOG.game("nim(rows=1,columns=27)"))
        .isInstanceOf(TextParseException.class)
        .hasMessageContaining("columns");
  }

  private static boolean acceptedSomehow(GameProvider provider, GameOption option, long value) {
    GameConfig defaults = provider.defaults();
    List<String> tries = new ArrayList<>();
    tries.add(defaults.with(option.name(), Long.toString(value)).toString());
    GameConfig smallest = defaults;
    for (GameOption other : provider.options()) {
      if (other != option && other.type() == GameOption.Type.INTEGER && other.defaultValue().isPresent()) {
        smallest = smallest.with(other.name(), Long.toString(other.min()));
      }
    }
    tries.add(smallest.with(option.name(), Long.toString(value)).toString());
    // Options that widen another's range (square Abalone's joint opening allows winAt up to 24).
    for (GameOption other : provider.options()) {
      for (String choice : other.choices()) {
        if (other != option) {
          tries.add(defaults.with(other.name(), choice).with(option.name(), Long.toString(value)).toString());
        }
      }
    }
    for (String text : tries) {
      try {
        CATALOG.game(text);
        return true;
      } catch (TextParseException refused) {
        // try the next combination
      }
    }
    return false;
  }
}
