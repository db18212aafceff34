package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * CONVENTIONS.md: every notation reads coordinates in either case. For every game of the
 * catalogue, each legal move of positions along a random game is written, its coordinates (a
 * letter followed by a digit) switched to the other case, and read back to the same move.
 */
class CoordinateCaseTest {
  private static final Pattern COORDINATE = Pattern.compile("([A-Za-z])(?=[0-9])");

  private static String otherCase(String text) {
    Matcher m = COORDINATE.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      char c = m.group(1).charAt(0);
      m.appendReplacement(out, String.valueOf(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c)));
    }
    m.appendTail(out);
    return out.toString();
  }

  @Test
  void everyNotationReadsCoordinatesInEitherCase() {
    GameCatalog catalog = GameCatalog.load();
    List<String> failures = new java.util.ArrayList<>();
    for (String name : catalog.names()) {
      if (catalog.provider(name).orElseThrow().getClass().getName().startsWith("io.github.boardrules.core.")) {
        continue; // core's test fixture, registered by its test jar, is no game of the library
      }
      try {
        check(catalog.game(name.equals("tzaar") ? "tzaar(seed=5)" : name));
      } catch (AssertionError | RuntimeException e) {
        failures.add(name + ": " + e.getMessage());
      }
    }
    assertThat(failures).isEmpty();
  }

  private static <S, M> void check(ConfiguredGame<S, M> game) {
    Rules<S, M> rules = game.rules();
    SplittableRandom random = new SplittableRandom(17);
    S state = rules.initialState();
    int switched = 0;
    for (int ply = 0; ply < 30 && rules.status(state).isOngoing(); ply++) {
      List<M> legal = rules.legalMoves(state);
      for (M move : legal) {
        String text = game.notation().format(move);
        String other = otherCase(text);
        if (!other.equals(text)) {
          switched++;
          assertThat(game.notation().parse(other)).as("%s: %s read as %s", game.config(), other, text).isEqualTo(move);
        }
      }
      state = rules.play(state, legal.get(random.nextInt(legal.size())));
    }
    // The intarsia rotations name rows and columns by number, with no coordinates to switch.
    if (!game.config().name().equals("intarsia")) {
      assertThat(switched).as("%s writes coordinates", game.config()).isPositive();
    }
  }
}
