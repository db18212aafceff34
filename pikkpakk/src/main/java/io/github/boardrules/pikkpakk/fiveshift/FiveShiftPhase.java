package io.github.boardrules.pikkpakk.fiveshift;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The two phases of a five-in-a-row game with a shifting phase. The phase follows from the ply
 * count: placement while fewer than {@value FiveShift#PLACEMENTS} plies have been played, shifting
 * from then on.
 *
 * <pre>{@code
 * FiveShiftState state = FiveShift.standard().initialState();
 * state.phase();   // PLACEMENT
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum FiveShiftPhase {
  /** Phase 1: the players place balls on the empty points of the inner 7x7 field. */
  PLACEMENT,
  /** Phase 2: the players shift runs of 7 balls, with the Pikk-Pakk rules. */
  SHIFTING
}
