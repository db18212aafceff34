package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The part of a turn the player to move is in. Each action is one move, so a player makes two
 * moves in a row: a {@link #CAPTURE}, then a {@link #SECOND_ACTION}.
 *
 * <p>The position text writes the phase as its {@link #word()}.
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarPhase {
  /** The tournament setup's placement phase: the player to move puts one of his pieces on an empty point. */
  PLACEMENT("place"),
  /** WHITE's very first turn: one capture, then BLACK's turn. */
  OPENING("opening"),
  /** The first action of a turn: a compulsory capture. */
  CAPTURE("capture"),
  /** The second action of a turn: a capture, a stack or a pass. */
  SECOND_ACTION("second");

  private static final TzaarPhase[] VALUES = values();

  private final String word;

  TzaarPhase(String word) {
    this.word = word;
  }

  /**
   * Returns the phase's word in position texts.
   *
   * @return {@code place}, {@code opening}, {@code capture} or {@code second}
   */
  public String word() {
    return word;
  }

  /**
   * Tells whether the player to move must capture: the opening and the first action of a turn.
   *
   * @return true for {@link #OPENING} and {@link #CAPTURE}
   */
  public boolean captureRequired() {
    return this == OPENING || this == CAPTURE;
  }

  /** Returns the phase of an engine phase index (the ordinal), without copying {@code values()}. */
  static TzaarPhase ofIndex(int index) {
    return VALUES[index];
  }
}
