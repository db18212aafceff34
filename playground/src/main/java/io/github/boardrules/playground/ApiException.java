package io.github.boardrules.playground;

/**
 * A refused request: the HTTP status (a 4xx, or 503 when the database does not keep a change) and the message the client gets as {@code {"error":
 * "..."}}.
 */
final class ApiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  /**
   * Makes the refusal.
   *
   * @param status the HTTP status, such as 404
   * @param message why, for people
   */
  ApiException(int status, String message) {
    super(message);
    this.status = status;
  }

  /**
   * Returns the HTTP status.
   *
   * @return a 4xx status, or 503
   */
  int status() {
    return status;
  }
}
