package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How an intarsia puzzle ended.
 *
 * <pre>{@code
 * Status status = puzzle.status(state);
 * status.termination();   // Optional[SOLVED]
 * status.winner();        // Optional[FIRST]: the one player solved it
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum IntarsiaTermination implements Termination {
  /** The goal pattern is reached: a win for {@link io.github.boardrules.core.Player#FIRST}. */
  SOLVED,
  /**
   * The ply limit is on ({@link IntarsiaPuzzle.Builder#drawOptions}) and that many rotations
   * were made without the goal pattern: a draw. Off by default.
   */
  PLY_LIMIT
}
