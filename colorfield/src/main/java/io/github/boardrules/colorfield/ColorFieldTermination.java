package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a colour-field game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[CASTLE_REACHED]
 * status.description();   // "FULL brought a RED piece onto the castle at e5"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum ColorFieldTermination implements Termination {
  /** A win: the winner brought one of its RED pieces onto the castle. */
  CASTLE_REACHED,
  /** A win: the winner captured every RED piece of the loser. */
  ALL_RED_CAPTURED,
  /** A win: the loser, to move, has no legal move. */
  NO_LEGAL_MOVE,
  /**
   * A draw, only with a ply limit ({@link ColorField.Builder#drawOptions}): the limit was
   * reached.
   */
  PLY_LIMIT,
  /**
   * A draw, only with a repetition draw ({@link ColorField.Builder#drawOptions}): the position
   * occurred the configured number of times since the last irreversible move.
   */
  REPETITION
}
