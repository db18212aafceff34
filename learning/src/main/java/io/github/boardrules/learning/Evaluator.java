package io.github.boardrules.learning;

import java.util.random.RandomGenerator;

/**
 * Gives the {@link PuctSearch} its priors over actions and the value of a position, where a
 * trained policy-value network plugs in. The search calls it once for every position it adds to
 * its tree (never for a finished game: the rules give those values).
 *
 * <pre>{@code
 * Evaluator<S> network = (state, legalActions, random) -> {
 *   float[] x = encoding.observation(state);          // the network's input
 *   return new Prediction(policyHead(x), valueHead(x));
 * };
 * PuctSearch<S, M> search = PuctSearch.builder(rules, encoding).evaluator(network).build();
 * }</pre>
 *
 * <p>The default is {@link UniformEvaluator}: equal priors and the result of one random playout.
 * An evaluator is called from one thread per search; one shared by several searches at once must
 * be thread-safe (a stateless one is).
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface Evaluator<S extends Object> {
  /**
   * Evaluates a position where the game goes on.
   *
   * @param state the position
   * @param legalActions its legal actions, sorted, not empty (do not change the array)
   * @param random the search's seeded generator, for evaluators that draw (such as a playout)
   * @return priors over all the encoding's actions and the value for the player to move
   */
  Prediction evaluate(S state, int[] legalActions, RandomGenerator random);
}
