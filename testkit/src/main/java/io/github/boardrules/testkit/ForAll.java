package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The property-test harness: runs a check on many seeded random values or random games, and on
 * failure reports the seed, the value or moves, and how to re-run just that case. A failing random
 * game is shrunk to its shortest failing prefix first.
 *
 * <pre>{@code
 * ForAll.games("ball count only falls", 300, rules, game -> {
 *   for (int i = 1; i < game.states().size(); i++) {
 *     assertThat(count(game.states().get(i))).isLessThan(count(game.states().get(i - 1)));
 *   }
 * });
 * }</pre>
 *
 * <p>A failure reads like:
 *
 * <pre>
 * Property "ball count only falls" failed on try 17 of 300, seed 81724529801.
 * Shortest failing prefix: 3 of 9 moves: [a1, b2-b4, c1]
 * Re-run this case alone: add -Dboardrules.seed=81724529801 (e.g. ./mvnw verify -Dtest=NimProperties ...)
 * </pre>
 *
 * <p>Seeds are the same on every run unless changed with the system properties described in
 * {@link Seeds}.
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class ForAll {
  private static final Set<String> KIT_CLASSES =
      Set.of("ForAll", "RulesContract", "RandomGame", "Gen", "Seeds");

  private ForAll() {}

  /**
   * Checks a property on {@code tries} generated values.
   *
   * @param property the property's name, used in the report and to derive the seeds
   * @param tries how many values to check
   * @param gen draws the values
   * @param check throws (an assertion error, usually) when the property does not hold
   * @param <T> the value type
   * @throws AssertionError naming the seed and the value, when a check fails
   */
  public static <T extends Object> void values(String property, int tries, Gen<T> gen, Consumer<T> check) {
    int count = Seeds.tries(tries);
    for (int attempt = 0; attempt < count; attempt++) {
      long seed = Seeds.seed(property, attempt);
      T value = gen.next(new SplittableRandom(seed));
      try {
        check.accept(value);
      } catch (RuntimeException | AssertionError failure) {
        throw new AssertionError(
            header(property, attempt, count, seed)
                + "Value: "
                + describe(value)
                + "\n"
                + rerunHint(seed)
                + "\nCause: "
                + failure,
            failure);
      }
    }
  }

  /**
   * Checks a property on {@code tries} random games of {@code rules}. When a game fails, its
   * prefixes are checked from the shortest up, and the shortest that fails is reported.
   *
   * @param property the property's name, used in the report and to derive the seeds
   * @param tries how many games to check
   * @param rules the game to play
   * @param check throws when the property does not hold for a game
   * @param <S> the state type
   * @param <M> the move type
   * @throws AssertionError naming the seed and the shortest failing prefix, when a check fails
   */
  public static <S extends Object, M extends Object> void games(
      String property, int tries, Rules<S, M> rules, Consumer<RandomGame<S, M>> check) {
    games(property, tries, rules, RandomGame.defaultCap(rules), check);
  }

  /**
   * Checks a property on {@code tries} random games of {@code rules}, each stopped after at most
   * {@code plyCap} moves, as {@link #games(String, int, Rules, Consumer)} does.
   *
   * @param property the property's name, used in the report and to derive the seeds
   * @param tries how many games to check
   * @param rules the game to play
   * @param plyCap the most moves of a game
   * @param check throws when the property does not hold for a game
   * @param <S> the state type
   * @param <M> the move type
   * @throws AssertionError naming the seed and the shortest failing prefix, when a check fails
   */
  public static <S extends Object, M extends Object> void games(
      String property, int tries, Rules<S, M> rules, int plyCap, Consumer<RandomGame<S, M>> check) {
    int count = Seeds.tries(tries);
    for (int attempt = 0; attempt < count; attempt++) {
      long seed = Seeds.seed(property, attempt);
      RandomGame<S, M> game;
      try {
        game = RandomGame.play(rules, seed, plyCap);
      } catch (RuntimeException failure) {
        throw new AssertionError(
            header(property, attempt, count, seed)
                + "Playing the random game itself failed\n"
                + rerunHint(seed)
                + "\nCause: "
                + failure,
            failure);
      }
      @Nullable Throwable failure = failureOf(check, game);
      if (failure != null) {
        RandomGame<S, M> shortest = game;
        Throwable shortestFailure = failure;
        for (int length = 0; length < game.moves().size(); length++) {
          RandomGame<S, M> prefix = game.prefix(length);
          @Nullable Throwable prefixFailure = failureOf(check, prefix);
          if (prefixFailure != null) {
            shortest = prefix;
            shortestFailure = prefixFailure;
            break;
          }
        }
        throw new AssertionError(
            header(property, attempt, count, seed)
                + "Shortest failing prefix: "
                + shortest.moves().size()
                + " of "
                + game.moves().size()
                + " moves: "
                + shortest.moves()
                + "\n"
                + rerunHint(seed)
                + "\nCause: "
                + shortestFailure,
            shortestFailure);
      }
    }
  }

  private static <S extends Object, M extends Object> @Nullable Throwable failureOf(
      Consumer<RandomGame<S, M>> check, RandomGame<S, M> game) {
    try {
      check.accept(game);
      return null;
    } catch (RuntimeException | AssertionError failure) {
      return failure;
    }
  }

  private static String header(String property, int attempt, int count, long seed) {
    return "Property \""
        + property
        + "\" failed on try "
        + (attempt + 1)
        + " of "
        + count
        + ", seed "
        + seed
        + ".\n";
  }

  private static String rerunHint(long seed) {
    return "Re-run this case alone: add -D"
        + Seeds.SEED_PROPERTY
        + "="
        + seed
        + " (e.g. ./mvnw verify -Dtest="
        + callingTestClass()
        + " -Dsurefire.failIfNoSpecifiedTests=false -D"
        + Seeds.SEED_PROPERTY
        + "="
        + seed
        + ")";
  }

  /** The simple name of the first class on the stack that is neither the kit nor a framework. */
  private static String callingTestClass() {
    for (StackTraceElement frame : new Throwable().getStackTrace()) {
      String className = frame.getClassName();
      String simple = className.substring(className.lastIndexOf('.') + 1);
      int nested = simple.indexOf('$');
      String outer = nested < 0 ? simple : simple.substring(0, nested);
      boolean framework =
          className.startsWith("java.")
              || className.startsWith("jdk.")
              || className.startsWith("sun.")
              || className.startsWith("org.junit.")
              || className.startsWith("org.apache.maven.");
      boolean kit =
          className.startsWith(ForAll.class.getPackageName() + ".")
              && KIT_CLASSES.contains(outer);
      if (!framework && !kit) {
        return outer;
      }
    }
    return "<YourTestClass>";
  }

  private static String describe(Object value) {
    if (value instanceof int[] ints) {
      return Arrays.toString(ints);
    }
    if (value instanceof long[] longs) {
      return Arrays.toString(longs);
    }
    if (value instanceof Object[] objects) {
      return Arrays.deepToString(objects);
    }
    if (value instanceof String) {
      return "\"" + value + "\"";
    }
    return String.valueOf(value);
  }
}
