package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.nim.GridNimState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guide's learning loop (docs/learning.md, "Training a network") in {@code verify}: its {@code
 * loop.py} line, as written, for its first five generations of thirty ({@link #SMALLER}: the
 * guide's loop took 8.4 minutes on the idle 2-core machine), then its check line, a match of the
 * model against level 3, in this JVM, and the model measured against NIM's exact values ({@link
 * ModelAccuracy}, on the positions of {@value #ACCURACY_GAMES} random games) beside the baselines
 * of the same positions.
 *
 * <p>{@code loop.py} runs as a Python process, in a session of its own ({@link #inASessionOfItsOwn}); the
 * command line it calls is this module's classes ({@code java -cp <the test class path>
 * io.github.boardrules.cli.Main}, the runnable jar is made
 * after the tests), and the trainer is {@code learning/python/train.py} on PyTorch. The interpreter
 * is {@code BOARDRULES_PYTHON}, else {@code python3}, else {@code /usr/bin/python3}: the first that
 * has PyTorch and NumPy ({@code .ci/run} installs Debian's python3-torch, with OpenBLAS, when none has).
 *
 * <p>What five generations reach, asserted: the model's PUCT search (50 simulations) beats level 3
 * with the lower end of the 95 % Elo interval above 0 in 40 games, the bar for the whole
 * loop; and against exact values it beats the baselines: the value's sign the majority answer by
 * 0.03, the top-prior move a random legal move by 0.15, the PUCT move the untrained search's by
 * 0.15, and on the endgame (at most {@value #ENDGAME_BALLS} balls left) the value's sign the
 * majority and the top-prior move a random one by 0.2. The bar's accuracy figures (0.9) are the
 * whole loop's, measured by the tool run in bench/results/2026-11-28-learning-loop/loop-nim.csv,
 * not here. Every step is seeded, so the same machine gives the same figures; on another processor
 * PyTorch's sums round differently and the networks differ. The margins leave room for that: the
 * guide's loop and the same loop with {@code --seed 1001} (loop-nim.csv and loop-nim-seed-1001.csv,
 * on the positions of 500 random games) had after five generations a value sign of 0.851 and 0.828
 * against the majority's 0.753, a top-prior move keeping 0.608 and 0.668 of the wins against a
 * random move's 0.330, a PUCT move 0.786 and 0.821 against the untrained search's 0.523, and scored
 * 0.950 and 0.925 against level 3 in 40 games (lower ends +276.4 and +236.7); trained with the
 * OpenBLAS kernels of other processors (loop-nim-blas-kernels.csv) the same loop's fifth generation
 * had 0.849 and 0.845, 0.663 and 0.599, 0.812 and 0.806, and 0.950 and 0.975.
 */
class CliLearningLoopTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path GUIDE = ROOT.resolve("docs/learning.md");
  private static final String LOOP = "python3 learning/python/loop.py ";
  private static final String TOOL = "java -jar cli/target/boardrules-cli.jar ";

  /** What this test changes in the guide's loop: its first five generations only. */
  static final List<String> SMALLER = List.of("--generations", "5");

  /** The random games whose positions the accuracy checks measure (about a thousand positions). */
  static final int ACCURACY_GAMES = 100;

  /** The endgame of the accuracy checks: positions with at most this many balls. */
  static final int ENDGAME_BALLS = 4;

  /** The lower end of the match's 95 % Elo interval: "[low, high]", or "at least low" after a sweep. */
  private static final Pattern ELO_LOW = Pattern.compile(
      "(?m)^Elo difference \\(.*\\): (?:[-+]?[\\d.,]+ \\[([-+]?[\\d.,]+), [-+]?[\\d.,]+\\]|at least ([-+]?[\\d.,]+))");

  private static final Pattern SCORE = Pattern.compile(
      "\\n(puct:[^:]+): (\\d+) wins?, (\\d+) draws?, (\\d+) loss(?:es)?, (\\d+) unfinished; score ([0-9.]+)");

  @TempDir Path dir;

  @Test
  void theGuidesLoopRunsAndItsModelBeatsTheBaselines() throws IOException, InterruptedException {
    String python = pythonWithTorch();
    List<String> lines = loopLines();
    assertThat(lines).as("the guide's loop: loop.py, then the match against level 3").hasSize(2);
    assertThat(lines.get(0)).startsWith(LOOP);
    assertThat(lines.get(1)).startsWith(TOOL + "match ");

    List<String> words = new ArrayList<>(List.of(python, ROOT.resolve("learning/python/loop.py").toString()));
    words.addAll(CommandWords.split(lines.get(0).substring(LOOP.length())));
    String loopDir = words.get(words.indexOf("--dir") + 1);
    words.addAll(SMALLER);
    words.addAll(List.of("--dir", dir.toString(), "--python", python, "--cli",
        javaCommand() + " io.github.boardrules.cli.Main"));
    long started = System.nanoTime();
    String output = outputOf(inASessionOfItsOwn(words), 300);
    System.out.printf("learning loop: %.1f s%n%s%n", (System.nanoTime() - started) / 1e9, output);
    assertThat(output).contains("generation 1: ", "generation 5: ", "wrote " + dir.resolve("candidate5.onnx"));
    List<String> table = Files.readAllLines(dir.resolve("loop.csv"));
    assertThat(table).hasSize(6);
    assertThat(table.get(0)).isEqualTo("generation,selfplay_positions,gate_score,kept,seconds");
    assertThat(table.get(5)).matches("5,\\d+,(0\\.\\d{3}|1\\.000),(true|false),.*");
    Path model = dir.resolve("best.onnx");
    assertThat(model).isRegularFile();

    // The guide's check line, with the loop's directory here: every game played to its end.
    List<String> check = new ArrayList<>();
    for (String word : CommandWords.split(lines.get(1).substring(TOOL.length()))) {
      check.add(word.replace(loopDir + "/", dir + "/"));
    }
    CliRun match = CliRun.of(check.toArray(String[]::new));
    assertThat(match.exitCode()).as("%s%n%s", check, match.err()).isZero();
    Matcher score = SCORE.matcher(match.out());
    assertThat(score.find()).as(match.out()).isTrue();
    int games = Integer.parseInt(score.group(2)) + Integer.parseInt(score.group(3)) + Integer.parseInt(score.group(4));
    assertThat(games).as(match.out()).isEqualTo(40);
    assertThat(Integer.parseInt(score.group(5))).isZero();
    System.out.println("the small loop's model against level 3: " + score.group(0).strip());
    Matcher elo = ELO_LOW.matcher(match.out());
    assertThat(elo.find()).as(match.out()).isTrue();
    String low = Objects.requireNonNull(elo.group(elo.group(1) != null ? 1 : 2));
    assertThat(Double.parseDouble(low.replace(",", "")))
        .as("the lower end of the 95 %% Elo interval against level 3, in 40 games%n%s", match.out()).isPositive();

    // Against exact values, beside the baselines of the same positions: every position, then the endgame.
    ConfiguredGame<?, ?> nim = GameChoice.of("nim", null);
    Map<String, String> all = figures(ModelAccuracy.measure(nim, model.toString(), 50, ACCURACY_GAMES, state -> true));
    Map<String, String> untrained = figures(ModelAccuracy.measure(nim, "uniform", 50, ACCURACY_GAMES, state -> true));
    Map<String, String> endgame = figures(ModelAccuracy.measure(nim, model.toString(), 50, ACCURACY_GAMES,
        state -> Long.bitCount(((GridNimState) state).balls()) <= ENDGAME_BALLS));
    System.out.println("every position: " + all + "\nuntrained search: " + untrained + "\nendgame: " + endgame);
    // A NIM game of random moves takes about ten plies, a few of them with at most four balls left.
    assertThat(Integer.parseInt(all.get("positions"))).isBetween(8 * ACCURACY_GAMES, 12 * ACCURACY_GAMES);
    assertThat(share(all, "sign_agrees", "positions")).as("value sign right, against the majority answer")
        .isGreaterThan(Double.parseDouble(all.get("majority_share")) + 0.03);
    assertThat(share(all, "prior_won_kept", "won")).as("top-prior move keeps the win, against a random move")
        .isGreaterThan(Double.parseDouble(all.get("random_won_kept_share")) + 0.15);
    assertThat(share(all, "puct_won_kept", "won")).as("PUCT move keeps the win, against the untrained search's")
        .isGreaterThan(share(untrained, "puct_won_kept", "won") + 0.15);
    assertThat(Integer.parseInt(endgame.get("positions"))).isBetween(2 * ACCURACY_GAMES, 5 * ACCURACY_GAMES);
    assertThat(share(endgame, "sign_agrees", "positions")).as("endgame: value sign right, against the majority")
        .isGreaterThan(Double.parseDouble(endgame.get("majority_share")) + 0.2);
    assertThat(share(endgame, "prior_won_kept", "won")).as("endgame: top-prior move keeps the win, against random")
        .isGreaterThan(Double.parseDouble(endgame.get("random_won_kept_share")) + 0.2);

    assertThat(guideSnippetPlaysALegalMove(nim, model)).isTrue();
  }

  private static double share(Map<String, String> figures, String part, String whole) {
    return Double.parseDouble(figures.get(part)) / Double.parseDouble(figures.get(whole));
  }

  private static Map<String, String> figures(String line) {
    return Arrays.stream(line.split(" ")).map(pair -> pair.split("="))
        .collect(Collectors.toMap(pair -> pair[0], pair -> pair[1]));
  }

  /** The guide's Java lines ({@link NetworkMove}) with the loop's model, from the start of NIM. */
  private static <S, M> boolean guideSnippetPlaysALegalMove(ConfiguredGame<S, M> game, Path model)
      throws IOException {
    S state = game.rules().initialState(new SplittableRandom(1));
    M move = NetworkMove.choose(game, model, state);
    return game.rules().legalMoves(state).contains(move);
  }

  /** This JVM's java with the test class path, to run the command line's classes in a process. */
  private static String javaCommand() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    // The serial collector: the loop's commands live seconds, in a build that keeps both cores busy (1 s of CPU
    // less over the loop's three commands than the default collector's threads; the same moves and files).
    return quoted(java) + " -XX:+UseSerialGC -cp " + quoted(classPath);
  }

  /** A word quoted for Python's shlex.split, which loop.py splits its --cli with. */
  private static String quoted(String word) {
    return "'" + word.replace("'", "'\"'\"'") + "'";
  }

  /**
   * What a command printed (standard output and error), run from the repository's root; fails the test unless
   * it ends within the timeout with exit code 0. It and the processes it started are ended however the test
   * ends: also when this JVM is stopped, which a command in a session of its own would not see. The output
   * goes to a file, so that the timeout holds also for a command that hangs with its output open.
   */
  private static String outputOf(List<String> command, int timeoutSeconds) throws IOException, InterruptedException {
    Path log = Files.createTempFile("boardrules-command", ".log");
    Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    Thread stop = new Thread(() -> endWithItsChildren(process));
    Runtime.getRuntime().addShutdownHook(stop);
    try {
      boolean ended = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
      String output = new String(Files.readAllBytes(log), StandardCharsets.UTF_8);
      assertThat(ended).as("%s ended within %d s%n%s", String.join(" ", command), timeoutSeconds, output).isTrue();
      assertThat(process.exitValue()).as("%s%n%s", String.join(" ", command), output).isZero();
      return output;
    } finally {
      endWithItsChildren(process);
      Files.deleteIfExists(log);
      try {
        Runtime.getRuntime().removeShutdownHook(stop);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is ending, and the hook has ended the command.
      }
    }
  }

  private static void endWithItsChildren(Process process) {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }

  /**
   * The loop's command in a session of its own ({@code setsid}, where there is one): the loop is the longest
   * chain of steps in {@code verify}, one after another, and ends the build, while the other modules' work
   * can run in any order. Linux's automatic group scheduling (sched_autogroup) shares the processor between
   * sessions first, so the loop's processes get about a core of two beside the rest of the build, where they
   * had a share by their thread count (measured in bench/results/2026-12-03-loop-session). The same commands
   * run, with the same seeds and the same results; only their share of the processor changes. With {@code
   * --wait} the exit code is the loop's, should setsid fork.
   */
  private static List<String> inASessionOfItsOwn(List<String> words) {
    for (String setsid : List.of("/usr/bin/setsid", "/bin/setsid")) {
      if (Files.isExecutable(Path.of(setsid))) {
        List<String> inSession = new ArrayList<>(List.of(setsid, "--wait"));
        inSession.addAll(words);
        return inSession;
      }
    }
    return words;
  }

  /**
   * What a Python script printed (standard output and error), run by the interpreter with PyTorch from the
   * repository's root, so that it imports the trainer's modules from {@code learning/python}; fails the test
   * unless the script ends within the timeout with exit code 0.
   */
  static String torchScriptOutput(String script, int timeoutSeconds) throws IOException, InterruptedException {
    return outputOf(List.of(pythonWithTorch(), "-c", script), timeoutSeconds);
  }

  /** The interpreter to train with; fails the test, saying what to install, when none has PyTorch and NumPy. */
  static String pythonWithTorch() throws InterruptedException {
    String named = System.getenv("BOARDRULES_PYTHON");
    List<String> candidates = named != null ? List.of(named) : List.of("python3", "/usr/bin/python3");
    StringBuilder why = new StringBuilder();
    for (String python : candidates) {
      try {
        Process check = new ProcessBuilder(python, "-c", "import numpy, torch").redirectErrorStream(true).start();
        String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (check.waitFor(120, TimeUnit.SECONDS) && check.exitValue() == 0) {
          return python;
        }
        why.append(' ').append(python).append(" said: ").append(output.strip()).append('.');
      } catch (IOException e) {
        why.append(' ').append(python).append(": ").append(e.getMessage()).append('.');
      }
    }
    return fail("The learning loop trains with PyTorch: on Debian apt-get install python3-torch"
        + " libopenblas0-pthread (.ci/run does),"
        + " or pip install torch numpy; or set BOARDRULES_PYTHON to an interpreter that has them." + why);
  }

  /** The lines of the guide's loop: the sh fence after its marker. */
  private static List<String> loopLines() throws IOException {
    String guide = Files.readString(GUIDE);
    int marker = guide.indexOf("<!-- learning-loop-commands -->");
    assertThat(marker).as("the guide's learning-loop-commands marker").isNotNegative();
    int start = guide.indexOf("```sh\n", marker) + "```sh\n".length();
    int end = guide.indexOf("```", start);
    return guide.substring(start, end).strip().lines().toList();
  }
}
