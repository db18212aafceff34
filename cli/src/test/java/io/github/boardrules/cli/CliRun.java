package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One in-process run of the tool: its exit code, standard output and standard error. */
record CliRun(int exitCode, String out, String err) {

  static CliRun withInput(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), o, e);
    }
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /**
   * Returns the arguments of {@code play} against the random bot moving first, or none for a game
   * without a bot (a puzzle), which refuses them.
   */
  static List<String> randomBotFirst(String game) {
    return GameChoice.CATALOG.game(game).isSolo() ? List.of() : List.of("--vs", "random", "--second");
  }

  static CliRun of(String... args) {
    return withInput("", args);
  }

  /** Asserts a one-line error (no stack trace) with the exit code, and returns the line. */
  String oneLineError(int expectedCode) {
    assertThat(exitCode).as("exit code; err=%s", err).isEqualTo(expectedCode);
    assertThat(err).startsWith("boardrules: ").endsWith(System.lineSeparator());
    assertThat(err.strip().lines()).hasSize(1);
    assertThat(err).doesNotContain("Exception").doesNotContain("\tat ");
    return err.strip();
  }
}
