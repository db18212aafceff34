package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a ZÈRTZ game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[WINNING_SET]
 * status.description();   // "SECOND captured 2 of each colour"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum ZertzTermination implements Termination {
  /** A player's captured marbles form a winning set of the game's marble set. */
  WINNING_SET,
  /** Every ring left is occupied before anybody holds a winning set: the last mover wins. */
  BOARD_FULL,
  /** Both players passed in a row (nobody can move): a draw. */
  TWO_PASSES,
  /**
   * Only with the option {@link Zertz.Builder#noProgressDraw} (off by default): that many plies
   * in a row took no marble from the pool and removed no ring, by placement or isolation. A draw
   * the rules do not know.
   */
  NO_PROGRESS
}
