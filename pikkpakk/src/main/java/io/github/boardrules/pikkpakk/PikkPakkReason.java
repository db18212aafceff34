package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a Pikk-Pakk move is illegal, as {@link PikkPakk#check} reports it.
 *
 * <pre>{@code
 * Legality legality = rules.check(rules.initialState(), PikkPakkMove.parse("b5-g5>"));
 * legality.reason();    // Optional[NOT_MAXIMAL]
 * legality.message();   // "The run b5-g5 goes on to h5: only a whole run of touching balls moves"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PikkPakkReason implements IllegalMoveReason {
  /** The game is over. */
  GAME_OVER,
  /** A placement in the pushing phase, or a shift in the placement phase. */
  WRONG_PHASE,
  /** A point of the move is not on the board. */
  OFF_BOARD,
  /** A placement outside the 7x7 opening area. */
  OUTSIDE_OPENING_AREA,
  /** A placement on a point that holds a ball. */
  OCCUPIED,
  /** A point between the run's ends (or an end) is empty. */
  NOT_A_RUN,
  /** The named run is part of a longer run of touching balls. */
  NOT_MAXIMAL,
  /** In the square and neutral-frame variants, the run is not a whole line of the block or board. */
  NOT_A_WHOLE_LINE,
  /** Without the capture variant, a run of other than exactly 7 balls. */
  WRONG_LENGTH,
  /** The mover does not have more balls in the run than the opponent. */
  NO_MAJORITY,
  /** A run with equal numbers of both colours, in the winning-tie variant, whose shift does not win. */
  TIE_NOT_WINNING,
  /** A distance of more than one point without the enlarged-board variant, or a rotation by more. */
  TOO_FAR,
  /** A ball stands on a point the run would move into. */
  BLOCKED,
  /** A ball would leave the board, which only the capture variant allows, one point from the rim. */
  LEAVES_BOARD,
  /** The capture variant's shift would push the TARGET off the board. */
  TARGET_OFF_BOARD
}
