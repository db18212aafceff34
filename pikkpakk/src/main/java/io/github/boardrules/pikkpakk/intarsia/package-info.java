/**
 * The intarsia puzzles of the Pikk-Pakk booklet: one player turns a 7x7 {@link
 * io.github.boardrules.pikkpakk.intarsia.Pattern} of LIGHT and DARK balls and the TARGET into a
 * goal pattern by rotating whole rows and columns. {@link
 * io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle} is the puzzle as a one-player game of
 * core's {@code Rules} contract (its class documentation lists every Decision); {@link
 * io.github.boardrules.pikkpakk.intarsia.IntarsiaSolver} solves any pair with the same ball
 * counts, and finds shortest solutions for short distances.
 *
 * <pre>{@code
 * List<Rotation> solution = IntarsiaSolver.solve(Pattern.spiral(), Pattern.halves());
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.halves());
 * IntarsiaState end = puzzle.initialState();
 * for (Rotation r : solution) {
 *   end = puzzle.play(end, r);
 * }
 * puzzle.status(end).winner();   // Optional[FIRST]
 * }</pre>
 */
package io.github.boardrules.pikkpakk.intarsia;
