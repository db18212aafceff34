package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tool in a JVM of its own, ended by SIGTERM ({@link ProcessHandle#destroy()}, what {@code kill}
 * sends; Ctrl-C's SIGINT takes the same path) in the middle of a long count, a game and a match:
 * it must end within seconds, with the shells' code for the signal (143 = 128 + 15; 130 for
 * Ctrl-C), saying how far it got, and leave no partial file: a record of the game so far that
 * replays, or the match's whole games, which {@code --resume} goes on with.
 */
class CliSignalsTest {
  /** How long the child may take to start and reach the point where it is stopped. */
  private static final Duration START = Duration.ofSeconds(60);
  /** How long the child may take to end after the signal (its hook waits at most 2 s). */
  private static final Duration END = Duration.ofSeconds(10);
  /** The exit code of a JVM ended by SIGTERM. */
  private static final int SIGTERM_EXIT = 128 + 15;

  private final List<Process> started = new ArrayList<>();

  @TempDir Path dir;

  @AfterEach
  void noChildOutlivesItsTest() {
    started.forEach(Process::destroyForcibly);
  }

  /** A child JVM running the tool, its standard output and error going to files. */
  private final class Child {
    final Process process;
    final Path out;
    final Path err;

    Child(String... args) throws IOException {
      out = Files.createTempFile(dir, "out", ".txt");
      err = Files.createTempFile(dir, "err", ".txt");
      String java = ProcessHandle.current().info().command().orElse(
          Path.of(System.getProperty("java.home"), "bin", "java").toString());
      // C1 only, as the test JVMs: a child lives seconds, too short for C2's work to pay off.
      List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", classPath(),
          Main.class.getName()));
      command.addAll(List.of(args));
      process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      started.add(process);
    }

    String out() throws IOException {
      return Files.readString(out, StandardCharsets.UTF_8);
    }

    String err() throws IOException {
      return Files.readString(err, StandardCharsets.UTF_8);
    }

    /** Waits until a text of the child's shows what it must have done before the signal. */
    void awaitText(Predicate<Child> reached, String what) throws Exception {
      long end = System.nanoTime() + START.toNanos();
      while (!reached.test(this)) {
        assertThat(process.isAlive()).as("the child ended before %s; err: %s", what, err()).isTrue();
        assertThat(System.nanoTime() - end).as("no %s within %s; err: %s", what, START, err()).isNegative();
        Thread.sleep(50);
      }
    }

    /**
     * Sends SIGTERM and returns the exit code, which must come within {@link #END}. Through the
     * process handle: {@link Process#destroy()} also closes the child's standard input, which a
     * game would read as the end of the user's input, not as the signal.
     */
    int terminate() throws Exception {
      long sent = System.nanoTime();
      assertThat(process.toHandle().destroy()).as("SIGTERM sent").isTrue();
      assertThat(process.waitFor(END.toMillis(), TimeUnit.MILLISECONDS))
          .as("the child ended within %s of SIGTERM", END).isTrue();
      assertThat(Duration.ofNanos(System.nanoTime() - sent)).isLessThan(END);
      return process.exitValue();
    }
  }

  private static String classPath() {
    String path = System.getProperty("java.class.path");
    String modules = System.getProperty("jdk.module.path");
    return modules == null || modules.isEmpty() ? path : path + File.pathSeparator + modules;
  }

  private static boolean contains(Path file, String text) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8).contains(text);
    } catch (IOException e) {
      return false;
    }
  }

  private static String lastLine(String text) {
    return text.strip().lines().reduce((a, b) -> b).orElse("");
  }

  @Test
  void aLongCountStopsSayingHowFarItGot() throws Exception {
    Child perft = new Child("perft", "pushfour", "40");
    perft.awaitText(c -> contains(c.err, "sequences counted"), "progress line");
    assertThat(perft.terminate()).as(perft.err()).isEqualTo(SIGTERM_EXIT);
    assertThat(lastLine(perft.err())).startsWith("boardrules: perft stopped as asked after ")
        .endsWith("; the count is incomplete, nothing was printed");
    assertThat(perft.out()).as("no partial count as a result").isEmpty();
  }

  @Test
  void aGameStopsWithTheRecordOfTheGameSoFar() throws Exception {
    Path record = dir.resolve("game.txt");
    Child play = new Child("play", "nim", "--vs", "random", "--record", record.toString());
    play.awaitText(c -> contains(c.out, "your move"), "first prompt");
    try (OutputStream in = play.process.getOutputStream()) {
      in.write("a1\n".getBytes(StandardCharsets.UTF_8)); // the user's move, then the bot's
      in.flush();
      play.awaitText(c -> {
        try {
          return c.out().split("your move", -1).length == 3;
        } catch (IOException e) {
          return false;
        }
      }, "second prompt");
      assertThat(play.terminate()).as(play.err()).isEqualTo(SIGTERM_EXIT);
    }
    assertThat(lastLine(play.err())).as("out: %s", play.out())
        .isEqualTo("boardrules: play stopped as asked after 2 moves; the game so far is written to " + record);
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".") || n.endsWith(".part")))
          .as("no temporary file is left").isEmpty();
    }
    CliRun replay = CliRun.of("replay", record.toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    String text = Files.readString(record);
    assertThat(text).contains("[Game \"nim\"]");
    assertThat(text.lines().filter(l -> l.matches("\\d+\\. .+"))).as("the two moves played").hasSize(2)
        .first().isEqualTo("1. a1");
  }

  @Test
  void aMatchStopsKeepingWholeGamesThatResume() throws Exception {
    Path out = dir.resolve("games");
    Child match = new Child("match", "nim", "--levels", "1,2", "--games", "1000000", "--out", out.toString());
    // Standard error is a pipe here, so progress comes as plain lines every tenth of the games: the
    // first finished game shows as its record instead.
    match.awaitText(c -> {
      try (Stream<Path> files = Files.isDirectory(out) ? Files.list(out) : Stream.empty()) {
        return files.anyMatch(f -> f.getFileName().toString().matches("game-\\d{6}\\.txt"));
      } catch (IOException e) {
        return false;
      }
    }, "a game's record");
    assertThat(match.terminate()).as(match.err()).isEqualTo(SIGTERM_EXIT);
    String last = lastLine(match.err());
    assertThat(last).startsWith("boardrules: match stopped as asked after ")
        .endsWith(" games are kept in " + out + ", and the same command with --resume plays the rest");
    List<Path> kept;
    try (Stream<Path> files = Files.list(out)) {
      kept = files.sorted().toList();
    }
    assertThat(kept).isNotEmpty()
        .allSatisfy(f -> assertThat(f.getFileName().toString()).matches("game-\\d{6}\\.txt"));
    assertThat(last).contains(String.format(Locale.ROOT, "; %,d games are kept", kept.size()));
    for (Path game : kept) {
      CliRun replay = CliRun.of("replay", game.toString());
      assertThat(replay.exitCode()).as(game + ": " + replay.err()).isZero();
    }
    // --resume takes the kept games as this match's and goes on: stopped again once it added one.
    int before = kept.size();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(new String[] {"match", "nim", "--levels", "1,2", "--games", "1000000", "--out", out.toString(),
          "--resume"}, InputStream.nullInputStream(), o, e, new Controls(e, Duration.ofSeconds(2), () -> {
            try (Stream<Path> files = Files.list(out)) {
              return files.count() > before;
            } catch (IOException failed) {
              return true;
            }
          }));
    }
    String resumed = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(resumed).isEqualTo(CliException.STOPPED);
    Matcher count = Pattern.compile("after ([\\d,]+) of 1,000,000 games").matcher(lastLine(resumed));
    assertThat(count.find()).as(resumed).isTrue();
    assertThat(Integer.parseInt(count.group(1).replace(",", ""))).as("the kept games and at least one more")
        .isGreaterThan(before);
  }
}
