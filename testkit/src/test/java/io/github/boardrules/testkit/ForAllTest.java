package io.github.boardrules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.fixture.TakeAway;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ForAllTest {
  private static final Pattern SEED = Pattern.compile("seed (\\d+)\\.");

  private static final List<String> PROPERTIES =
      List.of(Seeds.SEED_PROPERTY, Seeds.TRIES_PROPERTY, Seeds.SEED_BASE_PROPERTY);

  /** The run's own settings (such as -Dboardrules.tries=2000), put back for the tests after these. */
  private final Map<String, String> saved = new HashMap<>();

  @BeforeEach
  void startWithoutTheRunsSettings() {
    for (String property : PROPERTIES) {
      String value = System.getProperty(property);
      if (value != null) {
        saved.put(property, value);
        System.clearProperty(property);
      }
    }
  }

  @AfterEach
  void restoreTheRunsSettings() {
    for (String property : PROPERTIES) {
      System.clearProperty(property);
    }
    saved.forEach(System::setProperty);
  }

  @Test
  void runsTheDeclaredNumberOfTriesWithDistinctReproducibleSeeds() {
    List<Integer> first = new ArrayList<>();
    ForAll.values("collect", 50, Gen.ints(0, 1_000_000), first::add);
    List<Integer> second = new ArrayList<>();
    ForAll.values("collect", 50, Gen.ints(0, 1_000_000), second::add);
    assertThat(first).hasSize(50).isEqualTo(second);
    assertThat(first.stream().distinct().count()).isGreaterThan(45);
  }

  @Test
  void aFailingValueIsReportedWithItsSeedAndCanBeRerun() {
    List<Integer> seen = new ArrayList<>();
    Throwable failure =
        catchFailure(() -> ForAll.values("below 900", 500, Gen.ints(0, 999), v -> {
          seen.add(v);
          assertThat(v).isLessThan(900);
        }));
    int failing = seen.get(seen.size() - 1);
    assertThat(failing).isGreaterThanOrEqualTo(900);
    assertThat(failure.getMessage())
        .contains("Property \"below 900\" failed on try " + seen.size() + " of 500")
        .contains("Value: " + failing)
        .contains("-Dboardrules.seed=")
        .contains("-Dtest=ForAllTest");

    Matcher seed = SEED.matcher(failure.getMessage());
    assertThat(seed.find()).isTrue();
    System.setProperty(Seeds.SEED_PROPERTY, seed.group(1));
    List<Integer> rerun = new ArrayList<>();
    catchFailure(() -> ForAll.values("below 900", 500, Gen.ints(0, 999), v -> {
      rerun.add(v);
      assertThat(v).isLessThan(900);
    }));
    assertThat(rerun).as("the re-run draws exactly the failing value, once").containsExactly(failing);
  }

  @Test
  void aFailingGameIsShrunkToItsShortestFailingPrefix() {
    // Fails once a game has had a move of 3 counters: the shortest failing prefix ends with that move.
    Throwable failure =
        catchFailure(() -> ForAll.games("no take3", 200, new TakeAway(12), game ->
            assertThat(game.moves()).doesNotContain(new TakeAway.Take(3))));
    String message = failure.getMessage();
    Matcher prefix = Pattern.compile("Shortest failing prefix: (\\d+) of (\\d+) moves: \\[(.*)]").matcher(message);
    assertThat(prefix.find()).as(message).isTrue();
    String[] moves = prefix.group(3).split(", ");
    assertThat(moves).hasSize(Integer.parseInt(prefix.group(1)));
    assertThat(moves[moves.length - 1]).isEqualTo("take3");
    for (int i = 0; i < moves.length - 1; i++) {
      assertThat(moves[i]).isNotEqualTo("take3");
    }
  }

  @Test
  void theTriesPropertyOverridesTheCount() {
    System.setProperty(Seeds.TRIES_PROPERTY, "7");
    List<Integer> seen = new ArrayList<>();
    ForAll.values("count", 100, Gen.ints(0, 9), seen::add);
    assertThat(seen).hasSize(7);
  }

  @Test
  void coverageMinimumsGrowWithMoreTriesAndAreNotAskedOfFewer() {
    assertThat(Seeds.scaled(20, 25)).as("the declared tries").isEqualTo(20);
    System.setProperty(Seeds.TRIES_PROPERTY, "7");
    assertThat(Seeds.scaled(20, 25)).as("fewer tries than declared: coverage not asked").isZero();
    System.setProperty(Seeds.TRIES_PROPERTY, "2000");
    assertThat(Seeds.scaled(20, 25)).as("20 x 2000 / 25").isEqualTo(1_600);
    System.setProperty(Seeds.SEED_PROPERTY, "81724529801");
    assertThat(Seeds.scaled(20, 25)).as("one seed re-run alone: its case only").isZero();
    assertThatThrownBy(() -> Seeds.scaled(1, 0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("over 0 tries");
    assertThatThrownBy(() -> Seeds.scaled(-1, 25)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("minimum of -1");
  }

  @Test
  void mutationsChangeTheText() {
    ForAll.values("mutations differ", 200, Gen.mutationsOf(Gen.oneOf(List.of("b2-b4", "oooo/oooo 1")), "xyz"),
        text -> assertThat(text).isNotNull());
    assertThatThrownBy(() -> Gen.ints(3, 2)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void intsReachTheEndsOfTheIntRange() {
    ForAll.values("ints up to MAX_VALUE", 50, Gen.ints(Integer.MAX_VALUE - 1, Integer.MAX_VALUE),
        v -> assertThat(v).isBetween(Integer.MAX_VALUE - 1, Integer.MAX_VALUE));
    ForAll.values("ints from MIN_VALUE", 50, Gen.ints(Integer.MIN_VALUE, Integer.MIN_VALUE + 1),
        v -> assertThat(v).isBetween(Integer.MIN_VALUE, Integer.MIN_VALUE + 1));
  }

  private static Throwable catchFailure(Runnable run) {
    try {
      run.run();
    } catch (AssertionError e) {
      return e;
    }
    throw new AssertionError("the property was expected to fail");
  }
}
