package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a TZAAR move is illegal. {@link Tzaar#check} reports the first that applies, in the order
 * listed here.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, rules.notation().parse("E4xE6"));
 * legality.reason();    // Optional[CENTRE_HOLE]
 * legality.message();   // "E4xE6: the line from E4 to E6 crosses the centre hole E5"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarReason implements IllegalMoveReason {
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
  /** A stack or a pass where a capture is compulsory: WHITE's opening, and every first action. */
  CAPTURE_REQUIRED,
  /** The move's starting point holds no stack. */
  NO_STACK_THERE,
  /** The move's starting point holds the opponent's stack. */
  NOT_YOUR_STACK,
  /** The two points are the same, or not on one of the six lines. */
  NOT_IN_LINE,
  /** The line between the two points crosses the centre hole. */
  CENTRE_HOLE,
  /** A stack stands between the two points: a stack stops at the first occupied point. */
  PATH_BLOCKED,
  /** The end point is empty: a stack moves to the first occupied point. */
  EMPTY_TARGET,
  /** A capture of one of the mover's own stacks (that would be a stack move). */
  OWN_STACK,
  /** A stack move onto an enemy stack (that would be a capture). */
  ENEMY_STACK,
  /** A capture of an enemy stack higher than the moving stack. */
  TARGET_TOO_HIGH
}
