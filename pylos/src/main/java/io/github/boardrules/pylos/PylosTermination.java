package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Termination;
import io.github.boardrules.core.api.API;

/**
 * How a Pylos game ended.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination();   // Optional[PYRAMID_COMPLETED]
 * status.description();   // "LIGHT placed the top ball; DARK has no move and loses"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum PylosTermination implements Termination {
  /**
   * The last player placed the top ball: the pyramid is complete and the opponent, with an empty
   * reserve and no ball to raise, has no move and loses.
   */
  PYRAMID_COMPLETED,
  /**
   * The player to move has run out of balls: his turn came with an empty reserve, before the
   * pyramid is complete. He loses, even if he could still raise a ball (the rules' default; see
   * {@link Pylos.Builder#raiseWithEmptyReserve}).
   */
  OUT_OF_BALLS,
  /**
   * With {@link Pylos.Builder#raiseWithEmptyReserve} (Board Game Arena's reading): the player to
   * move has no legal move before the pyramid is complete: his reserve is empty and none of his
   * balls can be raised. He loses.
   */
  NO_LEGAL_MOVE,
  /**
   * A draw: the position occurred as often as the repetition draw of the rules' {@link
   * Pylos.Builder#drawOptions draw options} allows.
   */
  REPETITION,
  /** A draw: the game reached the ply limit of its {@link Pylos.Builder#drawOptions draw options}. */
  PLY_LIMIT
}
