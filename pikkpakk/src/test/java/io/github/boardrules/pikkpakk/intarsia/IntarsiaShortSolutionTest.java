package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link IntarsiaSolver#solve} gives short solutions: the booklet's three puzzles, both ways, in at
 * most 20, 20 and 22 rotations (the lengths a plain beam search was known to reach; issue 17), and
 * a puzzle k rotations from its goal in at most k, each solution checked with the puzzle's rules:
 * played rotation by rotation, it ends the puzzle with the solver's (FIRST's) win. The booklet's
 * pairs are solved here only (each solve takes seconds); {@link IntarsiaSolverTest} has the rest.
 */
class IntarsiaShortSolutionTest {
  private static void assertSolvesWithin(Pattern start, Pattern goal, int most) {
    List<Rotation> solution = IntarsiaSolver.solve(start, goal);
    assertThat(solution.size()).as("%s -> %s: %s", start, goal, solution).isLessThanOrEqualTo(most);
    assertThat(start.rotated(solution)).as("%s -> %s", start, goal).isEqualTo(goal);
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(start, goal);
    IntarsiaState state = puzzle.initialState();
    for (Rotation rotation : solution) {
      state = puzzle.play(state, rotation);
    }
    assertThat(puzzle.status(state).winner()).as("%s -> %s solved", start, goal).contains(Player.FIRST);
  }

  @Test
  void theBookletsPuzzlesBothWaysInAtMost20And20And22() {
    assertSolvesWithin(Pattern.spiral(), Pattern.chessboard(), 20);
    assertSolvesWithin(Pattern.chessboard(), Pattern.spiral(), 20);
    assertSolvesWithin(Pattern.spiral(), Pattern.halves(), 20);
    assertSolvesWithin(Pattern.halves(), Pattern.spiral(), 20);
    assertSolvesWithin(Pattern.chessboard(), Pattern.halves(), 22);
    assertSolvesWithin(Pattern.halves(), Pattern.chessboard(), 22);
  }

  @Test
  void aPuzzleKRotationsFromItsGoalIsSolvedInAtMostK() {
    List<Pattern> goals = List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves());
    SplittableRandom random = new SplittableRandom(17);
    for (int k = 1; k <= 6; k++) {
      for (int trial = 0; trial < 3; trial++) {
        Pattern goal = goals.get(random.nextInt(goals.size()));
        List<Rotation> scramble = new ArrayList<>();
        for (int i = 0; i < k; i++) {
          scramble.add(Rotation.all().get(random.nextInt(Rotation.COUNT)));
        }
        assertSolvesWithin(goal.rotated(scramble), goal, k);
      }
    }
    // One rotation from the goal: exactly one back.
    Pattern oneOff = Pattern.halves().rotated(List.of(Rotation.parse("3>")));
    assertThat(IntarsiaSolver.solve(oneOff, Pattern.halves())).containsExactly(Rotation.parse("3<"));
  }

  @Test
  void shortestAnswersEveryScrambleOfUpTo12RotationsWithinItsLength() {
    // A pattern k rotations from its goal is at most k away: shortest, searching to 12, must find
    // a solution of at most k rotations, and it is the shortest by the search's construction
    // (checked against a plain breadth-first search in IntarsiaSolverProperties).
    List<Pattern> goals = List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves());
    SplittableRandom random = new SplittableRandom(1212);
    for (int k = 7; k <= 12; k++) {
      Pattern goal = goals.get(random.nextInt(goals.size()));
      List<Rotation> scramble = new ArrayList<>();
      for (int i = 0; i < k; i++) {
        scramble.add(Rotation.all().get(random.nextInt(Rotation.COUNT)));
      }
      Pattern start = goal.rotated(scramble);
      List<Rotation> solution =
          IntarsiaSolver.shortest(start, goal, IntarsiaSolver.MAX_SHORTEST_DEPTH).orElseThrow();
      assertThat(solution.size()).as("%d-rotation scramble %s", k, scramble).isLessThanOrEqualTo(k);
      assertThat(start.rotated(solution)).isEqualTo(goal);
    }
  }
}
