package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Thrown when a move that is not legal is played with {@link Rules#play}. The state it was played
 * on is unchanged (states are immutable). Its message is {@link Legality#refusal(String, int)}'s
 * line, which names the move once: {@code "Illegal move Wd4,d5: d5 is not free, it cannot slide
 * out: ..."}.
 *
 * <pre>{@code
 * try {
 *   state = rules.play(state, move);
 * } catch (IllegalMoveException e) {
 *   System.out.println(e.reason() + ": " + e.getMessage());
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Object move;
  private final transient Legality legality;
  /** The move's number in its game, from 1; 0 when unknown. */
  private final int moveNumber;

  /**
   * Creates the exception for a move that {@link Rules#check} found illegal.
   *
   * @param move the move that was played
   * @param legality the illegal answer of {@link Rules#check}
   * @throws IllegalArgumentException if {@code legality} says the move is legal
   */
  public IllegalMoveException(Object move, Legality legality) {
    this(move, legality, 0);
  }

  /**
   * Creates the exception for a move of a game record, numbered from 1.
   *
   * @param move the move that was played
   * @param legality the illegal answer of {@link Rules#check}
   * @param moveNumber the move's number in its game, from 1; 0 when unknown
   * @throws IllegalArgumentException if {@code legality} says the move is legal, or the number is
   *     negative
   */
  public IllegalMoveException(Object move, Legality legality, int moveNumber) {
    super(describe(move, legality, moveNumber));
    this.move = move;
    this.legality = legality;
    this.moveNumber = moveNumber;
  }

  private static String describe(Object move, Legality legality, int moveNumber) {
    Objects.requireNonNull(move, "move");
    if (legality.isLegal()) {
      throw new IllegalArgumentException("Move " + move + " is legal; no exception to make");
    }
    if (moveNumber < 0) {
      throw new IllegalArgumentException("Move numbers start at 1, not " + moveNumber);
    }
    // The move named once: a game's message often names it already ("Wd4,d5: d5 is not free").
    return legality.refusal(move.toString(), moveNumber);
  }

  /**
   * Returns the move that was refused.
   *
   * @return the move
   */
  public Object move() {
    return move;
  }

  /**
   * Returns the machine-readable reason.
   *
   * @return why the move is illegal
   */
  public IllegalMoveReason reason() {
    return legality.reason().orElseThrow();
  }

  /**
   * Returns the full answer of {@link Rules#check}, with reason and message.
   *
   * @return the illegal answer
   */
  public Legality legality() {
    return legality;
  }

  /**
   * Returns the move's number in its game record, counted from 1, when known.
   *
   * @return the move number, or empty when the move was not played from a record
   */
  public OptionalInt moveNumber() {
    return moveNumber == 0 ? OptionalInt.empty() : OptionalInt.of(moveNumber);
  }
}
