package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Gives the {@link PuctSearch} its priors over the legal actions and the value of a position,
 * where a trained policy-value network plugs in. The search calls it for every position it adds
 * to its tree (never for a finished game: the rules give those values), one at a time or, with
 * {@link PuctSearch.Builder#leafBatch(int)}, several at once through {@link #evaluateBatch}.
 *
 * <pre>{@code
 * Evaluator<S> network = (state, legalActions, random) -> {
 *   float[] x = encoding.observation(state);          // the network's input
 *   float[] logits = policyHead(x);                   // one per action of the encoding
 *   double[] p = new double[legalActions.length];     // one weight per legal action
 *   for (int i = 0; i < p.length; i++) {
 *     p[i] = Math.exp(logits[legalActions[i]]);       // the search scales them to sum to 1
 *   }
 *   return new Prediction(p, valueHead(x));
 * };
 * PuctSearch<S, M> search = PuctSearch.builder(rules, encoding).evaluator(network).build();
 * }</pre>
 *
 * <p>The default is {@link UniformEvaluator}: equal priors and the result of one random playout;
 * {@code OnnxEvaluator}, of the artifact {@code boardrules-learning-onnx}, runs an ONNX model. An
 * evaluator is called from one thread per search; one shared by several searches at once must be
 * thread-safe (a stateless one is).
 *
 * @param <S> the state type
 */
@FunctionalInterface
@API(status = EXPERIMENTAL, since = "0.1.0")
public interface Evaluator<S extends Object> {
  /**
   * Evaluates a position where the game goes on.
   *
   * @param state the position
   * @param legalActions its legal actions, sorted, not empty (do not change the array)
   * @param random the search's seeded generator, for evaluators that draw (such as a playout)
   * @return one prior per legal action, in the order of {@code legalActions}, and the value for
   *     the player to move
   */
  Prediction evaluate(S state, int[] legalActions, RandomGenerator random);

  /**
   * Evaluates several positions at once, as a network does in one batched run. The default
   * calls {@link #evaluate} for each in order, so an evaluator that draws from {@code random}
   * draws in the order of the batch.
   *
   * @param states the positions, where the game goes on
   * @param legalActions the legal actions of each position, as for {@link #evaluate}
   * @param random the search's seeded generator
   * @return one prediction per position, in order
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  default List<Prediction> evaluateBatch(
      List<S> states, List<int[]> legalActions, RandomGenerator random) {
    List<Prediction> predictions = new ArrayList<>(states.size());
    for (int i = 0; i < states.size(); i++) {
      predictions.add(evaluate(states.get(i), legalActions.get(i), random));
    }
    return predictions;
  }

  /**
   * Tells whether this evaluator's predictions depend only on each position: not on its
   * generator, nor on which other positions share a batch, nor on the order of the calls. {@link
   * PuctSearch#searchAll} then pools the new positions of several searches (self-play's games)
   * into one {@link #evaluateBatch} call, and the results stay those of one search at a time. The
   * default is false (the {@link UniformEvaluator}'s playouts draw from the generator); a network
   * whose outputs for a position are the same in any batch returns true.
   *
   * <pre>{@code
   * if (evaluator.isBatchInvariant()) { ... } // several games' leaves in one network call
   * }</pre>
   *
   * @return whether predictions may be pooled across searches
   */
  default boolean isBatchInvariant() {
    return false;
  }
}
