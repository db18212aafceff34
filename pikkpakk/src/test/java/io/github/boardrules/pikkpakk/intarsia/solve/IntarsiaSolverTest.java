package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.UnsolvablePuzzleException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The solver on hand-picked pairs: the named patterns, near pairs, unsolvable pairs. */
class IntarsiaSolverTest {
  private static final List<Pattern> NAMED =
      List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves());

  @Test
  void aNamedPatternIsItsOwnGoalWithTheEmptySolution() {
    // The booklet's pairs of different patterns are solved (once each: every solve takes seconds)
    // and checked with the puzzle's rules in IntarsiaShortSolutionTest.
    for (Pattern pattern : NAMED) {
      assertThat(IntarsiaSolver.solve(pattern, pattern)).as("%s", pattern).isEmpty();
      IntarsiaSolution none = IntarsiaSolver.solution(pattern, pattern);
      assertThat(none.rotations()).isEmpty();
      assertThat(none.lowerBound()).isZero();
      assertThat(none.isProvenShortest()).isTrue();
      assertThat(none).hasToString("[] (0 rotations, shortest)");
    }
  }

  @Test
  void theDocumentedBoundCoversTheLongestThreeCycle() {
    // 47 points fixed by one 3-cycle each, then at most two for a swapped last pair.
    assertThat(49 * ThreeCycles.maxLength()).isLessThanOrEqualTo(IntarsiaSolver.MAX_SOLUTION_LENGTH);
  }

  @Test
  void swappingTheOnlyLightBallWithTheTargetIsSolvable() {
    // Both balls of the swapped pair are unique: an odd permutation, made even by two DARK balls.
    Pattern start = Pattern.parse("ooooooo/ooooooo/ooooooo/oooRXoo/ooooooo/ooooooo/ooooooo");
    Pattern goal = Pattern.parse("ooooooo/ooooooo/ooooooo/oooXRoo/ooooooo/ooooooo/ooooooo");
    assertThat(start.rotated(IntarsiaSolver.solve(start, goal))).isEqualTo(goal);
    // The same with the pair on the last two points the solver fixes, f7 and g7.
    Pattern late = Pattern.parse("ooooooR/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooX");
    Pattern lateGoal = Pattern.parse("oooooRX/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo");
    Pattern swapped = Pattern.parse("oooooXR/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo/ooooooo");
    assertThat(late.rotated(IntarsiaSolver.solve(late, lateGoal))).isEqualTo(lateGoal);
    assertThat(swapped.rotated(IntarsiaSolver.solve(swapped, lateGoal))).isEqualTo(lateGoal);
    assertThat(lateGoal.rotated(IntarsiaSolver.solve(lateGoal, swapped))).isEqualTo(swapped);
  }

  @Test
  void shortestFindsTheOneRotationAndNothingForEqualPatterns() {
    Pattern turned = Pattern.halves().rotated(Rotation.parse("dv"));
    assertThat(IntarsiaSolver.shortest(turned, Pattern.halves(), 3))
        .contains(List.of(Rotation.parse("d^")));
    assertThat(IntarsiaSolver.shortest(Pattern.halves(), Pattern.halves(), 0)).contains(List.of());
    assertThat(IntarsiaSolver.solve(Pattern.halves(), Pattern.halves())).isEmpty();
  }

  @Test
  void shortestUndoesATwoRotationScrambleAsDocumented() {
    // Row 3 and column d cross on d3, so the two rotations do not commute: only d^ then 3< undo.
    Pattern scrambled =
        Pattern.halves().rotated(List.of(Rotation.parse("3>"), Rotation.parse("dv")));
    assertThat(IntarsiaSolver.shortest(scrambled, Pattern.halves(), 8))
        .contains(List.of(Rotation.parse("d^"), Rotation.parse("3<")));
  }

  @Test
  void shortestReportsNothingWhenEverySolutionIsLonger() {
    // Each rotation changes at most 7 points, so a pair differing on more than 21 points needs
    // more than 3 rotations.
    int differing = 0;
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        Point p = Point.of(c, r);
        differing += Pattern.spiral().ballAt(p) != Pattern.chessboard().ballAt(p) ? 1 : 0;
      }
    }
    assertThat(differing).isGreaterThan(21);
    assertThat(IntarsiaSolver.shortest(Pattern.spiral(), Pattern.chessboard(), 3)).isEmpty();
  }

  @Test
  void unsolvablePairsAreRefusedWithTheKindAndBothCounts() {
    Pattern lopsided = Pattern.parse("XXXXXXX/ooooooo/XXXXXXX/oooRooo/XXXXXXX/ooooooo/XXXXXXo");
    UnsolvablePuzzleException e =
        catchThrowableOfType(
            UnsolvablePuzzleException.class,
            () -> IntarsiaSolver.solve(lopsided, Pattern.chessboard()));
    assertThat(e).isNotNull();
    assertThat(e.kind()).isEqualTo(Ball.LIGHT);
    assertThat(e.startCount()).isEqualTo(27);
    assertThat(e.goalCount()).isEqualTo(24);
    assertThat(e.getMessage())
        .isEqualTo(
            "Unsolvable: the start has 27 LIGHT balls, the goal 24; rotations never change how"
                + " many balls of a kind there are");
    assertThatThrownBy(() -> IntarsiaSolver.shortest(Pattern.halves(), lopsided, 4))
        .isInstanceOf(UnsolvablePuzzleException.class)
        .hasMessageContaining("the start has 24 LIGHT balls, the goal 27");
  }

  @Test
  void shortestRefusesDepthsItCannotSearch() {
    assertThatThrownBy(() -> IntarsiaSolver.shortest(Pattern.halves(), Pattern.spiral(), 13))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("maxDepth 13 is not 0 to 12");
    assertThatThrownBy(() -> IntarsiaSolver.shortest(Pattern.halves(), Pattern.spiral(), -1))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
