package io.github.boardrules.cli;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Waiting for work that may take long (the user's next line, a bot's move) while answering the
 * user's stop (Ctrl-C) at once: neither reading a terminal nor a bot's search can be interrupted,
 * so they run on threads of their own and the command's thread waits, looking at the stop signal.
 */
final class Interruptible {
  /** How often a wait looks at the stop signal. */
  private static final Duration LOOK_EVERY = Duration.ofMillis(50);

  private Interruptible() {}

  /**
   * Waits for the work's result.
   *
   * @param work the work, running on another thread
   * @param controls whether the user asked to stop
   * @param onStop the report of the stop, thrown when the user asks to stop first
   * @param <T> the result type
   * @return the result
   * @throws CliException the stop's report (exit code 130)
   */
  static <T> T await(Future<T> work, Controls controls, Supplier<CliException> onStop) {
    while (true) {
      if (controls.stopRequested().getAsBoolean()) {
        work.cancel(true);
        throw onStop.get();
      }
      try {
        return work.get(LOOK_EVERY.toMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        // look at the stop signal again
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        work.cancel(true);
        throw onStop.get();
      } catch (ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException r) {
          throw r;
        }
        if (cause instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(cause);
      }
    }
  }
}
