package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a push-four game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[FOUR_IN_A_ROW]
 * status.description();   // "LIGHT has four in a row, b2-e5"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PushFourTermination implements Termination {
  /**
   * A player has four balls in a row on the inner field and wins. When the last push made a four
   * for both colours, the player who made it wins; when it made only the opponent's four, the
   * opponent wins.
   */
  FOUR_IN_A_ROW,
  /**
   * The ply limit is on ({@link PushFour.Builder#drawOptions}) and the game reached
   * it: a draw. Off by default.
   */
  PLY_LIMIT
}
