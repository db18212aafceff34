package io.github.boardrules.cli;

import java.io.InputStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The user's lines, read on a helper thread so that waiting for the next one answers a stop
 * (Ctrl-C) at once: a read of the terminal cannot be interrupted. Lines are bounded and UTF-8
 * ({@link TextInput#lines}): a line that is not UTF-8 is thrown as {@link TextInput.NotText}, and
 * one longer than the tool reads as {@link TextInput.TooLong}.
 */
final class InputLines {
  private final TextInput.Lines reader;
  private final ExecutorService helpers;
  private @Nullable Future<@Nullable String> pending;

  /**
   * Reads lines of the input.
   *
   * @param in the input, UTF-8
   * @param helpers the threads that read
   */
  InputLines(InputStream in, ExecutorService helpers) {
    this.reader = TextInput.lines(in, "standard input");
    this.helpers = helpers;
  }

  /**
   * Returns the next line, waiting for it.
   *
   * @param controls whether the user asked to stop
   * @param onStop the report of a stop
   * @return the line, or null at the end of the input
   * @throws CliException the stop's report, when the user stops first
   */
  @Nullable String next(Controls controls, Supplier<CliException> onStop) {
    Future<@Nullable String> line = pending;
    if (line == null) {
      line = helpers.submit(this::readLine);
      pending = line;
    }
    @Nullable String text = Interruptible.await(line, controls, onStop);
    pending = null;
    return text;
  }

  private @Nullable String readLine() {
    return reader.next();
  }
}
