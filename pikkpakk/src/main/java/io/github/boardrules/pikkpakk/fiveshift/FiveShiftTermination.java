package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a game of five-in-a-row with a shifting phase ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[FIVE_IN_A_ROW]
 * status.description();   // "LIGHT has five in a row on b3-f3"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum FiveShiftTermination implements Termination {
  /**
   * Five (or more) balls of one colour stand in a row; when the last move made fives for both
   * players, the player who made it wins.
   */
  FIVE_IN_A_ROW,
  /** The player to move has no legal move and loses. */
  NO_LEGAL_MOVE,
  /**
   * The ply limit is on ({@link FiveShift.Builder#drawOptions}) and the game reached
   * it: a draw. Off by default.
   */
  PLY_LIMIT
}
