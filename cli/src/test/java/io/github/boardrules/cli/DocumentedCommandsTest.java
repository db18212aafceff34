package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command-line output the guide quotes is what the command beside it prints: each fenced
 * block of the guide's pages that starts with {@code $ java -jar cli/target/boardrules-cli.jar} is
 * a terminal transcript, run here in-process and compared with the page, as the examples module's
 * {@code DocumentationSnippetsTest} compiles the Java snippets.
 *
 * <p>A transcript is lines {@code $ <command>} each followed by what it prints, standard output
 * and standard error as a terminal shows them. The commands are the tool's ({@code java -jar
 * cli/target/boardrules-cli.jar ...}, its words split as a POSIX shell splits them), fed by {@code
 * printf '...' |} when they read input, {@code echo $?} (the exit code of the command before) and
 * {@code cat FILE} (the file's text, which the other commands of the page then read). In {@code
 * play}'s transcript what follows a prompt ({@code your move, FIRST> b1-b4}) is typed: it is the
 * input, and the terminal's echo of it is put back into the output before the comparison. In the
 * quoted output a line {@code ...} stands for any lines (none included) and {@code …} in a line
 * for any text (a time, a path). A run that no test can repeat (a solve of hours) is marked by
 * the line {@code <!-- recorded run: where it comes from -->} before its block, and left out.
 */
class DocumentedCommandsTest {
  private static final Path GUIDE = Path.of("..", "docs");

  private static final String TOOL = "java -jar cli/target/boardrules-cli.jar ";
  private static final Pattern FENCE = Pattern.compile("(?m)^```[a-z]*\\n(.*?)^```$", Pattern.DOTALL);
  private static final Pattern PIPED = Pattern.compile("printf '([^']*)' \\| (.*)");
  private static final Pattern PROMPT = Pattern.compile("your move, [^>\\n]*> ");
  private static final String RECORDED = "<!-- recorded run: ";

  @TempDir Path dir;

  /** A block of a page: where it starts and its lines. */
  private record Block(Path page, int line, List<String> lines, boolean recorded) {}

  /** The guide's pages and the module's README: every page that could quote the tool. */
  private static List<Path> pages() throws IOException {
    try (var files = Files.walk(GUIDE)) {
      List<Path> pages = new ArrayList<>(files.filter(p -> p.toString().endsWith(".md")).sorted().toList());
      pages.add(Path.of("README.md"));
      return pages;
    }
  }

  private static List<Block> transcripts() throws IOException {
    List<Block> blocks = new ArrayList<>();
    for (Path page : pages()) {
      String text = Files.readString(page, StandardCharsets.UTF_8).replace("\r\n", "\n");
      Matcher fence = FENCE.matcher(text);
      while (fence.find()) {
        List<String> lines = fence.group(1).lines().toList();
        if (lines.isEmpty() || !lines.get(0).startsWith("$ ")) {
          continue;
        }
        String before = text.substring(0, fence.start()).stripTrailing();
        String previous = before.substring(before.lastIndexOf('\n') + 1);
        int line = (int) text.substring(0, fence.start()).chars().filter(c -> c == '\n').count() + 2;
        blocks.add(new Block(page, line, lines, previous.startsWith(RECORDED)));
      }
    }
    return blocks;
  }

  @Test
  void everyQuotedOutputIsWhatItsCommandPrints() throws IOException {
    List<Block> blocks = transcripts();
    // The files the pages show with cat, written first: a replay before its cat reads it.
    Map<String, Path> files = new HashMap<>();
    for (Block block : blocks) {
      for (Step step : steps(block)) {
        if (step.command().startsWith("cat ")) {
          String name = step.command().substring("cat ".length()).strip();
          files.put(name, Files.writeString(dir.resolve(name), String.join("\n", step.expected()) + "\n"));
        }
      }
    }
    int run = 0;
    List<String> recorded = new ArrayList<>();
    for (Block block : blocks) {
      if (block.recorded()) {
        recorded.add(block.page().getFileName() + ":" + block.line() + " " + block.lines().get(0));
        continue;
      }
      int lastCode = 0;
      for (Step step : steps(block)) {
        String where = block.page().getFileName() + ":" + block.line() + " " + step.command();
        List<String> actual;
        if (step.command().startsWith("cat ")) {
          continue;
        } else if (step.command().equals("echo $?")) {
          actual = List.of(Integer.toString(lastCode));
        } else {
          Result result = run(step, files, where);
          lastCode = result.code();
          actual = result.lines();
        }
        assertThat(matches(step.expected(), actual))
            .as("%s prints, instead of the page's lines:%n%s", where, String.join("\n", actual)).isTrue();
        run++;
      }
    }
    assertThat(run).as("the transcripts run").isGreaterThan(10);
    // Only the solver's runs of minutes and hours are quoted from a record.
    assertThat(recorded).allSatisfy(r -> assertThat(r).contains(" solve "));
  }

  /** A command of a transcript and the lines it is quoted to print. */
  private record Step(String command, List<String> expected) {}

  private static List<Step> steps(Block block) {
    List<Step> steps = new ArrayList<>();
    String command = null;
    List<String> expected = new ArrayList<>();
    for (String line : block.lines()) {
      if (line.startsWith("$ ")) {
        if (command != null) {
          steps.add(new Step(command, expected));
        }
        command = line.substring(2).strip();
        expected = new ArrayList<>();
      } else {
        expected.add(line);
      }
    }
    steps.add(new Step(command, expected));
    return steps;
  }

  private record Result(int code, List<String> lines) {}

  /** Runs a tool command in-process, standard output and error into one transcript, as a terminal. */
  private Result run(Step step, Map<String, Path> files, String where) {
    String command = step.command();
    String input = "";
    Matcher piped = PIPED.matcher(command);
    if (piped.matches()) {
      input = piped.group(1).replace("\\n", "\n");
      command = piped.group(2);
    }
    assertThat(command).as(where).startsWith(TOOL);
    List<String> args = new ArrayList<>();
    for (String word : CommandWords.split(command.substring(TOOL.length()))) {
      Path file = files.get(word);
      args.add(file != null ? file.toString() : word);
    }
    List<String> typed = typed(step.expected());
    if (!typed.isEmpty()) {
      input = String.join("\n", typed) + "\n";
    }
    ByteArrayOutputStream both = new ByteArrayOutputStream();
    int code;
    try (PrintStream terminal = new PrintStream(both, true, StandardCharsets.UTF_8)) {
      code = Main.run(args.toArray(String[]::new), new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
          terminal, terminal);
    }
    String text = both.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    for (Map.Entry<String, Path> file : files.entrySet()) {
      text = text.replace(file.getValue().toString(), file.getKey()); // the page names the file as it wrote it
    }
    return new Result(code, echoed(text, typed).lines().toList());
  }

  /** The lines typed after the prompts of an interactive transcript. */
  private static List<String> typed(List<String> expected) {
    List<String> typed = new ArrayList<>();
    for (String line : expected) {
      Matcher prompt = PROMPT.matcher(line);
      if (prompt.find() && prompt.end() < line.length() && !line.contains("Illegal move") && !line.contains("Not a move")) {
        typed.add(line.substring(prompt.end()));
      }
    }
    return typed;
  }

  /** The output with each typed line after its prompt, as the terminal echoes it. */
  private static String echoed(String output, List<String> typed) {
    if (typed.isEmpty()) {
      return output;
    }
    StringBuilder text = new StringBuilder();
    Matcher prompt = PROMPT.matcher(output);
    int from = 0;
    int next = 0;
    while (prompt.find() && next < typed.size()) {
      text.append(output, from, prompt.end()).append(typed.get(next++)).append('\n');
      from = prompt.end();
    }
    return text.append(output.substring(from)).toString();
  }

  /** Whether the actual lines are the quoted ones: {@code ...} any lines, {@code …} any text in a line. */
  static boolean matches(List<String> expected, List<String> actual) {
    return matches(expected, 0, actual, 0);
  }

  private static boolean matches(List<String> expected, int e, List<String> actual, int a) {
    if (e == expected.size()) {
      return a == actual.size();
    }
    if (expected.get(e).equals("...")) {
      for (int skip = a; skip <= actual.size(); skip++) {
        if (matches(expected, e + 1, actual, skip)) {
          return true;
        }
      }
      return false;
    }
    return a < actual.size() && lineMatches(expected.get(e), actual.get(a)) && matches(expected, e + 1, actual, a + 1);
  }

  private static boolean lineMatches(String expected, String actual) {
    if (!expected.contains("…")) {
      return expected.equals(actual);
    }
    StringBuilder regex = new StringBuilder();
    for (String part : expected.split("…", -1)) {
      regex.append(regex.length() == 0 ? "" : ".*").append(Pattern.quote(part));
    }
    return actual.matches(regex.toString());
  }

  @Test
  void theMatcherTakesDotsForLinesAndTheEllipsisForText() {
    assertThat(matches(List.of("a", "...", "d"), List.of("a", "b", "c", "d"))).isTrue();
    assertThat(matches(List.of("a", "...", "d"), List.of("a", "d"))).isTrue();
    assertThat(matches(List.of("a", "d"), List.of("a", "b", "d"))).isFalse();
    assertThat(matches(List.of("time: … ms"), List.of("time: 0.12 ms"))).isTrue();
    assertThat(matches(List.of("time: … ms"), List.of("time: 0.12 s"))).isFalse();
    assertThat(matches(List.of("a"), List.of("a", "more"))).isFalse();
  }
}
