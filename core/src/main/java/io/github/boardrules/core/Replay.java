package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * What replaying a {@link GameRecord} gave: every state reached, and, when a move was illegal, its
 * number (from 1), the move and why. Replay stops at the first illegal move.
 *
 * <pre>{@code
 * Replay<S, M> replay = record.replay(rules);
 * S last = replay.finalState();            // the last state reached
 * S end = replay.orThrow();                // or: the final state, throwing on an illegal move
 * }</pre>
 *
 * <p>Instances are immutable.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = STABLE, since = "0.1.0")
public final class Replay<S extends Object, M extends Object> {
  private final List<S> states;
  private final int failedMoveNumber;
  private final @Nullable M failedMove;
  private final Legality failure;

  private Replay(List<S> states, int failedMoveNumber, @Nullable M failedMove, Legality failure) {
    this.states = List.copyOf(states);
    this.failedMoveNumber = failedMoveNumber;
    this.failedMove = failedMove;
    this.failure = failure;
  }

  static <S extends Object, M extends Object> Replay<S, M> complete(List<S> states) {
    return new Replay<>(states, 0, null, Legality.legal());
  }

  static <S extends Object, M extends Object> Replay<S, M> failed(List<S> states, int moveNumber, M move, Legality failure) {
    return new Replay<>(states, moveNumber, move, failure);
  }

  /**
   * Tells whether every move was legal.
   *
   * @return true when the whole record replayed
   */
  public boolean isComplete() {
    return failedMoveNumber == 0;
  }

  /**
   * Returns the start and the state after each legal move.
   *
   * @return an unmodifiable list, never empty
   */
  public List<S> states() {
    return states;
  }

  /**
   * Returns the last state reached: after the whole game, or before the first illegal move.
   *
   * @return the last state
   */
  public S finalState() {
    return states.get(states.size() - 1);
  }

  /**
   * Returns the number of the first illegal move, counted from 1.
   *
   * @return the number, or empty when the record replayed completely
   */
  public OptionalInt failedMoveNumber() {
    return isComplete() ? OptionalInt.empty() : OptionalInt.of(failedMoveNumber);
  }

  /**
   * Returns the first illegal move.
   *
   * @return the move, or empty when the record replayed completely
   */
  public Optional<M> failedMove() {
    return Optional.ofNullable(failedMove);
  }

  /**
   * Returns why the first illegal move was refused.
   *
   * @return the illegal answer, or empty when the record replayed completely
   */
  public Optional<Legality> failure() {
    return isComplete() ? Optional.empty() : Optional.of(failure);
  }

  /**
   * Returns the final state of a complete replay.
   *
   * @return the state after the last move
   * @throws IllegalMoveException if a move was illegal, with its number
   */
  public S orThrow() {
    if (failedMove != null) {
      throw new IllegalMoveException(failedMove, failure, failedMoveNumber);
    }
    return finalState();
  }

  @Override
  public String toString() {
    return isComplete()
        ? "Replay[complete, " + (states.size() - 1) + " moves]"
        : "Replay[move " + failedMoveNumber + " " + failedMove + " illegal: " + failure.message() + "]";
  }
}
