package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a Pylos move is illegal. {@link Pylos#check} reports the first that applies, in the order
 * listed here; the take-back reasons are checked after the placement or raise is found legal, ball
 * by ball, the upper ball first.
 *
 * <pre>{@code
 * // LIGHT's ball on a1 and three others under the empty 1a1:
 * Legality legality = rules.check(state, rules.notation().parse("a1-1a1"));
 * legality.reason();    // Optional[SUPPORTS_TARGET]
 * legality.message();   // "a1-1a1: the ball on a1 is one of the four balls under 1a1"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PylosReason implements IllegalMoveReason {
  /** The game is over: the player to move has no legal move, or the game was drawn. */
  GAME_OVER,
  /** The target spot already holds a ball. */
  SPOT_TAKEN,
  /** A placement, but the player's reserve is empty (he may still raise). */
  RESERVE_EMPTY,
  /** A raise from a spot that does not hold one of the player's balls. */
  NOT_OWN_BALL,
  /** A raise of a ball that another ball rests on: a supporting ball is never moved. */
  BALL_NOT_FREE,
  /** A raise to a spot that is not on a higher level than the ball. */
  NOT_HIGHER,
  /** A raise of one of the four balls the target spot rests on. */
  SUPPORTS_TARGET,
  /** The target spot, above level 0, does not have four balls under it. */
  NOT_SUPPORTED,
  /**
   * Balls are taken back although the ball did not complete a square (or, in the mature rules, a
   * line) of the player's colour, or the rules have no take-backs (the children's version).
   */
  NO_TAKE_BACK_RIGHT,
  /** A ball to take back is not one of the player's: an empty spot or an opponent's ball. */
  TAKE_BACK_NOT_OWN,
  /** A ball to take back has a ball resting on it (after the other take-back, if any). */
  TAKE_BACK_NOT_FREE
}
