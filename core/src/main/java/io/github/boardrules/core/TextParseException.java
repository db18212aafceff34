package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * Thrown when a text — a move in notation, a position text or a game record — cannot be read. It
 * names the text, the index where reading failed, and why, in the style of {@code
 * java.time.format.DateTimeParseException}.
 *
 * <pre>{@code
 * try {
 *   notation.parse("b2-b9");
 * } catch (TextParseException e) {
 *   e.getMessage();     // Cannot read move "b2-b9" at index 4: row 9 is off the board (rows 1-4)
 *   e.input();          // "b2-b9"
 *   e.errorIndex();     // 4
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public class TextParseException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** What was being read. */
  private final String kind;

  /** The whole text that was being read. */
  private final String input;

  /** Where in the input reading failed. */
  private final int errorIndex;

  /** Why reading failed. */
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param kind what was being read, such as {@code "move"}, {@code "position"} or {@code "game
   *     record"}
   * @param input the whole text that was being read
   * @param errorIndex where in {@code input} reading failed, from 0 to {@code input.length()}
   * @param reason why, for people
   * @throws IllegalArgumentException if the index is outside the input
   */
  public TextParseException(String kind, CharSequence input, int errorIndex, String reason) {
    super(describe(kind, input, errorIndex, reason));
    this.kind = kind;
    this.input = input.toString();
    this.errorIndex = errorIndex;
    this.reason = reason;
  }

  /**
   * Creates the exception with the failure that caused it, such as the {@link
   * IllegalMoveException} of a move in a record that reads but does not replay.
   *
   * @param kind what was being read
   * @param input the whole text that was being read
   * @param errorIndex where in {@code input} reading failed, from 0 to {@code input.length()}
   * @param reason why, for people
   * @param cause the underlying failure
   * @throws IllegalArgumentException if the index is outside the input
   */
  public TextParseException(
      String kind, CharSequence input, int errorIndex, String reason, Throwable cause) {
    this(kind, input, errorIndex, reason);
    initCause(cause);
  }

  private static String describe(String kind, CharSequence input, int errorIndex, String reason) {
    if (errorIndex < 0 || errorIndex > input.length()) {
      throw new IllegalArgumentException(
          "Error index " + errorIndex + " is outside the input of length " + input.length());
    }
    return "Cannot read " + kind + " \"" + shorten(input) + "\" at index " + errorIndex + ": " + reason;
  }

  private static String shorten(CharSequence input) {
    final int limit = 200;
    String text = input.toString();
    return text.length() <= limit ? text : text.substring(0, limit) + "...";
  }

  /**
   * Returns what was being read, such as {@code "move"}.
   *
   * @return the kind of text
   */
  public String kind() {
    return kind;
  }

  /**
   * Returns the text that could not be read.
   *
   * @return the whole input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the index in {@link #input()} where reading failed.
   *
   * @return an index from 0 to the input's length
   */
  public int errorIndex() {
    return errorIndex;
  }

  /**
   * Returns why reading failed, without the input and index.
   *
   * @return the reason
   */
  public String reason() {
    return reason;
  }
}
