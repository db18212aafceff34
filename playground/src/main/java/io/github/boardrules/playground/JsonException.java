package io.github.boardrules.playground;

/** A request body that is not the JSON expected: the index and what was expected there. */
final class JsonException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * Makes the exception.
   *
   * @param message what is wrong, and where
   */
  JsonException(String message) {
    super(message);
  }
}
