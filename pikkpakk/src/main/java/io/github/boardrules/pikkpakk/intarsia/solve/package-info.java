/**
 * The intarsia puzzles' solver: {@link io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver}
 * finds rotations that turn a start pattern into a goal pattern for any pair with the same ball
 * counts, proves them shortest where it can ({@link
 * io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolution}), and finds shortest solutions
 * for short distances. It is built on the puzzle's values and its engine.
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
package io.github.boardrules.pikkpakk.intarsia.solve;
