/**
 * The AlphaZero-style search: {@link io.github.boardrules.learning.PuctSearch} over an {@link
 * io.github.boardrules.learning.Evaluator} that gives a position's policy and value, {@link
 * io.github.boardrules.learning.UniformEvaluator} (uniform priors, a random playout's value) as the
 * evaluator to start from.
 *
 * <pre>{@code
 * ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
 * PuctSearch<S, M> search = PuctSearch.builder(game.rules(), encoding,
 *     UniformEvaluator.of(game.rules(), encoding, game.playout())).simulations(200).seed(1).build();
 * }</pre>
 */
package io.github.boardrules.learning;
