/**
 * A trained network as the {@link io.github.boardrules.learning.Evaluator} of the PUCT search:
 * {@link io.github.boardrules.learning.onnx.OnnxEvaluator} loads an ONNX model, checks it against
 * the game's action encoding, and gives the priors and values of a batch of positions in one run.
 *
 * <p>Experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}), with the
 * search it serves: it, and the model it accepts, may change in a minor release.
 *
 * <pre>{@code
 * try (OnnxEvaluator<S> network = OnnxEvaluator.load(Path.of("nim.onnx"), encoding)) {
 *   PuctSearch<S, M> search = PuctSearch.builder(rules, encoding).evaluator(network)
 *       .simulations(100).leafBatch(8).build();
 *   M move = search.search(state, new SplittableRandom(1)).move();
 * }
 * }</pre>
 */
package io.github.boardrules.learning.onnx;
