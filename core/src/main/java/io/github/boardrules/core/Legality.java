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
