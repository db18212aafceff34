package io.github.boardrules.pikkpakk.fiveshift.internal;

/**
 * Why {@link FiveShiftLegality} refuses a move of five-in-a-row with a shifting phase. The
 * constants are those of the public {@code FiveShiftReason}, one for one and with the same names
 * (a test checks it); the facade maps one to the other. {@link #GAME_OVER} is the facade's own:
 * the legality checks a move in a game that goes on.
 *
 * <pre>{@code
 * Refusal<FiveShiftRefusal> refusal = FiveShiftLegality.check(rows, columns, 0, Player.FIRST, move);
 * refusal.reason();   // OUTSIDE_FIELD, for a1
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public enum FiveShiftRefusal {
  /** The game is over. */
  GAME_OVER,
  /** A shift in the placement phase, or a placement in the shifting phase. */
  WRONG_PHASE,
  /** A point of the move is not on the 9x9 board. */
  OFF_BOARD,
  /** A placement on a rim point, outside the inner 7x7 field. */
  OUTSIDE_FIELD,
  /** A placement on a point that holds a ball. */
  OCCUPIED,
  /** A point between the run's ends (or an end) is empty. */
  NOT_A_RUN,
  /** The named run is part of a longer run of touching balls. */
  NOT_MAXIMAL,
  /** The run holds other than exactly 7 balls. */
  WRONG_LENGTH,
  /** A shift by more than one point. */
  TOO_FAR,
  /** The mover does not have more balls in the run than the opponent. */
  NO_MAJORITY,
  /** The run's leading ball stands on the board's edge and would leave the board. */
  LEAVES_BOARD
}
