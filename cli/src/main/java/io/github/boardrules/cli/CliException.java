package io.github.boardrules.cli;

/**
 * An error the tool reports as one line and an exit code, never as a stack trace.
 *
 * <p>Exit code {@link #USAGE} (2) is for usage errors and unreadable input (unknown game or
 * option, malformed position text, a file that cannot be read); {@link #FAILURE} (1) for a game
 * record with an illegal move and a game the user lost.
 */
final class CliException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The exit code of a usage error or unreadable input. */
  static final int USAGE = 2;

  /** The exit code of an illegal record or a lost game. */
  static final int FAILURE = 1;

  /** The exit code of a count the user stopped (Ctrl-C), as shells give a command ended by it. */
  static final int STOPPED = 130;

  private final int exitCode;

  private CliException(String message, int exitCode) {
    super(message, null, false, false);
    this.exitCode = exitCode;
  }

  /**
   * Returns a usage error (exit code 2).
   *
   * @param message the one-line message
   * @return the exception
   */
  static CliException usage(String message) {
    return new CliException(message, USAGE);
  }

  /**
   * Returns a failure (exit code 1).
   *
   * @param message the one-line message
   * @return the exception
   */
  static CliException failure(String message) {
    return new CliException(message, FAILURE);
  }

  /**
   * Returns the report of a count the user stopped (exit code 130).
   *
   * @param message the one-line message
   * @return the exception
   */
  static CliException stopped(String message) {
    return new CliException(message, STOPPED);
  }

  /**
   * Returns the exit code.
   *
   * @return 1, 2 or 130
   */
  int exitCode() {
    return exitCode;
  }
}
