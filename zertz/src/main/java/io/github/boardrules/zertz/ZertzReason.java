package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a ZÈRTZ move is illegal. {@link Zertz#check} reports the first that applies; the message
 * names the rings and marbles concerned.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, rules.notation().parse("Wd4,d5"));
 * legality.reason();    // Optional[RING_NOT_FREE]
 * legality.message();   // "Wd4,d5: d5 is not free, it cannot slide out: ... (free: a1 a2 a3 a4 b1 ...)"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum ZertzReason implements IllegalMoveReason {
  /** The game is over. */
  GAME_OVER,
  /** The move names the rings of another board. */
  WRONG_BOARD,
  /** A pass, while the player can capture or place. */
  PASS_NOT_ALLOWED,
  /** A placement while a capture is possible: capturing is compulsory. */
  CAPTURE_REQUIRED,
  /**
   * The colour cannot be placed: the pool has none of it, or the pool is empty and the player
   * holds none of it.
   */
  MARBLE_NOT_AVAILABLE,
  /** The placement's ring has been removed. */
  NO_RING,
  /** The placement's ring already holds a marble. */
  RING_OCCUPIED,
  /** The placement removes no ring, but a ring is free. */
  REMOVAL_REQUIRED,
  /** The ring to remove is not free: not on the board, occupied, just played on, or not at the edge. */
  RING_NOT_FREE,
  /** The capture chain's first ring holds no marble. */
  NO_JUMPING_MARBLE,
  /** A step of the chain is not a jump: the landing ring is not two rings away in a straight line. */
  NOT_A_JUMP,
  /** A step of the chain jumps over a ring with no marble (or no ring). */
  NOTHING_TO_JUMP,
  /** A step of the chain lands on a removed or occupied ring. */
  LANDING_NOT_VACANT,
  /** The chain stops while its marble can still jump: a chain must run to the end. */
  CHAIN_NOT_FINISHED
}
