package io.github.boardrules.cli;

import java.io.PrintStream;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How a run talks about long work: where progress lines go, how often, and whether the user asked
 * to stop (Ctrl-C on the command line; a test's own signal in tests).
 *
 * @param err where progress lines go (standard error, so that the result on standard output stays
 *     clean)
 * @param progressEvery how long a count runs before its first progress line, and between lines
 * @param stopRequested true once the user asked to stop
 */
record Controls(PrintStream err, Duration progressEvery, BooleanSupplier stopRequested) {
  /** How often the command line prints progress. */
  static final Duration EVERY = Duration.ofSeconds(2);

  /**
   * Returns the controls of a run that nobody stops but its own end, with progress every
   * {@link #EVERY}.
   *
   * @param err where progress lines go
   * @return the controls
   */
  static Controls of(PrintStream err) {
    return new Controls(err, EVERY, () -> false);
  }
}
