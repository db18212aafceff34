package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Whether a game goes on, or how it ended: a win for one player or a draw, with a machine-readable
 * {@link Termination} and a description for people.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * if (status.isOver()) {
 *   System.out.println(status.winner().map(p -> p + " wins").orElse("draw")
 *       + ": " + status.description());
 * }
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class Status {
  /** The three kinds of status. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** The game goes on. */
    ONGOING,
    /** The game is over and one player has won. */
    WIN,
    /** The game is over and nobody has won. */
    DRAW
  }

  private static final Status ONGOING = new Status(Kind.ONGOING, null, null, "ongoing");

  private final Kind kind;
  private final @Nullable Player winner;
  private final @Nullable Termination termination;
  private final String description;

  private Status(
      Kind kind, @Nullable Player winner, @Nullable Termination termination, String description) {
    this.kind = kind;
    this.winner = winner;
    this.termination = termination;
    this.description = description;
  }

  /**
   * Returns the status of a game that goes on.
   *
   * @return the shared ongoing status
   */
  public static Status ongoing() {
    return ONGOING;
  }

  /**
   * Returns the status of a game won by {@code winner}.
   *
   * @param winner who won
   * @param termination why the game ended
   * @param description the same for people, such as "SECOND took the last ball"
   * @return a win
   */
  public static Status win(Player winner, Termination termination, String description) {
    return new Status(
        Kind.WIN,
        Objects.requireNonNull(winner, "winner"),
        Objects.requireNonNull(termination, "termination"),
        nonBlank(description));
  }

  /**
   * Returns the status of a drawn game.
   *
   * @param termination why the game ended
   * @param description the same for people
   * @return a draw
   */
  public static Status draw(Termination termination, String description) {
    return new Status(
        Kind.DRAW, null, Objects.requireNonNull(termination, "termination"), nonBlank(description));
  }

  private static String nonBlank(String description) {
    if (description.isBlank()) {
      throw new IllegalArgumentException("A finished game needs a description");
    }
    return description;
  }

  /**
   * Returns the kind of status.
   *
   * @return ongoing, win or draw
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Tells whether the game goes on.
   *
   * @return true when ongoing
   */
  public boolean isOngoing() {
    return kind == Kind.ONGOING;
  }

  /**
   * Tells whether the game is over, won or drawn.
   *
   * @return true when over
   */
  public boolean isOver() {
    return kind != Kind.ONGOING;
  }

  /**
   * Returns the winner.
   *
   * @return the winner, or empty when the game goes on or is drawn
   */
  public Optional<Player> winner() {
    return Optional.ofNullable(winner);
  }

  /**
   * Returns why the game ended.
   *
   * @return the termination, or empty when the game goes on
   */
  public Optional<Termination> termination() {
    return Optional.ofNullable(termination);
  }

  /**
   * Returns a description for people: {@code "ongoing"}, or how the game ended.
   *
   * @return the description, never blank
   */
  public String description() {
    return description;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof Status other)) {
      return false;
    }
    return kind == other.kind
        && winner == other.winner
        && Objects.equals(termination, other.termination)
        && description.equals(other.description);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, winner, termination, description);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case WIN -> "win for " + winner + ": " + description;
      case DRAW -> "draw: " + description;
      case ONGOING -> "ongoing";
    };
  }
}
