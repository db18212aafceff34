package io.github.boardrules.testkit;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.OptionalLong;

/**
 * Where property tests take their seeds and try counts from.
 *
 * <p>By default every run uses the same seeds, so a failure in CI fails the same way on a laptop.
 * System properties change that:
 *
 * <ul>
 *   <li>{@code -Dboardrules.seed=N} runs every property once, with seed {@code N}: the way to
 *       re-run a reported failure;
 *   <li>{@code -Dboardrules.tries=N} runs every property {@code N} times instead of its own count;
 *   <li>{@code -Dboardrules.seedBase=N} draws a different, still reproducible, set of seeds.
 * </ul>
 *
 * <pre>{@code
 * ./mvnw verify -Dtest=MirrorStrategyProperties -Dboardrules.seed=81724529801   # one reported case
 * ./mvnw verify -Dboardrules.tries=2000                                        # every property, longer
 * }</pre>
 *
 * <p>A property that also checks how often its tries met a case (a rule reached, a position within a
 * solver's budget) asks for that count through {@link #scaled}, so that it holds for any seeds and
 * a re-run of one seed checks that seed alone.
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class Seeds {
  /** The system property naming one seed to re-run. */
  public static final String SEED_PROPERTY = "boardrules.seed";

  /** The system property overriding every property's try count. */
  public static final String TRIES_PROPERTY = "boardrules.tries";

  /** The system property choosing another set of seeds. */
  public static final String SEED_BASE_PROPERTY = "boardrules.seedBase";

  private Seeds() {}

  /**
   * Returns the seed given with {@code -Dboardrules.seed}, if any.
   *
   * @return the seed, or empty
   */
  static OptionalLong fixedSeed() {
    String value = System.getProperty(SEED_PROPERTY);
    return value == null || value.isBlank()
        ? OptionalLong.empty()
        : OptionalLong.of(Long.parseLong(value.strip()));
  }

  /**
   * Returns how many tries a property runs.
   *
   * @param declared the property's own count
   * @return 1 when a seed is fixed, the {@code boardrules.tries} count when given, else {@code
   *     declared}
   */
  static int tries(int declared) {
    if (fixedSeed().isPresent()) {
      return 1;
    }
    String value = System.getProperty(TRIES_PROPERTY);
    return value == null || value.isBlank() ? declared : Integer.parseInt(value.strip());
  }

  /**
   * The least count a property's coverage check asks for over the tries that run: {@code minimum}
   * over its {@code declared} tries, more in proportion when {@code -Dboardrules.tries} runs more
   * (rounded down), and none when fewer run ({@code -Dboardrules.tries} below the declared count,
   * or {@code -Dboardrules.seed}, which runs one). A reported seed re-run alone then fails only
   * where its own case fails.
   *
   * <pre>{@code
   * AtomicInteger compared = new AtomicInteger();
   * ForAll.values("solver = minimax", 25, positions, state -> {
   *   // ... check the position; count it where it was within the solver's budget
   *   compared.incrementAndGet();
   * });
   * assertThat(compared.get()).isGreaterThanOrEqualTo(Seeds.scaled(20, 25));
   * }</pre>
   *
   * @param minimum the least count over the declared tries
   * @param declared the property's own try count, as given to {@link ForAll}
   * @return the least count over the tries that run
   * @throws IllegalArgumentException if {@code declared} is not positive or {@code minimum} is negative
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static int scaled(int minimum, int declared) {
    if (declared <= 0 || minimum < 0) {
      throw new IllegalArgumentException("a coverage minimum of " + minimum + " over " + declared
          + " tries: the tries must be positive and the minimum not negative");
    }
    int tries = tries(declared);
    return tries < declared ? 0 : (int) ((long) minimum * tries / declared);
  }

  /**
   * Returns the seed of one try of one property.
   *
   * @param property the property's name
   * @param attempt the try, from 0
   * @return the seed
   */
  static long seed(String property, int attempt) {
    OptionalLong fixed = fixedSeed();
    if (fixed.isPresent()) {
      return fixed.getAsLong();
    }
    String base = System.getProperty(SEED_BASE_PROPERTY, "0");
    long mixed = mix(Long.parseLong(base.strip()) ^ property.hashCode());
    // Small positive seeds are easier to read and type back.
    return (mix(mixed + attempt) >>> 1) % 1_000_000_000_000L;
  }

  /** SplitMix64's finaliser: spreads nearby inputs over the whole range. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
