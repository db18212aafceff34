/**
 * The intarsia puzzles of the Pikk-Pakk booklet: one player turns a 7x7 {@link
 * io.github.boardrules.pikkpakk.intarsia.Pattern} of LIGHT and DARK balls and the TARGET into a
 * goal pattern by rotating whole rows and columns. {@link
 * io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle} is the puzzle as a one-player game of
 * core's {@code Rules} contract (its class documentation lists every Decision). The solver, in
 * {@code io.github.boardrules.pikkpakk.intarsia.solve}, solves any pair with the same ball
 * counts, and finds shortest solutions for short distances.
 *
 * <pre>{@code
 * IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.halves());
 * IntarsiaState state = puzzle.play(puzzle.initialState(), Rotation.parse("4>"));
 * puzzle.status(state);   // ongoing
 * }</pre>
 */
package io.github.boardrules.pikkpakk.intarsia;
