/**
 * The network evaluator of the PUCT search: {@link
 * io.github.boardrules.learning.onnx.OnnxEvaluator} runs a policy-value network stored as an ONNX
 * model with ONNX Runtime on the CPU (its automatic module {@code com.microsoft.onnxruntime}, not
 * exposed in this module's API). The search, its other evaluators and self-play are in {@code
 * io.github.boardrules.learning}, which this module reads transitively.
 *
 * <p>Experimental ({@link io.github.boardrules.core.api.API.Status#EXPERIMENTAL}), as the learning
 * module is.
 */
module io.github.boardrules.learning.onnx {
  requires transitive io.github.boardrules.learning;
  requires com.microsoft.onnxruntime;
  requires static org.checkerframework.checker.qual;

  exports io.github.boardrules.learning.onnx;
}
