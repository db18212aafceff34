package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a Pikk-Pakk game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[ENCLOSURE]
 * status.description();   // "LIGHT balls enclose the target on e4"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PikkPakkTermination implements Termination {
  /**
   * The four orthogonal neighbours of the TARGET hold balls of one colour: that colour wins,
   * whoever made the move.
   */
  ENCLOSURE,
  /** The player to move has no legal move and loses. */
  NO_LEGAL_MOVE,
  /**
   * The repetition draw is on ({@link PikkPakk.Builder#drawOptions}) and the position
   * occurred as many times as it sets: a draw. Off by default.
   */
  REPETITION,
  /**
   * The ply limit is on ({@link PikkPakk.Builder#drawOptions}) and the game reached it: a
   * draw. Off by default.
   */
  PLY_LIMIT
}
