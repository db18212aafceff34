package io.github.boardrules.cli;

import io.github.boardrules.core.TextParseException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.checkerframework.checker.nullness.qual.Nullable;
import picocli.CommandLine;

/**
 * The boardrules command-line tool: {@code games}, {@code play}, {@code replay}, {@code perft},
 * {@code svg}, {@code solve}, {@code match}, {@code selfplay} and {@code ugi}. Games are named as the catalogue names them, options included,
 * such as {@code 'zertz(board=61)'}.
 *
 * <pre>{@code
 * java -jar cli/target/boardrules-cli.jar perft nim 2
 * java -jar cli/target/boardrules-cli.jar play pushfour --vs alphabeta --depth 3
 * java -jar cli/target/boardrules-cli.jar games
 * }</pre>
 *
 * <p>Exit codes: 0 ok, 1 an illegal record or a lost game, 2 a usage error or unreadable input,
 * 130 a count, game or match stopped with Ctrl-C (143 when stopped by SIGTERM, {@code kill}: the
 * shells' 128 + the signal's number). A stop says how far the work got, on standard error. Errors are one line on standard error, never a stack trace.
 * Every word of the tool is read in any case: commands, options, game names, the catalogue's
 * option names and words, {@code --vs}'s players; move and position texts follow each game's
 * notation.
 */
public final class Main {
  private static final Pattern LINE_BREAK = Pattern.compile("\\R");

  /** How long Ctrl-C waits for a count to report how far it got. */
  private static final Duration STOP_WAIT = Duration.ofSeconds(2);

  private Main() {}

  /**
   * Runs the tool and exits with its exit code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    AtomicBoolean stop = new AtomicBoolean();
    CountDownLatch finished = new CountDownLatch(1);
    // Ctrl-C or SIGTERM: a count, game or match sees the request, says how far it got and ends;
    // the hook waits for that (the JVM's exit code is then the signal's, 130 or 143).
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      stop.set(true);
      try {
        finished.await(STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "boardrules-stop"));
    int code = run(args, System.in, System.out, System.err,
        new Controls(System.err, Controls.EVERY, stop::get));
    System.out.flush();
    System.err.flush();
    finished.countDown();
    if (stop.get()) {
      // The signal already started the JVM's shutdown, which ends with the signal's code. Calling
      // System.exit now would race it: once the hooks are done, a non-zero exit halts at once, so
      // under load the shell could see 130 for a SIGTERM.
      return;
    }
    System.exit(code);
  }

  private static String oneLine(@Nullable String message) {
    return message == null ? "error" : LINE_BREAK.matcher(message).replaceAll(" ");
  }

  /**
   * Runs the tool.
   *
   * @param args the command line
   * @param in the user's input (the moves of {@code play})
   * @param out the output
   * @param err where errors go, one line each
   * @return the exit code: 0 ok, 1 illegal record or lost game, 2 usage error or unreadable input
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    return run(args, in, out, err, Controls.of(err));
  }

  /**
   * Runs the tool with its controls of long work.
   *
   * @param args the command line
   * @param in the user's input
   * @param out the output
   * @param err where errors and progress lines go
   * @param controls how often a long count reports, and whether the user asked it to stop
   * @return the exit code: 0 ok, 1 illegal record or lost game, 2 usage error or unreadable input,
   *     130 a count, game or match the user stopped
   */
  static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Controls controls) {
    CommandLine tool = ToolCommand.commandLine(in, out, err, controls);
    tool.setParameterExceptionHandler((e, given) -> {
      err.println("boardrules: " + oneLine(ParseErrors.message(e, given)));
      return CliException.USAGE;
    });
    tool.setExecutionExceptionHandler((e, command, parsed) -> report(e, err));
    try {
      return tool.execute(args);
    } finally {
      out.flush();
    }
  }

  /**
   * Reports a command's failure as one line on standard error.
   *
   * @return the exit code
   * @throws Exception any other exception, which is a bug: picocli prints its stack trace
   */
  private static int report(Exception e, PrintStream err) throws Exception {
    if (e instanceof CliException failure) {
      err.println("boardrules: " + oneLine(failure.getMessage()));
      return failure.exitCode();
    }
    if (e instanceof TextParseException unreadable) {
      // A file's whole text in the message would not be one line: its reason names the line.
      boolean lines = unreadable.input().indexOf('\n') >= 0 || unreadable.input().indexOf('\r') >= 0;
      err.println("boardrules: " + oneLine(
          lines ? "Cannot read " + unreadable.kind() + ": " + unreadable.reason() : unreadable.getMessage()));
      return CliException.USAGE;
    }
    if (e instanceof TextInput.TooLong || e instanceof TextInput.NotText) {
      err.println("boardrules: " + oneLine(e.getMessage()));
      return CliException.USAGE;
    }
    if (e instanceof IllegalArgumentException refused) {
      err.println("boardrules: " + oneLine(refused.getMessage()));
      return CliException.USAGE;
    }
    if (e instanceof UncheckedIOException failed) {
      err.println("boardrules: " + oneLine("input or output failed: " + OutputFile.reason(failed.getCause())));
      return CliException.USAGE;
    }
    throw e;
  }
}
