package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a rotation is illegal, as {@link IntarsiaPuzzle#check} reports it. Every one of the 28
 * rotations is a whole line of the pattern, so a rotation is refused only when the puzzle is over.
 *
 * <pre>{@code
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.spiral());
 * Legality legality = puzzle.check(puzzle.initialState(), Rotation.parse("3>"));
 * legality.reason();    // Optional[GAME_OVER]
 * legality.message();
 * // "The puzzle is over: the goal pattern is reached after 0 rotations; 3> is not played"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum IntarsiaReason implements IllegalMoveReason {
  /** The goal pattern is reached, or the ply limit (when set) is. */
  GAME_OVER
}
