package io.github.boardrules.learning.onnx;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAwayEncoding;
import io.github.boardrules.learning.Prediction;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link OnnxEvaluator} on models with hand-set weights, written by
 * {@code learning-onnx/src/test/python/make_test_models.py} for the take-away fixture (observation
 * {@code {2, 5}}, 3 actions): the policy logit of action {@code a} with {@code c} counters left is
 * {@code (a + 1)·c/2}; the value is {@code tanh(0.25)} when the first player is to move, {@code
 * tanh(−0.25)} otherwise.
 */
class OnnxEvaluatorTest {
  private static final Path MODELS = Path.of("src/test/resources/onnx");
  private static final TakeAway RULES = new TakeAway(4);
  private static final TakeAwayEncoding ENCODING = new TakeAwayEncoding(RULES, 4);

  @TempDir Path dir;

  @Test
  void theSoftmaxIsOverTheLegalActionsOnlyAndTheValueIsTheModels() throws IOException {
    try (OnnxEvaluator<Pile> model = OnnxEvaluator.load(MODELS.resolve("takeaway-hand-weights.onnx"), ENCODING)) {
      // 4 counters, FIRST to move: logits 2, 4, 6, all legal: softmax e^-4, e^-2, 1 over their sum.
      Prediction four = model.evaluate(new Pile(4, Player.FIRST), new int[] {0, 1, 2}, new SplittableRandom(1));
      double sum = Math.exp(-4) + Math.exp(-2) + 1;
      assertThat(four.priors()[0]).isCloseTo(Math.exp(-4) / sum, within(1e-6));
      assertThat(four.priors()[1]).isCloseTo(Math.exp(-2) / sum, within(1e-6));
      assertThat(four.priors()[2]).isCloseTo(1 / sum, within(1e-6));
      assertThat(four.value()).isCloseTo(Math.tanh(0.25), within(1e-6));

      // 2 counters, SECOND to move: logits 1, 2 (and 3 for the illegal take of 3, never read).
      Prediction two = model.evaluate(new Pile(2, Player.SECOND), new int[] {0, 1}, new SplittableRandom(1));
      assertThat(two.size()).isEqualTo(2);
      assertThat(two.priors()[0]).isCloseTo(Math.exp(-1) / (1 + Math.exp(-1)), within(1e-6));
      assertThat(two.priors()[1]).isCloseTo(1 / (1 + Math.exp(-1)), within(1e-6));
      assertThat(two.value()).isCloseTo(Math.tanh(-0.25), within(1e-6));

      // One batched run gives what the single runs give.
      List<Prediction> batch = model.evaluateBatch(
          List.of(new Pile(4, Player.FIRST), new Pile(2, Player.SECOND), new Pile(1, Player.FIRST)),
          List.of(new int[] {0, 1, 2}, new int[] {0, 1}, new int[] {0}), new SplittableRandom(1));
      assertThat(batch).hasSize(3);
      assertThat(batch.get(0).priors()).containsExactly(four.priors(), within(1e-7));
      assertThat(batch.get(1).priors()).containsExactly(two.priors(), within(1e-7));
      assertThat(batch.get(2).priors()).containsExactly(1.0);
      assertThat(batch.get(2).value()).isCloseTo(Math.tanh(0.25), within(1e-6));
    }
  }

  @Test
  void searchesWithTheModelRepeatForASeedWithBatchesOrNot() throws IOException {
    try (OnnxEvaluator<Pile> model = OnnxEvaluator.load(MODELS.resolve("takeaway-hand-weights.onnx"), ENCODING)) {
      for (int batch : new int[] {1, 4}) {
        PuctSearch<Pile, TakeAway.Take> search =
            PuctSearch.builder(RULES, ENCODING).evaluator(model).simulations(30).leafBatch(batch).build();
        PuctResult<TakeAway.Take> a = search.search(new Pile(4, Player.FIRST), new SplittableRandom(5));
        PuctResult<TakeAway.Take> b = search.search(new Pile(4, Player.FIRST), new SplittableRandom(5));
        assertThat(a.visits()).as("batch %d", batch).containsExactly(b.visits());
        assertThat(a.rootPriors()[2]).isCloseTo(1 / (Math.exp(-4) + Math.exp(-2) + 1), within(1e-6));
        // The root's priors are the model's softmax; every simulation lands on a legal action.
        assertThat(a.visits()[0] + a.visits()[1] + a.visits()[2]).isEqualTo(30);
      }
    }
  }

  /**
   * What {@link OnnxEvaluator#isBatchInvariant} promises and self-play's pooling across games relies
   * on: a position's priors and value are the same, bit for bit, whether it is run alone or in a
   * batch of 2 to 64 with other positions, at any place in the batch. The model is the reference
   * trainer's residual MLP (96 wide, two blocks) with random weights, exported by PyTorch.
   */
  @Test
  void aPositionsPredictionIsTheSameBitForBitInBatchesOfAnySize() throws IOException {
    List<Pile> piles = new ArrayList<>();
    for (int counters = 1; counters <= 4; counters++) {
      piles.add(new Pile(counters, Player.FIRST));
      piles.add(new Pile(counters, Player.SECOND));
    }
    try (OnnxEvaluator<Pile> model = OnnxEvaluator.load(MODELS.resolve("takeaway-residual-mlp.onnx"), ENCODING)) {
      assertThat(model.isBatchInvariant()).isTrue();
      List<Prediction> alone = new ArrayList<>();
      for (Pile pile : piles) {
        alone.add(model.evaluate(pile, ENCODING.legalActions(pile), new SplittableRandom(1)));
      }
      // The model is not trivial: its predictions differ from position to position.
      assertThat(alone.stream().map(Prediction::value).distinct().count()).isEqualTo(piles.size());
      SplittableRandom draw = new SplittableRandom(3);
      for (int size = 2; size <= 64; size++) {
        List<Pile> batch = new ArrayList<>();
        List<int[]> actions = new ArrayList<>();
        List<Integer> which = new ArrayList<>();
        for (int k = 0; k < size; k++) {
          int i = draw.nextInt(piles.size());
          which.add(i);
          batch.add(piles.get(i));
          actions.add(ENCODING.legalActions(piles.get(i)));
        }
        List<Prediction> together = model.evaluateBatch(batch, actions, new SplittableRandom(1));
        for (int k = 0; k < size; k++) {
          Prediction one = alone.get(which.get(k));
          assertThat(together.get(k).value()).as("batch of %d, place %d", size, k).isEqualTo(one.value());
          assertThat(together.get(k).priors()).as("batch of %d, place %d", size, k).containsExactly(one.priors());
        }
      }
    }
  }

  @Test
  void aModelThatDoesNotFitIsRefusedNamingTheFileAndTheMismatch() throws IOException {
    Path noValue = MODELS.resolve("takeaway-no-value.onnx");
    assertThatThrownBy(() -> OnnxEvaluator.load(noValue, ENCODING))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(noValue + ": the model has no output 'value'; its outputs are [policy], and it needs 'policy'"
            + " (logits, [N, 3]) and 'value' ([N] or [N, 1])");
    Path wrongInput = MODELS.resolve("takeaway-wrong-input.onnx");
    assertThatThrownBy(() -> OnnxEvaluator.load(wrongInput, ENCODING))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(wrongInput + ": input 'observation' has shape [-1, 2, 6]; the game's observations need"
            + " [N, 2, 5] (N symbolic or 1)");
    Path wide = MODELS.resolve("takeaway-wide-policy.onnx");
    assertThatThrownBy(() -> OnnxEvaluator.load(wide, ENCODING))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(wide + ": output 'policy' is FLOAT [-1, 4]; the game has 3 actions, so it must be float32"
            + " [N, 3]");
    Path missing = dir.resolve("none.onnx");
    assertThatThrownBy(() -> OnnxEvaluator.load(missing, ENCODING))
        .isInstanceOf(NoSuchFileException.class).hasMessageContaining(missing.toString());
    Path garbage = Files.writeString(dir.resolve("garbage.onnx"), "not a model");
    assertThatThrownBy(() -> OnnxEvaluator.load(garbage, ENCODING))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(garbage + ": not a model ONNX Runtime can load: ");
  }

  @Test
  void aMachineWithoutONNXRuntimesNativeLibraryGetsOneClearExceptionAtEveryLoad() throws Exception {
    // A JVM of its own that reports an architecture ONNX Runtime's jar has no library for (ppc64):
    // ONNX Runtime then looks for it on java.library.path and fails to link, as it would on a
    // platform it does not ship or from a jar stripped of this platform's library.
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(java, "-Dos.arch=ppc64", "-cp", System.getProperty("java.class.path"),
        LoadTwice.class.getName(), MODELS.resolve("takeaway-hand-weights.onnx").toString())
        .redirectErrorStream(true).start();
    String output;
    try (InputStream in = process.getInputStream()) {
      output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();
    assertThat(output.lines().toList()).as(output).hasSize(2).allSatisfy(line -> assertThat(line)
        .startsWith("IllegalStateException: ONNX Runtime cannot load its native library on this machine ("
            + System.getProperty("os.name") + ", ppc64): "));
  }

  @Test
  void aJvmThatLoadedAModelLeavesNothingInTheTemporaryDirectory() throws Exception {
    // ONNX Runtime copies its libraries into a directory of java.io.tmpdir in every JVM, a JVM of
    // its own here, with a temporary directory of its own; what is in it is printed after the load.
    Path temporary = Files.createDirectory(dir.resolve("tmp"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(java, "-Djava.io.tmpdir=" + temporary, "-cp",
        System.getProperty("java.class.path"), LoadAndList.class.getName(),
        MODELS.resolve("takeaway-hand-weights.onnx").toString())
        .redirectErrorStream(true).start();
    String output;
    try (InputStream in = process.getInputStream()) {
      output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    // While it runs: ONNX Runtime's directory, its library copies already deleted.
    List<String> lines = output.lines().toList();
    assertThat(lines).as(output).hasSize(2);
    assertThat(lines.get(0)).startsWith("loaded ");
    assertThat(lines.get(1)).as(output).matches("in the temporary directory: \\[onnxruntime-java\\d+\\]");
    // After its exit: nothing.
    try (Stream<Path> left = Files.list(temporary)) {
      assertThat(left).isEmpty();
    }
  }

  /** Loads a model, then prints what the temporary directory holds, its subdirectories' files included. */
  static final class LoadAndList {
    private LoadAndList() {}

    public static void main(String[] args) throws IOException {
      try (OnnxEvaluator<Pile> model = OnnxEvaluator.load(Path.of(args[0]), ENCODING)) {
        System.out.println("loaded " + model);
      }
      Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
      try (Stream<Path> files = Files.walk(temporary)) {
        System.out.println("in the temporary directory: "
            + files.filter(file -> !file.equals(temporary)).map(temporary::relativize).sorted().toList());
      }
    }
  }

  /** Loads a model twice, printing each failure's class and message on a line of its own. */
  static final class LoadTwice {
    private LoadTwice() {}

    public static void main(String[] args) {
      for (int attempt = 0; attempt < 2; attempt++) {
        try (OnnxEvaluator<Pile> model = OnnxEvaluator.load(Path.of(args[0]), ENCODING)) {
          System.out.println("loaded " + model);
        } catch (IOException | RuntimeException e) {
          System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
      }
    }
  }
}
