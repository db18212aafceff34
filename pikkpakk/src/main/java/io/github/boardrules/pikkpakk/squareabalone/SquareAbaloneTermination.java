package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a Square Abalone game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[CAPTURES]
 * status.description();   // "LIGHT has pushed off 9 DARK balls (the game is played to 9)"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum SquareAbaloneTermination implements Termination {
  /** A player has pushed off as many opponent balls as the game is played to (9 by default). */
  CAPTURES,
  /** The player to move has no legal move and loses. */
  NO_LEGAL_MOVE,
  /**
   * The ply limit is on ({@link SquareAbalone.Builder#drawOptions}) and the game reached
   * it: a draw. Off by default.
   */
  PLY_LIMIT
}
