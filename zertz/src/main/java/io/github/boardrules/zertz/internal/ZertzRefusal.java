package io.github.boardrules.zertz.internal;

/**
 * Why {@link ZertzLegality} refuses a move: one constant for each of the public reasons ({@code
 * ZertzReason}), with the same names, which the rules map one to the other.
 */
public enum ZertzRefusal {
  /** The game is over. */
  GAME_OVER,
  /** The move names the rings of another board. */
  WRONG_BOARD,
  /** A pass, while the player can capture or place. */
  PASS_NOT_ALLOWED,
  /** A placement while a capture is possible: capturing is compulsory. */
  CAPTURE_REQUIRED,
  /** The colour cannot be placed: not in the pool, or (pool empty) not held by the player. */
  MARBLE_NOT_AVAILABLE,
  /** The placement's ring has been removed. */
  NO_RING,
  /** The placement's ring already holds a marble. */
  RING_OCCUPIED,
  /** The placement removes no ring, but a ring is free. */
  REMOVAL_REQUIRED,
  /** The ring to remove is not free. */
  RING_NOT_FREE,
  /** The capture chain's first ring holds no marble. */
  NO_JUMPING_MARBLE,
  /** A step of the chain is not a jump. */
  NOT_A_JUMP,
  /** A step of the chain jumps over a ring with no marble (or no ring). */
  NOTHING_TO_JUMP,
  /** A step of the chain lands on a removed or occupied ring. */
  LANDING_NOT_VACANT,
  /** The chain stops while its marble can still jump. */
  CHAIN_NOT_FINISHED
}
