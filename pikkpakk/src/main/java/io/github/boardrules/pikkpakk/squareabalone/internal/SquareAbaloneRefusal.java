package io.github.boardrules.pikkpakk.squareabalone.internal;

/**
 * Why {@link SquareAbaloneLegality} refuses a Square Abalone move. The constants are those of the
 * public {@code SquareAbaloneReason}, one for one and with the same names (a test checks it); the
 * facade maps one to the other. {@link #GAME_OVER} is the facade's own: the legality checks a move
 * in a game that goes on.
 *
 * <pre>{@code
 * Refusal<SquareAbaloneRefusal> refusal = legality.check(rows, columns, Player.FIRST, 0, move);
 * refusal.reason();   // TOO_FAR, for a1-a2^2 in the standard game
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
public enum SquareAbaloneRefusal {
  /** The game is over. */
  GAME_OVER,
  /** A placement in the pushing phase, or a push in the joint opening's placement phase. */
  WRONG_PHASE,
  /** A point of the move is not on the 9x9 board. */
  OFF_BOARD,
  /** A placement outside the inner 7x7 area b2–h8 of the joint opening. */
  OUTSIDE_OPENING_AREA,
  /** A placement on a point that holds a ball. */
  OCCUPIED,
  /** A point between the move's ends (or an end) is empty. */
  NOT_A_RUN,
  /** The pushed run is part of a longer run of touching balls. */
  NOT_MAXIMAL,
  /** The mover does not have more balls in the pushed run than the opponent. */
  NO_MAJORITY,
  /** A push further than the options allow. */
  TOO_FAR,
  /** A collision stops the push before the distance named (option c); sideways: a target point holds a ball. */
  BLOCKED,
  /** Options c and d: the lengthened run loses the mover's majority at a collision before the distance named. */
  MAJORITY_LOST_IN_COLLISION,
  /** The push would push one of the mover's own balls off the board, which needs option f. */
  OWN_BALL_OFF,
  /** A sideways move without option e. */
  SIDEWAYS_NOT_ALLOWED,
  /** A sideways move of a run that holds a ball of the opponent: only the mover's own balls. */
  NOT_OWN_BALLS,
  /** A sideways move off the board's edge: sideways moves push nothing off. */
  LEAVES_BOARD
}
