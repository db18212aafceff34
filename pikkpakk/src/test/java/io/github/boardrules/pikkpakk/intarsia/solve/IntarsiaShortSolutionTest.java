package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link IntarsiaSolver#solution} gives short solutions and says which are proven shortest: the
 * booklet's spiral to chessboard in 12 rotations either way, proven (the optimum that plain
 * breadth-first search from both ends proved, README "Performance"); chessboard to halves in its
 * proven optimum, 17, from the solver's table (the exhaustive search proves it here too, within
 * solve's limits); spiral to halves in its optimum, 19, from the table, which the exhaustive
 * search's longer run proved (README "Performance"; its short run here proves none up to 16); and
 * a puzzle k rotations from its goal
 * in the breadth-first distance, proven. Each solution is checked with the puzzle's rules: played rotation by rotation, it ends
 * the puzzle with the solver's (FIRST's) win.
 */
@Tag("search-heavy") // its time is a bot's search: the build gives it the optimising compiler (see the POM)
class IntarsiaShortSolutionTest {
  private static void assertSolves(Pattern start, Pattern goal, List<Rotation> solution) {
    assertThat(start.rotated(solution)).as("%s -> %s", start, goal).isEqualTo(goal);
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(start, goal);
    IntarsiaState state = puzzle.initialState();
    for (Rotation rotation : solution) {
      assertThat(puzzle.status(state).isOver()).as("%s -> %s ended early", start, goal).isFalse();
      state = puzzle.play(state, rotation);
    }
    assertThat(puzzle.status(state).winner()).as("%s -> %s solved", start, goal).contains(Player.FIRST);
  }

  @Test
  void spiralToChessboardIsSolvedInTheProvenOptimumOf12BothWays() {
    IntarsiaSolution there = IntarsiaSolver.solution(Pattern.spiral(), Pattern.chessboard());
    assertThat(there.rotations()).hasSize(12);
    assertThat(there.isProvenShortest()).isTrue();
    assertSolves(Pattern.spiral(), Pattern.chessboard(), there.rotations());
    IntarsiaSolution back = IntarsiaSolver.solution(Pattern.chessboard(), Pattern.spiral());
    assertThat(back.rotations()).hasSize(12);
    assertThat(back.isProvenShortest()).isTrue();
    assertSolves(Pattern.chessboard(), Pattern.spiral(), back.rotations());
  }

  @Test
  void spiralToHalvesIsSolvedInItsProvenOptimumOf19BothWays() {
    IntarsiaSolution there = IntarsiaSolver.solution(Pattern.spiral(), Pattern.halves());
    assertThat(there.rotations()).hasSize(19);
    assertThat(there.lowerBound()).isEqualTo(19);
    assertThat(there.isProvenShortest()).isTrue();
    assertSolves(Pattern.spiral(), Pattern.halves(), there.rotations());
    IntarsiaSolution back = IntarsiaSolver.solution(Pattern.halves(), Pattern.spiral());
    assertThat(back.rotations()).hasSize(19);
    assertThat(back.lowerBound()).isEqualTo(19);
    assertThat(back.isProvenShortest()).isTrue();
    assertSolves(Pattern.halves(), Pattern.spiral(), back.rotations());
    // Part of the bound, checked here: the exhaustive search with solve's own limits (a few
    // seconds) finds no solution of 16 rotations or fewer; the longer run went on to 18.
    OptimalSearch.Result search = OptimalSearch.shortest(Codes.of(Pattern.spiral()),
        Codes.of(Pattern.halves()), IntarsiaSolver.PERIMETER_DEPTH, 18, IntarsiaSolver.SEARCH_NODES);
    assertThat(search.path).isNull();
    assertThat(search.noneUpTo).isGreaterThanOrEqualTo(16);
  }

  @Test
  void chessboardToHalvesIsSolvedInItsProvenOptimumOf17BothWays() {
    // 17: a solution of 17 found by a wide beam search, and none of 16 or fewer, which the
    // exhaustive search proves here within solve's limits (README "Performance"); solve returns
    // the table's solution.
    OptimalSearch.Result search = OptimalSearch.shortest(Codes.of(Pattern.chessboard()),
        Codes.of(Pattern.halves()), IntarsiaSolver.PERIMETER_DEPTH, 17, IntarsiaSolver.SEARCH_NODES);
    assertThat(search.noneUpTo).as("the exhaustive search, within solve's limits").isEqualTo(16);
    assertThat(search.path).hasSize(17);
    assertSolves(Pattern.chessboard(), Pattern.halves(),
        IntarsiaSolver.rotationsOf(Objects.requireNonNull(search.path)));
    IntarsiaSolution there = IntarsiaSolver.solution(Pattern.chessboard(), Pattern.halves());
    assertThat(there.rotations()).hasSize(17);
    assertThat(there.isProvenShortest()).isTrue();
    assertSolves(Pattern.chessboard(), Pattern.halves(), there.rotations());
    IntarsiaSolution back = IntarsiaSolver.solution(Pattern.halves(), Pattern.chessboard());
    assertThat(back.rotations()).hasSize(17);
    assertThat(back.isProvenShortest()).isTrue();
    assertSolves(Pattern.halves(), Pattern.chessboard(), back.rotations());
  }

  @Test
  void everyTabledSolutionPlaysToItsGoalRotationByRotationWithinItsBound() {
    for (IntarsiaSolver.BookletSolution known : IntarsiaSolver.BOOKLET_SOLUTIONS) {
      assertSolves(known.start(), known.goal(), known.solution());
      assertThat(known.lowerBound()).isLessThanOrEqualTo(known.solution().size());
    }
  }

  @Test
  void aPatternAlongATabledSolutionGetsTheRestOfItTowardsEitherEndProven() {
    // i rotations along an optimal way of n, a pattern is exactly n - i from the goal and i from
    // the start (a shorter way from it would make the whole shorter than the optimum).
    for (IntarsiaSolver.BookletSolution known : IntarsiaSolver.BOOKLET_SOLUTIONS) {
      int n = known.solution().size();
      for (int i : new int[] {1, 5, n - 1}) {
        Pattern along = known.start().rotated(known.solution().subList(0, i));
        IntarsiaSolution forward = IntarsiaSolver.solution(along, known.goal());
        assertThat(forward.rotations()).isEqualTo(known.solution().subList(i, n));
        assertThat(forward.isProvenShortest()).isTrue();
        assertSolves(along, known.goal(), forward.rotations());
        IntarsiaSolution back = IntarsiaSolver.solution(along, known.start());
        assertThat(back.rotations()).hasSize(i);
        assertThat(back.isProvenShortest()).isTrue();
        assertSolves(along, known.start(), back.rotations());
      }
    }
  }

  @Test
  void aPuzzleKRotationsFromItsGoalIsSolvedInTheBreadthFirstDistanceProven() {
    // Up to QUICK_DEPTH (8) rotations apart, solution answers by breadth-first search before any
    // perimeter is built; the small limits (20,000 patterns, 5 million made) would serve otherwise.
    List<Pattern> goals = List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves());
    SplittableRandom random = new SplittableRandom(17);
    for (int k = 1; k <= 6; k++) {
      for (int trial = 0; trial < 3; trial++) {
        Pattern goal = goals.get(random.nextInt(goals.size()));
        List<Rotation> scramble = new ArrayList<>();
        for (int i = 0; i < k; i++) {
          scramble.add(Rotation.all().get(random.nextInt(Rotation.COUNT)));
        }
        Pattern start = goal.rotated(scramble);
        IntarsiaSolution solution = IntarsiaSolver.solution(start, goal, 20_000, 5_000_000, IntarsiaSolver.BEAM_WIDTH);
        int[] breadthFirst = BidirectionalSearch.shortest(Codes.of(start), Codes.of(goal), k);
        assertThat(breadthFirst).isNotNull();
        assertThat(solution.rotations()).as("%s", scramble).hasSize(breadthFirst.length);
        assertThat(solution.isProvenShortest()).as("%s", scramble).isTrue();
        assertSolves(start, goal, solution.rotations());
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
