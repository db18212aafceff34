package io.github.boardrules.bots;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Bot;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Plays a uniformly random legal move: the baseline every other bot must beat.
 *
 * <pre>{@code
 * Bot<S, M> random = RandomBot.of(rules, 42);
 * M move = random.chooseMove(rules.initialState());
 * }</pre>
 *
 * <p>Not thread-safe (it holds its generator).
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class RandomBot<S extends Object, M extends Object> implements Bot<S, M> {
  private final Rules<S, M> rules;
  private final RandomGenerator random;

  private RandomBot(Rules<S, M> rules, RandomGenerator random) {
    this.rules = Objects.requireNonNull(rules, "rules");
    this.random = Objects.requireNonNull(random, "random");
  }

  /**
   * Returns a random bot with a seeded generator: the same seed plays the same moves.
   *
   * @param rules the game
   * @param seed the seed
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   */
  public static <S extends Object, M extends Object> RandomBot<S, M> of(
      Rules<S, M> rules, long seed) {
    return new RandomBot<>(rules, new SplittableRandom(seed));
  }

  /**
   * Returns a random bot drawing from the given generator.
   *
   * @param rules the game
   * @param random the generator, used by this bot only
   * @param <S> the state type
   * @param <M> the move type
   * @return the bot
   */
  public static <S extends Object, M extends Object> RandomBot<S, M> of(
      Rules<S, M> rules, RandomGenerator random) {
    return new RandomBot<>(rules, random);
  }

  @Override
  public M chooseMove(S state) {
    List<M> moves = Bots.legalMovesOrThrow(rules, state);
    return moves.get(random.nextInt(moves.size()));
  }

  @Override
  public String toString() {
    return "RandomBot";
  }
}
