package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The exhaustive search's admissible parts on random patterns: the line bound is never above the
 * distance that plain breadth-first search from both ends ({@link BidirectionalSearch}) finds; a
 * symmetry keeping the goal maps rotations onto rotations and keeps the distance; and the
 * perimeter's distances are the breadth-first ones.
 */
class LineBoundProperties {
  /** A random goal of any LIGHT count and a scramble of it by 0 to 5 random rotations. */
  private static final Gen<long[]> SCRAMBLES =
      random -> {
        SplittableRandom r = new SplittableRandom(random.nextLong());
        long goal = randomCode(r);
        long start = goal;
        for (int k = r.nextInt(6); k > 0; k--) {
          start = IntarsiaEngine.rotate(start, r.nextInt(Rotation.COUNT));
        }
        return new long[] {start, goal};
      };

  /** One of the booklet's patterns, often symmetric, and a scramble of it by 0 to 5 rotations. */
  private static final Gen<long[]> NAMED_SCRAMBLES =
      random -> {
        SplittableRandom r = new SplittableRandom(random.nextLong());
        Pattern[] named = {Pattern.spiral(), Pattern.chessboard(), Pattern.halves()};
        long goal = Codes.of(named[r.nextInt(named.length)]);
        long start = goal;
        for (int k = r.nextInt(6); k > 0; k--) {
          start = IntarsiaEngine.rotate(start, r.nextInt(Rotation.COUNT));
        }
        return new long[] {start, goal};
      };

  private static long randomCode(SplittableRandom r) {
    int light = r.nextInt(Pattern.POINTS);
    long bits = 0;
    int target = r.nextInt(Pattern.POINTS);
    int placed = 0;
    while (placed < light) {
      int p = r.nextInt(Pattern.POINTS);
      if (p != target && (bits >>> p & 1) == 0) {
        bits |= 1L << p;
        placed++;
      }
    }
    return bits | (long) target << IntarsiaEngine.TARGET_SHIFT;
  }

  private static int distance(long start, long goal) {
    int[] path = BidirectionalSearch.shortest(start, goal, 5);
    assertThat(path).as("a scramble of at most 5 is at most 5 away").isNotNull();
    return path.length;
  }

  @Test
  void theLineBoundIsNeverAboveTheBreadthFirstDistance() {
    ForAll.values("intarsia line bound admissible, random goals", 300, SCRAMBLES,
        pair -> assertThat(new LineBound(pair[1]).of(pair[0])).isLessThanOrEqualTo(distance(pair[0], pair[1])));
    ForAll.values("intarsia line bound admissible, the booklet's goals", 150, NAMED_SCRAMBLES,
        pair -> assertThat(new LineBound(pair[1]).of(pair[0])).isLessThanOrEqualTo(distance(pair[0], pair[1])));
  }

  @Test
  void eachAxissBoundIsNeverAboveThatAxissRotationsInAWayBackFromALongScramble() {
    // Undoing a scramble is a way back with as many row (and column) rotations as the scramble
    // has; each axis's bound holds for every way, so it is at most that many. Scrambles of up to
    // 60 rotations reach far beyond what breadth-first search can check.
    Gen<long[]> longScrambles = random -> {
      SplittableRandom r = new SplittableRandom(random.nextLong());
      long goal = randomCode(r);
      long start = goal;
      int rows = 0;
      int columns = 0;
      for (int k = r.nextInt(61); k > 0; k--) {
        int move = r.nextInt(Rotation.COUNT);
        start = IntarsiaEngine.rotate(start, move);
        if (Codes.rotation(move).isRow()) {
          rows++;
        } else {
          columns++;
        }
      }
      return new long[] {start, goal, rows, columns};
    };
    ForAll.values("intarsia axis bounds, long scrambles", 1_000, longScrambles,
        scramble -> {
          LineBound bound = new LineBound(scramble[1]);
          long start = scramble[0];
          assertThat(bound.rowRotations(start)).as("row rotations")
              .isLessThanOrEqualTo((int) scramble[2]);
          assertThat(bound.columnRotations(start)).as("column rotations")
              .isLessThanOrEqualTo((int) scramble[3]);
          assertThat(bound.of(start))
              .isEqualTo(bound.rowRotations(start) + bound.columnRotations(start));
        });
  }

  @Test
  void aSymmetryOfTheGoalMapsRotationsOntoRotationsAndKeepsTheDistance() {
    ForAll.values("intarsia symmetries", 150, NAMED_SCRAMBLES,
        pair -> {
          Symmetries symmetries = Symmetries.of(pair[1]);
          int d = distance(pair[0], pair[1]);
          for (int s = 0; s < symmetries.size(); s++) {
            assertThat(symmetries.image(s, pair[1])).isEqualTo(pair[1]);
            long image = symmetries.image(s, pair[0]);
            assertThat(distance(image, pair[1])).as("symmetry %d", s).isEqualTo(d);
            for (int move = 0; move < Rotation.COUNT; move++) {
              assertThat(symmetries.image(s, IntarsiaEngine.rotate(pair[0], move)))
                  .isEqualTo(IntarsiaEngine.rotate(image, symmetries.moveImage(s, move)));
            }
          }
        });
  }

  @Test
  void thePerimetersDistancesAreTheBreadthFirstOnes() {
    // Depth 3 around each of the booklet's patterns (8, 2 and 1 symmetries) and a random one.
    SplittableRandom random = new SplittableRandom(33);
    long[] goals = {Codes.of(Pattern.chessboard()), Codes.of(Pattern.spiral()), Codes.of(Pattern.halves()),
        randomCode(random)};
    for (long goal : goals) {
      Perimeter perimeter = Perimeter.around(goal, 3);
      assertThat(perimeter.depth()).isEqualTo(3);
      for (int trial = 0; trial < 60; trial++) {
        long start = goal;
        for (int k = random.nextInt(6); k > 0; k--) {
          start = IntarsiaEngine.rotate(start, random.nextInt(Rotation.COUNT));
        }
        int d = distance(start, goal);
        assertThat(perimeter.distance(start)).as("%s from %s", start, goal).isEqualTo(d <= 3 ? d : -1);
        if (d <= 3) {
          long code = start;
          for (int move : perimeter.toGoal(start)) {
            code = IntarsiaEngine.rotate(code, move);
          }
          assertThat(code).isEqualTo(goal);
          assertThat(perimeter.toGoal(start)).hasSize(d);
        }
      }
    }
  }

  @Test
  void aPerimeterStopsBeforeADepthThatWouldOutgrowItsLimit() {
    long halves = Codes.of(Pattern.halves());
    Perimeter limited = Perimeter.within(halves, 6, 5_000);
    assertThat(limited.depth()).isBetween(1, 5);
    assertThat(limited.size()).isLessThanOrEqualTo(5_000);
    assertThat(Perimeter.around(halves, limited.depth() + 1).size()).isGreaterThan(5_000);
  }
}
