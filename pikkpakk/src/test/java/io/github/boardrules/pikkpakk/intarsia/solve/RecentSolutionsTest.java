package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** The solver's memory of the last puzzles: asked again it answers without solving, for a while. */
class RecentSolutionsTest {
  private static final IntarsiaSolution SOLVED = new IntarsiaSolution(List.of(Rotation.all().get(0)), 1);

  /** A stand-in for a solve that counts its calls. */
  private static Supplier<IntarsiaSolution> counting(AtomicInteger solves) {
    return () -> {
      solves.incrementAndGet();
      return SOLVED;
    };
  }

  @Test
  void aPuzzleAskedAgainIsAnsweredWithoutASecondSolve() {
    RecentSolutions recent = new RecentSolutions();
    AtomicInteger solves = new AtomicInteger();
    assertThat(recent.get(1, 2, counting(solves))).isSameAs(SOLVED);
    assertThat(recent.get(1, 2, counting(solves))).isSameAs(SOLVED);
    assertThat(solves).hasValue(1);
    // Start and goal swapped are another puzzle.
    recent.get(2, 1, counting(solves));
    assertThat(solves).hasValue(2);
  }

  @Test
  void theLeastRecentlyAskedPuzzleIsForgottenWhenOneMoreThanTheSizeIsRemembered() {
    RecentSolutions recent = new RecentSolutions();
    AtomicInteger solves = new AtomicInteger();
    for (long start = 0; start < RecentSolutions.SIZE; start++) {
      recent.get(start, -1, counting(solves));
    }
    recent.get(0, -1, counting(solves)); // asked again: now the most recent, puzzle 1 the least
    recent.get(RecentSolutions.SIZE, -1, counting(solves)); // one more: puzzle 1 is forgotten
    assertThat(solves).hasValue(RecentSolutions.SIZE + 1);
    recent.get(0, -1, counting(solves));
    assertThat(solves).as("puzzle 0, asked lately, is remembered").hasValue(RecentSolutions.SIZE + 1);
    recent.get(1, -1, counting(solves));
    assertThat(solves).as("puzzle 1 is solved again").hasValue(RecentSolutions.SIZE + 2);
  }

  @Test
  void theSolverAnswersTheSameSolutionTwice() {
    // A near pair (two rotations apart), answered by the breadth-first search, then from memory.
    Pattern start = Pattern.halves();
    Pattern goal = start.rotated(List.of(Rotation.all().get(0), Rotation.all().get(5)));
    IntarsiaSolution first = IntarsiaSolver.solution(start, goal);
    assertThat(start.rotated(first.rotations())).isEqualTo(goal);
    assertThat(IntarsiaSolver.solution(start, goal)).isSameAs(first);
  }
}
