/**
 * The AlphaZero-style search: {@link io.github.boardrules.learning.PuctSearch} over an {@link
 * io.github.boardrules.learning.Evaluator} that gives a position's priors over its legal actions
 * and its value; {@link io.github.boardrules.learning.UniformEvaluator} (uniform priors, a random
 * playout's value) as the evaluator to start from; for a trained network, {@code
 * io.github.boardrules.learning.onnx.OnnxEvaluator} of the artifact {@code boardrules-learning-onnx}.
 *
 * <p>Experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}): the search and
 * its evaluators may change in a minor release until their users have had a release to try them.
 *
 * <pre>{@code
 * ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
 * PuctSearch<S, M> search = PuctSearch.builder(game.rules(), encoding)
 *     .evaluator(UniformEvaluator.withPlayouts(game.rules(), encoding, game.playout(), 1_000))
 *     .simulations(200).build();
 * M move = search.search(state, new SplittableRandom(1)).move();
 * }</pre>
 */
package io.github.boardrules.learning;
