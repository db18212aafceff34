package io.github.boardrules.core.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What a game's bot is asked for: a level, an optional time budget per move, a seed and threads.
 *
 * <pre>{@code
 * Bot<S, M> bot = Bots.of(game, BotSettings.level(3).seed(42));      // Bots: boardrules-bots
 * Bot<S, M> quick = Bots.of(game, BotSettings.level(5).timePerMove(Duration.ofMillis(200)).threads(2));
 * }</pre>
 *
 * <p><b>Reproducibility.</b> Without a time budget, a bot's moves depend only on its level and
 * seed, also with several threads (each Monte-Carlo thread searches its own tree with a generator
 * split from the seed, for a share of the playouts). With a time budget the moves depend on the
 * machine's speed.
 *
 * @param level the level's number, 1 for random
 * @param timePerMove the time budget per move, or null for the level's fixed budget
 * @param seed the seed of the bot's random numbers
 * @param threads the threads a search may use, 1 or more; only Monte-Carlo levels use more than
 *     one
 */
@API(status = STABLE, since = "0.1.0")
public record BotSettings(int level, @Nullable Duration timePerMove, long seed, int threads) {
  /**
   * Checks the parts.
   *
   * @param level see the record
   * @param timePerMove see the record
   * @param seed see the record
   * @param threads see the record
   * @throws IllegalArgumentException if the level or threads are below 1, or the time is not
   *     positive
   */
  public BotSettings {
    if (level < 1) {
      throw new IllegalArgumentException("The level must be 1 or more, not " + level);
    }
    if (timePerMove != null && (timePerMove.isZero() || timePerMove.isNegative())) {
      throw new IllegalArgumentException("The time per move must be positive, not " + timePerMove);
    }
    if (threads < 1) {
      throw new IllegalArgumentException("The number of threads must be 1 or more, not " + threads);
    }
  }

  /**
   * Settings for a level: no time budget, seed 0, one thread.
   *
   * @param level the level's number
   * @return the settings
   */
  public static BotSettings level(int level) {
    return new BotSettings(level, null, 0, 1);
  }

  /**
   * Returns these settings with a time budget per move.
   *
   * @param time a positive duration
   * @return the new settings
   */
  public BotSettings timePerMove(Duration time) {
    return new BotSettings(level, Objects.requireNonNull(time, "time"), seed, threads);
  }

  /**
   * Returns these settings with another seed.
   *
   * @param newSeed any number
   * @return the new settings
   */
  public BotSettings seed(long newSeed) {
    return new BotSettings(level, timePerMove, newSeed, threads);
  }

  /**
   * Returns these settings with another number of threads.
   *
   * @param newThreads 1 or more
   * @return the new settings
   */
  public BotSettings threads(int newThreads) {
    return new BotSettings(level, timePerMove, seed, newThreads);
  }

  /**
   * Returns the time budget per move.
   *
   * @return the budget, or empty for the level's fixed budget
   */
  public Optional<Duration> time() {
    return Optional.ofNullable(timePerMove);
  }
}
