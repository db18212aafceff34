package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.Termination;

/**
 * How a Pikk-Pakk game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[ENCLOSURE]
 * status.description();   // "LIGHT balls enclose the target on e4"
 * }</pre>
 */
public enum PikkPakkTermination implements Termination {
  /**
   * The four orthogonal neighbours of the TARGET hold balls of one colour: that colour wins,
   * whoever made the move.
   */
  ENCLOSURE,
  /** The player to move has no legal move and loses. */
  NO_LEGAL_MOVE,
  /** Repetition detection is on and the position occurred for the third time: a draw. */
  REPETITION,
  /** The configured ply limit, or the always-on safety bound, was reached: a draw. */
  PLY_LIMIT
}
