package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a Square Abalone move is illegal, as {@link SquareAbalone#check} reports it.
 *
 * <pre>{@code
 * SquareAbalone rules = SquareAbalone.standard();
 * Legality legality = rules.check(rules.initialState(), SquareAbaloneMove.parse("a1-a2^2"));
 * legality.reason();    // Optional[TOO_FAR]
 * legality.message();   // "A run is pushed one point (more only with option a or b), not 2"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum SquareAbaloneReason implements IllegalMoveReason {
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
  /**
   * A push further than the options allow: more than one point without option a or b, more points
   * than the run holds mover's balls with option a, or further than the run's last ball can go;
   * with options a and c, a distance below the run's own balls where no collision stops it.
   */
  TOO_FAR,
  /**
   * Option c without d: the push named would go past a collision, which stops it sooner (the
   * move is named by where the run stops; the message names that move). Sideways: a target point
   * holds a ball.
   */
  BLOCKED,
  /**
   * Options c and d: the push named would go past a collision where the lengthened run holds no
   * majority for the mover, which stops it there (the message names the move that stops there).
   */
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
