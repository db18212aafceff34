package io.github.boardrules.learning.onnx;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxJavaType;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import ai.onnxruntime.ValueInfo;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import io.github.boardrules.learning.PuctSearch;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.random.RandomGenerator;

/**
 * An {@link Evaluator} that runs a policy-value network stored as an ONNX model, with ONNX
 * Runtime on the CPU.
 *
 * <pre>{@code
 * try (OnnxEvaluator<S> network = OnnxEvaluator.load(Path.of("nim.onnx"), encoding)) {
 *   PuctSearch<S, M> search = PuctSearch.builder(rules, encoding).evaluator(network)
 *       .simulations(100).leafBatch(8).build();
 *   M move = search.search(state, new SplittableRandom(1)).move();
 * }
 * }</pre>
 *
 * <p><b>The model.</b> One input, float32, of shape {@code [N, *observationShape]}: a batch of
 * the encoding's {@linkplain ActionEncoding#observation observations} (the batch dimension
 * symbolic, or 1). Two outputs: {@value #POLICY_OUTPUT}, float32 {@code [N, actionCount]}, the
 * logits over every action of the encoding, and {@value #VALUE_OUTPUT}, float32 {@code [N]} or
 * {@code [N, 1]}, the value for the player to move in −1 to +1 (a tanh). The priors are the
 * softmax of the logits of the legal actions only; the illegal ones are never read. {@code
 * learning/python/train.py} writes such models. A model that does not fit the encoding is refused
 * when it is loaded, with the file and the mismatch in the message.
 *
 * <p><b>Batches.</b> {@link #evaluateBatch} runs a whole batch through the model at once (the
 * search gathers one with {@link PuctSearch.Builder#leafBatch}). The session runs on one thread
 * per call; calls from several threads at once are safe. Close the evaluator to free the native
 * session.
 *
 * <p><b>Temporary files.</b> ONNX Runtime copies its native libraries (about 22 MB) into a
 * directory {@code onnxruntime-java…} under {@code java.io.tmpdir} in every JVM that loads a model.
 * On Linux the first load deletes those copies once they are loaded, and the directory goes at the
 * JVM's exit; ONNX Runtime alone would leave the empty directory behind at every exit.
 *
 * @param <S> the state type
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public final class OnnxEvaluator<S extends Object> implements Evaluator<S>, AutoCloseable {
  /** The name of the model's output of policy logits. */
  public static final String POLICY_OUTPUT = "policy";

  /** The name of the model's output of values. */
  public static final String VALUE_OUTPUT = "value";

  /** Whether this JVM has deleted ONNX Runtime's loaded copies of its libraries: once is enough. */
  private static final AtomicBoolean STAGED_COPIES_CHECKED = new AtomicBoolean();

  /** How far outside −1 to +1 a value may round (float32 tanh) before the model is called wrong. */
  private static final double VALUE_SLACK = 1e-4;

  private final Path file;
  private final ActionEncoding<S, ?> encoding;
  private final OrtEnvironment environment;
  private final OrtSession session;
  private final String inputName;
  private final long[] observationShape;
  private final int observationSize;
  private final boolean batchOfOne;

  private OnnxEvaluator(Path file, ActionEncoding<S, ?> encoding, OrtEnvironment environment,
      OrtSession session, String inputName, boolean batchOfOne) {
    this.file = file;
    this.encoding = encoding;
    this.environment = environment;
    this.session = session;
    this.inputName = inputName;
    int[] shape = encoding.observationShape();
    this.observationShape = Arrays.stream(shape).asLongStream().toArray();
    this.observationSize = Arrays.stream(shape).reduce(1, (a, b) -> a * b);
    this.batchOfOne = batchOfOne;
  }

  /**
   * Loads a model and checks it against the encoding: its input's shape and type, and its
   * outputs' names, shapes and types.
   *
   * @param file the {@code .onnx} file
   * @param encoding the encoding of the game the model was trained on
   * @param <S> the state type
   * @param <M> the move type
   * @return the evaluator; close it when done
   * @throws IOException if the file cannot be read or is no model ONNX Runtime can load, naming
   *     the file
   * @throws IllegalArgumentException if the model does not fit the encoding, naming the file, the
   *     input or output and the mismatch
   * @throws IllegalStateException if ONNX Runtime cannot load its native library on this machine
   *     (a platform its jar has no library for, or a jar stripped of this platform's), naming the
   *     operating system and architecture and with ONNX Runtime's reason
   */
  public static <S extends Object, M extends Object> OnnxEvaluator<S> load(
      Path file, ActionEncoding<S, M> encoding) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new NoSuchFileException(file.toString(), null, "no such model file");
    }
    byte[] bytes = Files.readAllBytes(file);
    OrtEnvironment environment = environment();
    OrtSession session;
    try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
      // One thread a run: the search's callers bring their own threads (self-play, matches).
      options.setIntraOpNumThreads(1);
      options.setInterOpNumThreads(1);
      session = environment.createSession(bytes, options);
    } catch (OrtException e) {
      throw new IOException(file + ": not a model ONNX Runtime can load: " + e.getMessage(), e);
    }
    try {
      boolean batchOfOne = checkInput(file, session, encoding);
      checkOutputs(file, session, encoding);
      String input = session.getInputNames().iterator().next();
      return new OnnxEvaluator<>(file, encoding, environment, session, input, batchOfOne);
    } catch (OrtException e) {
      closeQuietly(session);
      throw new IOException(file + ": cannot read the model's inputs and outputs: " + e.getMessage(), e);
    } catch (RuntimeException e) {
      closeQuietly(session);
      throw e;
    }
  }

  /**
   * ONNX Runtime's environment. Its class loads the native library when first used: a missing or
   * foreign library is an UnsatisfiedLinkError then, and a NoClassDefFoundError at every later use.
   */
  private static OrtEnvironment environment() {
    try {
      OrtEnvironment environment = OrtEnvironment.getEnvironment();
      if (STAGED_COPIES_CHECKED.compareAndSet(false, true)) {
        StagedNativeLibraries.deleteLoadedCopies();
      }
      return environment;
    } catch (LinkageError e) {
      throw new IllegalStateException("ONNX Runtime cannot load its native library on this machine ("
          + System.getProperty("os.name") + ", " + System.getProperty("os.arch") + "): " + e.getMessage(), e);
    }
  }

  /** Checks the one input; returns whether its batch dimension is fixed at 1. */
  private static boolean checkInput(Path file, OrtSession session, ActionEncoding<?, ?> encoding)
      throws OrtException {
    Map<String, NodeInfo> inputs = session.getInputInfo();
    if (inputs.size() != 1) {
      throw new IllegalArgumentException(file + ": the model has " + inputs.size() + " inputs "
          + inputs.keySet() + "; it needs one, the observations");
    }
    NodeInfo input = inputs.values().iterator().next();
    int[] observation = encoding.observationShape();
    TensorInfo tensor = tensor(file, "input '" + input.getName() + "'", input.getInfo());
    long[] shape = tensor.getShape();
    String wanted = "[N, " + Arrays.toString(observation).substring(1);
    boolean fits = shape.length == observation.length + 1 && (shape[0] <= 0 || shape[0] == 1);
    for (int d = 0; fits && d < observation.length; d++) {
      fits = shape[d + 1] == observation[d];
    }
    if (!fits) {
      throw new IllegalArgumentException(file + ": input '" + input.getName() + "' has shape "
          + Arrays.toString(shape) + "; the game's observations need " + wanted
          + " (N symbolic or 1)");
    }
    if (tensor.type != OnnxJavaType.FLOAT) {
      throw new IllegalArgumentException(file + ": input '" + input.getName() + "' holds "
          + tensor.type + "; the observations are float32");
    }
    return shape[0] == 1;
  }

  private static void checkOutputs(Path file, OrtSession session, ActionEncoding<?, ?> encoding)
      throws OrtException {
    Map<String, NodeInfo> outputs = session.getOutputInfo();
    TensorInfo policy = output(file, outputs, POLICY_OUTPUT, encoding);
    long[] p = policy.getShape();
    if (p.length != 2 || p[1] != encoding.actionCount() || policy.type != OnnxJavaType.FLOAT) {
      throw new IllegalArgumentException(file + ": output '" + POLICY_OUTPUT + "' is " + policy.type
          + " " + Arrays.toString(p) + "; the game has " + encoding.actionCount()
          + " actions, so it must be float32 [N, " + encoding.actionCount() + "]");
    }
    TensorInfo value = output(file, outputs, VALUE_OUTPUT, encoding);
    long[] v = value.getShape();
    if (!(v.length == 1 || (v.length == 2 && v[1] == 1)) || value.type != OnnxJavaType.FLOAT) {
      throw new IllegalArgumentException(file + ": output '" + VALUE_OUTPUT + "' is " + value.type + " "
          + Arrays.toString(v) + "; it must be float32 [N] or [N, 1]");
    }
  }

  private static TensorInfo output(Path file, Map<String, NodeInfo> outputs, String name,
      ActionEncoding<?, ?> encoding) {
    NodeInfo output = outputs.get(name);
    if (output == null) {
      throw new IllegalArgumentException(file + ": the model has no output '" + name
          + "'; its outputs are " + outputs.keySet() + ", and it needs '" + POLICY_OUTPUT
          + "' (logits, [N, " + encoding.actionCount() + "]) and '" + VALUE_OUTPUT + "' ([N] or [N, 1])");
    }
    return tensor(file, "output '" + name + "'", output.getInfo());
  }

  private static TensorInfo tensor(Path file, String what, ValueInfo info) {
    if (!(info instanceof TensorInfo tensor)) {
      throw new IllegalArgumentException(file + ": " + what + " is " + info + ", not a tensor");
    }
    return tensor;
  }

  private static void closeQuietly(OrtSession session) {
    try {
      session.close();
    } catch (OrtException e) {
      // Already failing with a clearer reason; the session's native memory is what is lost.
    }
  }

  /**
   * Returns the model file.
   *
   * @return the path it was loaded from
   */
  public Path file() {
    return file;
  }

  @Override
  public Prediction evaluate(S state, int[] legalActions, RandomGenerator random) {
    return run(List.of(state), List.of(legalActions)).get(0);
  }

  /**
   * Returns true: a position's priors and value are the model's outputs for its observation alone,
   * the same in a batch of any size or company (ONNX Runtime on the CPU, one thread a run; a test
   * of this module compares every position of batches of 1 to 64 bit for bit), so self-play may
   * pool several games' positions into one run.
   *
   * @return true
   */
  @Override
  public boolean isBatchInvariant() {
    return true;
  }

  @Override
  public List<Prediction> evaluateBatch(List<S> states, List<int[]> legalActions, RandomGenerator random) {
    if (states.size() != legalActions.size()) {
      throw new IllegalArgumentException(states.size() + " positions and " + legalActions.size()
          + " lists of legal actions");
    }
    if (!batchOfOne) {
      return run(states, legalActions);
    }
    List<Prediction> predictions = new ArrayList<>(states.size());
    for (int i = 0; i < states.size(); i++) {
      predictions.addAll(run(List.of(states.get(i)), List.of(legalActions.get(i))));
    }
    return predictions;
  }

  private List<Prediction> run(List<S> states, List<int[]> legalActions) {
    int n = states.size();
    if (n == 0) {
      return List.of();
    }
    FloatBuffer input = FloatBuffer.allocate(n * observationSize);
    for (S state : states) {
      input.put(encoding.observation(state));
    }
    input.flip();
    long[] shape = new long[observationShape.length + 1];
    shape[0] = n;
    System.arraycopy(observationShape, 0, shape, 1, observationShape.length);
    try (OnnxTensor tensor = OnnxTensor.createTensor(environment, input, shape);
        OrtSession.Result result = session.run(Map.of(inputName, tensor), Set.of(POLICY_OUTPUT, VALUE_OUTPUT))) {
      FloatBuffer policy = floats(result.get(POLICY_OUTPUT), POLICY_OUTPUT, (long) n * encoding.actionCount());
      FloatBuffer value = floats(result.get(VALUE_OUTPUT), VALUE_OUTPUT, n);
      List<Prediction> predictions = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        predictions.add(new Prediction(
            softmax(policy, i * encoding.actionCount(), legalActions.get(i)), value(value.get(i))));
      }
      return predictions;
    } catch (OrtException e) {
      throw new IllegalStateException(file + ": the model failed on a batch of " + n + ": " + e.getMessage(), e);
    }
  }

  private FloatBuffer floats(Optional<OnnxValue> output, String name, long expected) {
    if (output.isEmpty() || !(output.get() instanceof OnnxTensor tensor)) {
      throw new IllegalStateException(file + ": the model gave no tensor '" + name + "'");
    }
    FloatBuffer buffer = tensor.getFloatBuffer();
    if (buffer == null || buffer.remaining() != expected) {
      throw new IllegalStateException(file + ": output '" + name + "' has "
          + (buffer == null ? "no float32 values" : buffer.remaining() + " values") + "; expected " + expected);
    }
    return buffer;
  }

  /** The softmax of the legal actions' logits, shifted by their maximum so that no exponential overflows. */
  private double[] softmax(FloatBuffer logits, int offset, int[] legalActions) {
    double max = Double.NEGATIVE_INFINITY;
    for (int action : legalActions) {
      max = Math.max(max, logits.get(offset + action));
    }
    if (!Double.isFinite(max)) {
      throw new IllegalStateException(file + ": the policy logits of the legal actions include " + max);
    }
    double[] priors = new double[legalActions.length];
    double sum = 0;
    for (int i = 0; i < legalActions.length; i++) {
      double logit = logits.get(offset + legalActions[i]);
      if (Double.isNaN(logit)) {
        throw new IllegalStateException(file + ": the policy logit of action " + legalActions[i] + " is NaN");
      }
      priors[i] = Math.exp(logit - max);
      sum += priors[i];
    }
    for (int i = 0; i < priors.length; i++) {
      priors[i] /= sum;
    }
    return priors;
  }

  private double value(float v) {
    if (!(v >= -1 - VALUE_SLACK && v <= 1 + VALUE_SLACK)) {
      throw new IllegalStateException(file + ": the model's value is " + v + "; a value is -1 to +1 (end the"
          + " value head with a tanh)");
    }
    return Math.max(-1, Math.min(1, v));
  }

  /** Frees the model's native session. */
  @Override
  public void close() {
    try {
      session.close();
    } catch (OrtException e) {
      throw new IllegalStateException(file + ": cannot close the model's session: " + e.getMessage(), e);
    }
  }

  @Override
  public String toString() {
    return "OnnxEvaluator[" + file + "]";
  }
}
