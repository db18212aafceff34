package io.github.boardrules.pikkpakk.intarsia.solve;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The solutions of the last {@value #SIZE} puzzles {@link IntarsiaSolver#solution(
 * io.github.boardrules.pikkpakk.intarsia.Pattern, io.github.boardrules.pikkpakk.intarsia.Pattern)}
 * solved, by start and goal. A solve takes seconds, and the same puzzle is asked for again: every
 * new game of a catalogue puzzle starts from its start pattern, whose hint and top level both
 * solve it. The solver is deterministic, so a remembered solution is the one a new solve would
 * find. Thread-safe; two threads that ask for a puzzle at once may both solve it.
 */
final class RecentSolutions {
  /** How many puzzles are remembered: a solution is at most a few thousand rotations. */
  static final int SIZE = 64;

  private record Puzzle(long start, long goal) {}

  private final Map<Puzzle, IntarsiaSolution> solutions = new LinkedHashMap<>(SIZE * 2, 0.75f, true) {
    private static final long serialVersionUID = 1L;

    @Override
    protected boolean removeEldestEntry(Map.Entry<Puzzle, IntarsiaSolution> eldest) {
      return size() > SIZE;
    }
  };

  /**
   * The remembered solution of the puzzle, else {@code solve}'s, remembered.
   *
   * @param start the start pattern's code
   * @param goal the goal pattern's code
   * @param solve solves the puzzle
   * @return the solution
   */
  IntarsiaSolution get(long start, long goal, Supplier<IntarsiaSolution> solve) {
    Puzzle puzzle = new Puzzle(start, goal);
    @Nullable IntarsiaSolution known;
    synchronized (solutions) {
      known = solutions.get(puzzle);
    }
    if (known != null) {
      return known;
    }
    IntarsiaSolution solved = solve.get(); // outside the lock: a solve takes seconds
    synchronized (solutions) {
      solutions.put(puzzle, solved);
    }
    return solved;
  }
}
