package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.core.learning.ActionEncoding;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The evaluator that knows nothing: equal priors over the legal actions, and as the value the
 * result of <em>one random playout</em> from the position, for the player to move: +1 if that
 * player wins it, −1 if it loses, 0 for a draw or a playout cut at the ply cap. With it, PUCT is
 * a Monte-Carlo tree search with AlphaZero's selection rule.
 *
 * <pre>{@code
 * Evaluator<S> uniform = UniformEvaluator.withPlayouts(rules, encoding, game.playout(), 1_000);
 * Evaluator<S> flat = UniformEvaluator.withValueZero(rules, encoding);   // priors, every value 0
 * }</pre>
 *
 * <p>Immutable and thread-safe: the playout draws from the generator the search passes.
 *
 * @param <S> the state type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class UniformEvaluator<S extends Object> implements Evaluator<S> {
  private final Rules<S, ?> rules;
  private final RandomPlayout<S> playout;
  private final int plyCap;
  private final boolean playouts;

  private UniformEvaluator(
      Rules<S, ?> rules, RandomPlayout<S> playout, int plyCap, boolean playouts) {
    this.rules = rules;
    this.playout = playout;
    this.plyCap = plyCap;
    this.playouts = playouts;
  }

  /**
   * Equal priors and the value of one random playout.
   *
   * @param rules the game
   * @param encoding its encoding
   * @param playout the playout, such as {@code ConfiguredGame.playout()} (a game's fast path)
   * @param plyCap the most plies a playout plays before it counts as 0, 1 or more
   * @param <S> the state type
   * @param <M> the move type
   * @return the evaluator
   * @throws IllegalArgumentException if {@code plyCap} is below 1
   */
  public static <S extends Object, M extends Object> UniformEvaluator<S> withPlayouts(
      Rules<S, M> rules, ActionEncoding<S, M> encoding, RandomPlayout<S> playout, int plyCap) {
    Objects.requireNonNull(encoding, "encoding");
    if (plyCap < 1) {
      throw new IllegalArgumentException("plyCap is " + plyCap + "; it must be 1 or more");
    }
    return new UniformEvaluator<>(Objects.requireNonNull(rules, "rules"),
        Objects.requireNonNull(playout, "playout"), plyCap, true);
  }

  /**
   * Equal priors and the value 0 everywhere: only finished games tell the search anything.
   *
   * @param rules the game
   * @param encoding its encoding
   * @param <S> the state type
   * @param <M> the move type
   * @return the evaluator
   */
  public static <S extends Object, M extends Object> UniformEvaluator<S> withValueZero(
      Rules<S, M> rules, ActionEncoding<S, M> encoding) {
    Objects.requireNonNull(encoding, "encoding");
    return new UniformEvaluator<>(Objects.requireNonNull(rules, "rules"),
        RandomPlayout.generic(rules), 1, false);
  }

  @Override
  public Prediction evaluate(S state, int[] legalActions, RandomGenerator random) {
    double value = 0;
    if (playouts) {
      PlayoutResult result = playout.play(state, random, plyCap);
      value = result.winner().map(w -> w == rules.toMove(state) ? 1.0 : -1.0).orElse(0.0);
    }
    return Prediction.uniform(legalActions.length, value);
  }

  @Override
  public String toString() {
    return playouts ? "UniformEvaluator[one random playout, plyCap=" + plyCap + "]"
        : "UniformEvaluator[value 0]";
  }
}
