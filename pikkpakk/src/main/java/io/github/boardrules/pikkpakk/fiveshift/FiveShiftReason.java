package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a move of five-in-a-row with a shifting phase is illegal, as {@link FiveShift#check}
 * reports it.
 *
 * <pre>{@code
 * FiveShift rules = FiveShift.standard();
 * Legality legality = rules.check(rules.initialState(), PikkPakkMove.parse("a1"));
 * legality.reason();    // Optional[OUTSIDE_FIELD]
 * legality.message();   // "a1 is on the rim: balls are placed on the inner 7x7 field b2-h8"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum FiveShiftReason implements IllegalMoveReason {
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
