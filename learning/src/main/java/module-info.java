/**
 * Machine learning on boardrules games: {@link io.github.boardrules.learning.PuctSearch}, the
 * AlphaZero-style search over an {@link io.github.boardrules.learning.Evaluator} of policy and
 * value, and {@link io.github.boardrules.learning.selfplay self-play} with its data files. Games
 * are seen through their {@link io.github.boardrules.core.learning.ActionEncoding}, which core
 * defines and every game module implements. The evaluator that runs a trained network with ONNX
 * Runtime is {@code OnnxEvaluator}, in the module {@code io.github.boardrules.learning.onnx} of the
 * artifact {@code boardrules-learning-onnx}: this one reads no third-party module.
 *
 * <p>The whole module is experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}):
 * it may change in a minor release until its users have had a release to try it.
 */
module io.github.boardrules.learning {
  requires transitive io.github.boardrules.bots;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.learning;
  exports io.github.boardrules.learning.selfplay;
}
