package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.PuctResult;
import io.github.boardrules.learning.PuctSearch;
import io.github.boardrules.learning.onnx.OnnxEvaluator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guide's learning loop (docs/learning.md, "Training a network") run as written, on NIM:
 * self-play, the reference trainer (learning/python/train.py, in a Python process), the model in
 * {@code match} against level 1, a second generation whose self-play uses the model. The tool's
 * commands run in this JVM (the shaded jar is made after the tests) and Python as a process, each
 * in a scratch directory.
 *
 * <p>A JUnit test rather than an exec-plugin run: the tool's commands are checked in process with
 * their outputs (score, unfinished games, forfeits), the commands are read from the guide itself,
 * and a missing Python or onnx package fails with one clear message. The trainer needs {@code
 * python3} with NumPy and onnx ({@code .ci/run} installs Debian's python3-onnx when missing);
 * {@code BOARDRULES_PYTHON} names another interpreter.
 */
class LearningLoopTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path GUIDE = ROOT.resolve("docs/learning.md");
  private static final String TOOL = "java -jar cli/target/boardrules-cli.jar ";
  private static final String TRAINER = "python3 learning/python/train.py ";
  /** A file name of the loop: rewritten into the scratch directory for the in-process commands. */
  private static final Pattern FILE = Pattern.compile("(^|:)([A-Za-z0-9_-]+\\.(?:npz|onnx))");
  private static final Pattern SCORE = Pattern.compile(
      "\\n(puct:[^:]+): (\\d+) wins?, (\\d+) draws?, (\\d+) loss(?:es)?, (\\d+) unfinished; score ([0-9.]+)");

  @TempDir Path dir;

  @Test
  void theGuidesLoopRunsAsWrittenAndTheModelBeatsRandomPlay() throws IOException, InterruptedException {
    String python = pythonWithNumpyAndOnnx();
    List<String> commands = loopCommands();
    assertThat(commands).as("the guide's loop").hasSize(6);
    List<Double> scores = new ArrayList<>();
    for (String command : commands) {
      long started = System.nanoTime();
      if (command.startsWith(TRAINER)) {
        List<String> words = new ArrayList<>(List.of(python, ROOT.resolve("learning/python/train.py").toString()));
        words.addAll(CommandWords.split(command.substring(TRAINER.length())));
        String output = run(words);
        assertThat(output).as(command).contains("wrote gen");
      } else {
        assertThat(command).as("a command of the loop").startsWith(TOOL);
        List<String> words = new ArrayList<>();
        for (String word : CommandWords.split(command.substring(TOOL.length()))) {
          words.add(FILE.matcher(word).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + dir.resolve(m.group(2)))));
        }
        CliRun run = CliRun.of(words.toArray(String[]::new));
        assertThat(run.exitCode()).as("%s%n%s", command, run.err()).isZero();
        if (words.get(0).equals("match")) {
          Matcher score = SCORE.matcher(run.out());
          assertThat(score.find()).as(run.out()).isTrue();
          int wins = Integer.parseInt(score.group(2));
          int draws = Integer.parseInt(score.group(3));
          int losses = Integer.parseInt(score.group(4));
          // Every game played to its end, with legal moves only (the runner plays each with
          // Rules.play, which refuses an illegal one) and no forfeit.
          assertThat(wins + draws + losses).as(run.out()).isEqualTo(20);
          assertThat(Integer.parseInt(score.group(5))).as(run.out()).isZero();
          assertThat(run.out()).doesNotContain("forfeit");
          scores.add(Double.parseDouble(score.group(6)));
        }
      }
      System.out.printf("learning loop: %.1f s  %s%n", (System.nanoTime() - started) / 1e9, command);
    }
    // Level 1 plays at random: each generation's player (50 simulations a move) beats it. The
    // search does much of that: an untrained network scored 0.7 to 0.9 here too (seeds 1 to 3).
    assertThat(scores).hasSize(2).allSatisfy(score -> assertThat(score).isGreaterThan(0.5));
    assertThat(dir.resolve("gen2.onnx")).isRegularFile();

    ConfiguredGame<?, ?> nim = GameChoice.of("nim", null);
    assertThat(guideSnippetPlaysALegalMove(nim, dir.resolve("gen2.onnx"))).isTrue();
  }

  /** The guide's Java lines with the model of the loop, from the start of NIM. */
  private static <S, M> boolean guideSnippetPlaysALegalMove(ConfiguredGame<S, M> game, Path model)
      throws IOException {
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    S state = game.rules().initialState(new SplittableRandom(1));
    M move;
    // snippet:learning-onnx
    try (OnnxEvaluator<S> network = OnnxEvaluator.load(model, encoding)) {
      PuctSearch<S, M> search = PuctSearch.builder(game.rules(), encoding).evaluator(network)
          .simulations(50).leafBatch(8).firstPlayUrgency(PuctSearch.SUGGESTED_FPU_REDUCTION).build();
      PuctResult<M> result = search.search(state, new SplittableRandom(1));
      move = result.move();
    }
    // end-snippet
    return game.rules().legalMoves(state).contains(move);
  }

  private String run(List<String> words) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(words).directory(dir.toFile()).redirectErrorStream(true).start();
    String output;
    try (InputStream in = process.getInputStream()) {
      output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).as(String.join(" ", words)).isTrue();
    assertThat(process.exitValue()).as("%s%n%s", String.join(" ", words), output).isZero();
    return output;
  }

  /** The interpreter to train with; fails the test, saying what to install, when it lacks NumPy or onnx. */
  private static String pythonWithNumpyAndOnnx() throws InterruptedException {
    String python = System.getenv().getOrDefault("BOARDRULES_PYTHON", "python3");
    String why;
    try {
      Process check = new ProcessBuilder(python, "-c", "import numpy, onnx").redirectErrorStream(true).start();
      String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (check.waitFor(60, TimeUnit.SECONDS) && check.exitValue() == 0) {
        return python;
      }
      why = output.strip();
    } catch (IOException e) {
      why = e.getMessage();
    }
    return fail("The learning loop trains with " + python + " and needs NumPy and the onnx package: on Debian"
        + " apt-get install python3-numpy python3-onnx (.ci/run does), or pip install numpy onnx; or set"
        + " BOARDRULES_PYTHON to an interpreter that has them. " + python + " said: " + why);
  }

  /** The lines of the guide's loop: the sh fence after its marker. */
  private static List<String> loopCommands() throws IOException {
    String guide = Files.readString(GUIDE);
    int marker = guide.indexOf("<!-- learning-loop-commands -->");
    assertThat(marker).as("the guide's learning-loop-commands marker").isNotNegative();
    int start = guide.indexOf("```sh\n", marker) + "```sh\n".length();
    int end = guide.indexOf("```", start);
    return guide.substring(start, end).strip().lines().toList();
  }
}
