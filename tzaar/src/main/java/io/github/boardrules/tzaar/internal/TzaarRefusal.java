package io.github.boardrules.tzaar.internal;

/**
 * Why {@link TzaarLegality} refuses a move: one constant for each of the public reasons ({@code
 * TzaarReason}), with the same names, which the rules map one to the other.
 */
public enum TzaarRefusal {
  /** The game is over. */
  GAME_OVER,
  /** A placement outside the placement phase, or a capture, stack or pass inside it. */
  WRONG_PHASE,
  /** A placement of the opponent's piece. */
  NOT_YOUR_PIECE,
  /** A placement on a point that already holds a piece. */
  POINT_OCCUPIED,
  /** A placement of a type the player has no piece of left to place. */
  NONE_LEFT,
  /** A stack or a pass where a capture is compulsory. */
  CAPTURE_REQUIRED,
  /** The move's starting point holds no stack. */
  NO_STACK_THERE,
  /** The move's starting point holds the opponent's stack. */
  NOT_YOUR_STACK,
  /** The two points are the same, or not on one of the six lines. */
  NOT_IN_LINE,
  /** The line between the two points crosses the centre hole. */
  CENTRE_HOLE,
  /** A stack stands between the two points. */
  PATH_BLOCKED,
  /** The end point is empty. */
  EMPTY_TARGET,
  /** A capture of one of the mover's own stacks. */
  OWN_STACK,
  /** A stack move onto an enemy stack. */
  ENEMY_STACK,
  /** A capture of an enemy stack higher than the moving stack. */
  TARGET_TOO_HIGH
}
