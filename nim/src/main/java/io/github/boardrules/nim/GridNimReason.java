package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a grid NIM move is illegal. {@link GridNim#check} reports the first that applies, in the
 * order listed here.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, rules.notation().parse("a1,a3"));
 * legality.reason();    // Optional[NOT_TOUCHING] in the standard game
 * legality.message();   // "a1,a3: the balls do not touch; a2 lies between"
 * }</pre>
 *
 * <p>There is no reason for an empty move: a {@link GridNimMove} always names at least one point.
 */
@API(status = STABLE, since = "0.1.0")
public enum GridNimReason implements IllegalMoveReason {
  /** No ball is left: the game is over. */
  GAME_OVER,
  /** A point of the move is not on this board (the move was made for another board). */
  OFF_BOARD,
  /** A point of the move holds no ball. */
  NO_BALL_THERE,
  /** The points are not all in one row or all in one column. */
  NOT_IN_ONE_LINE,
  /** The move takes more balls than the game allows in one move. */
  TOO_MANY,
  /** The game requires touching balls, and the points leave a gap in their line. */
  NOT_TOUCHING
}
