package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The answer to "is this move legal here?": either legal, or illegal with a machine-readable
 * {@link IllegalMoveReason} and a message for people.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, move);
 * if (!legality.isLegal()) {
 *   System.out.println(legality.reason().orElseThrow() + ": " + legality.message());
 * }
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class Legality {
  private static final Legality LEGAL = new Legality(null, "legal");

  private final @Nullable IllegalMoveReason reason;
  private final String message;

  private Legality(@Nullable IllegalMoveReason reason, String message) {
    this.reason = reason;
    this.message = message;
  }

  /**
   * Returns the answer for a legal move.
   *
   * @return the shared legal answer
   */
  public static Legality legal() {
    return LEGAL;
  }

  /**
   * Returns the answer for an illegal move.
   *
   * @param reason the machine-readable reason
   * @param message what is wrong, for people, naming the move's parts that break the rule
   * @return an illegal answer
   * @throws IllegalArgumentException if {@code message} is blank
   */
  public static Legality illegal(IllegalMoveReason reason, String message) {
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(message, "message");
    if (message.isBlank()) {
      throw new IllegalArgumentException("An illegal move needs a message saying why");
    }
    return new Legality(reason, message);
  }

  /**
   * Tells whether the move is legal.
   *
   * @return true when legal
   */
  public boolean isLegal() {
    return reason == null;
  }

  /**
   * Returns why the move is illegal.
   *
   * @return the reason, or empty when the move is legal
   */
  public Optional<IllegalMoveReason> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns the message for people: {@code "legal"} for a legal move, otherwise what is wrong.
   *
   * @return the message, never blank
   */
  public String message() {
    return message;
  }

  /**
   * Returns the refusal as one line for people that names the move once. A game's message often
   * names the move already, as a label ({@code "Wd4,d4: d4 is not free"}) or as the subject of its
   * sentence ({@code "a1-a4 takes 4 balls"}); {@code "Illegal move " + move + ": " + message()}
   * would then say it twice. This line drops the label, and names the move in front only when the
   * message does not: {@code "Illegal move Wd4,d4: d4 is not free"}, {@code "Illegal move: a1-a4
   * takes 4 balls; at most 3 may be taken in one move"}, {@code "Illegal move take9: take 1 to 3"}.
   *
   * <pre>{@code
   * Legality legality = rules.check(state, move);
   * if (!legality.isLegal()) {
   *   System.out.println(legality.refusal(notation.format(move)));
   * }
   * }</pre>
   *
   * @param move the move as its game's notation writes it
   * @return the line
   * @throws IllegalStateException if the move is legal
   */
  @API(status = STABLE, since = "0.2.0")
  public String refusal(String move) {
    return refusal(move, 0);
  }

  /**
   * Returns the refusal of a numbered move of a game as one line that names the move once, as
   * {@link #refusal(String)} does, with the move's number: {@code "Illegal move F8xG7 (move 3): F8
   * is empty"}, {@code "Illegal move (move 3): a1 has no ball"}.
   *
   * <pre>{@code
   * legality.refusal("a1", 3);   // "Illegal move (move 3): a1 has no ball"
   * }</pre>
   *
   * @param move the move as its game's notation writes it
   * @param moveNumber the move's number in its game, from 1; 0 when unknown
   * @return the line
   * @throws IllegalStateException if the move is legal
   * @throws IllegalArgumentException if the number is negative
   */
  @API(status = STABLE, since = "0.2.0")
  public String refusal(String move, int moveNumber) {
    if (reason == null) {
      throw new IllegalStateException("The move " + move + " is legal: there is no refusal");
    }
    if (moveNumber < 0) {
      throw new IllegalArgumentException("Move numbers start at 1, not " + moveNumber);
    }
    String number = moveNumber == 0 ? "" : " (move " + moveNumber + ")";
    String why = after(move, ':', message); // "Wd4,d4: why": the label goes
    boolean named = !after(move, ' ', why).equals(why); // "a1-a4 takes ...": the sentence names it
    return named ? "Illegal move" + number + ": " + why : "Illegal move " + move + number + ": " + why;
  }

  /** The text after the move and the separator it starts with, or the text when it does not. */
  private static String after(String move, char separator, String text) {
    int length = move.length();
    boolean leads = length > 0 && text.length() > length + 1 && text.charAt(length) == separator
        && text.regionMatches(true, 0, move, 0, length);
    return leads && !text.substring(length + 1).isBlank() ? text.substring(length + 1).strip() : text;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof Legality that
        && Objects.equals(reason, that.reason)
        && message.equals(that.message);
  }

  @Override
  public int hashCode() {
    return Objects.hash(reason, message);
  }

  @Override
  public String toString() {
    return reason == null ? "legal" : "illegal (" + reason.name() + "): " + message;
  }
}
