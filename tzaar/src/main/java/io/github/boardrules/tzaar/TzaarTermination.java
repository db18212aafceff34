package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a TZAAR game ended. Both are losses of one player; TZAAR has no draws.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[CANNOT_CAPTURE]
 * status.description();   // "BLACK cannot capture at the start of his turn; WHITE wins"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarTermination implements Termination {
  /**
   * A player has no stack with one of the three types on top: an opponent's capture took the
   * last, or he covered his own last one by stacking. He loses.
   */
  LOST_A_TYPE,
  /** The player to move cannot capture at the start of his turn (or in WHITE's opening). He loses. */
  CANNOT_CAPTURE
}
