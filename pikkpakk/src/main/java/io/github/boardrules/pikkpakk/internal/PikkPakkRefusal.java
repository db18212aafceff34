package io.github.boardrules.pikkpakk.internal;

/**
 * Why {@link PikkPakkLegality} refuses a Pikk-Pakk move. The constants are those of the public
 * {@code PikkPakkReason}, one for one and with the same names (a test checks it); the facade maps
 * one to the other. {@link #GAME_OVER} is the facade's own: the legality checks a move in a game
 * that goes on.
 *
 * <pre>{@code
 * Refusal<PikkPakkRefusal> refusal = legality.check(rows, columns, target, toMove, ply, move);
 * refusal.reason();   // NOT_MAXIMAL
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public enum PikkPakkRefusal {
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
