package io.github.boardrules.pikkpakk.intarsia.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The exact search of {@link OptimalSearch} against plain breadth-first search from both ends
 * ({@link BidirectionalSearch}): on scrambles of the booklet's patterns of up to 6 rotations both
 * find the same length, the path plays rotation by rotation to the goal, and the lower bound of
 * {@link LineBound} is never above the breadth-first distance.
 */
class OptimalSearchTest {
  private static final List<Pattern> GOALS =
      List.of(Pattern.spiral(), Pattern.chessboard(), Pattern.halves());

  @Test
  void findsTheBreadthFirstLengthOnScramblesOfUpTo6() {
    SplittableRandom random = new SplittableRandom(29);
    for (int k = 0; k <= 6; k++) {
      for (int trial = 0; trial < 4; trial++) {
        Pattern goal = GOALS.get(random.nextInt(GOALS.size()));
        long start = Codes.of(goal);
        for (int i = 0; i < k; i++) {
          start = IntarsiaEngine.rotate(start, random.nextInt(Rotation.COUNT));
        }
        int[] breadthFirst = BidirectionalSearch.shortest(start, Codes.of(goal), 6);
        assertThat(breadthFirst).as("breadth-first, %d scrambled", k).isNotNull();
        int perimeterDepth = trial % 3;
        OptimalSearch.Result result =
            OptimalSearch.shortest(start, Codes.of(goal), perimeterDepth, 6, Long.MAX_VALUE);
        String what = "scramble " + k + ", perimeter " + perimeterDepth + " of " + goal;
        assertThat(result.path).as(what).isNotNull().hasSize(breadthFirst.length);
        assertThat(result.noneUpTo).as(what).isEqualTo(breadthFirst.length - 1);
        long code = start;
        for (int move : result.path) {
          code = IntarsiaEngine.rotate(code, move);
        }
        assertThat(code).as(what).isEqualTo(Codes.of(goal));
        assertThat(new LineBound(Codes.of(goal)).of(start)).as(what)
            .isLessThanOrEqualTo(breadthFirst.length);
      }
    }
  }

  @Test
  void theInflatedSearchFindsOnlyPathsThatReachTheGoalAndUninflatedTheBreadthFirstOnes() {
    SplittableRandom random = new SplittableRandom(1729);
    for (int trial = 0; trial < 12; trial++) {
      Pattern goal = GOALS.get(random.nextInt(GOALS.size()));
      long start = Codes.of(goal);
      for (int i = 0; i < 5; i++) {
        start = IntarsiaEngine.rotate(start, random.nextInt(Rotation.COUNT));
      }
      int[] breadthFirst = BidirectionalSearch.shortest(start, Codes.of(goal), 5);
      assertThat(breadthFirst).isNotNull();
      int distance = breadthFirst.length;
      Perimeter perimeter = Perimeter.around(Codes.of(goal), 1);
      LineBound bound = new LineBound(Codes.of(goal));
      String what = "trial " + trial + " of " + goal + ", distance " + distance;
      if (distance >= 1) {
        // Inflation 1 is the exact search at one length: a path of the distance, none shorter.
        OptimalSearch.Result exact =
            OptimalSearch.inflated(start, perimeter, bound, distance, 1.0, Long.MAX_VALUE);
        assertThat(exact.path).as(what).isNotNull().hasSize(distance);
        assertThat(exact.noneUpTo).as(what).isEqualTo(-1);
        if (distance >= 2) {
          assertThat(OptimalSearch.inflated(start, perimeter, bound, distance - 1, 1.0,
              Long.MAX_VALUE).path).as(what).isNull();
        }
      }
      for (int length = Math.max(1, distance); length <= distance + 2; length++) {
        OptimalSearch.Result inflated =
            OptimalSearch.inflated(start, perimeter, bound, length, 1.5, Long.MAX_VALUE);
        if (inflated.path != null) {
          assertThat(inflated.path.length).as(what).isBetween(length - 1, length);
          long code = start;
          for (int move : inflated.path) {
            code = IntarsiaEngine.rotate(code, move);
          }
          assertThat(code).as(what + ", inflated path of " + length).isEqualTo(Codes.of(goal));
        }
      }
    }
  }

  @Test
  void provesThatNoneIsShorterWhenTheLimitIsBelowTheBreadthFirstDistance() {
    long goal = Codes.of(Pattern.halves());
    long start = Codes.of(Pattern.halves().rotated(List.of(Rotation.parse("3>"), Rotation.parse("dv"),
        Rotation.parse("5<"), Rotation.parse("b^"), Rotation.parse("1>"))));
    int[] breadthFirst = BidirectionalSearch.shortest(start, goal, 6);
    assertThat(breadthFirst).isNotNull();
    int distance = breadthFirst.length;
    assertThat(distance).isGreaterThanOrEqualTo(3);
    OptimalSearch.Result tooShort = OptimalSearch.shortest(start, goal, 1, distance - 1, Long.MAX_VALUE);
    assertThat(tooShort.path).isNull();
    assertThat(tooShort.noneUpTo).isEqualTo(distance - 1);
    assertThat(OptimalSearch.shortest(start, goal, 1, distance, Long.MAX_VALUE).path).hasSize(distance);
  }

  @Test
  void theBoundIsZeroAtTheGoalAndCountsWhatOneRotationCannotFix() {
    for (Pattern goal : GOALS) {
      assertThat(new LineBound(Codes.of(goal)).of(Codes.of(goal))).isZero();
    }
    // Spiral to chessboard, worked by hand: the rows' LIGHT counts (row 7 down) are 1 6 3 4 3 6 1
    // against the chessboard's 4 3 4 2 4 3 4; the running surplus is -3 0 -1 1 0 3 0, so moving
    // it between neighbouring rows of the cycle takes at least 3+0+1+1+0+3+0 = 8 single steps,
    // and one column rotation makes at most 3 useful ones: at least 3 column rotations. The bound
    // is at most the proven optimum, 12.
    int spiralToChessboard = new LineBound(Codes.of(Pattern.chessboard())).of(Codes.of(Pattern.spiral()));
    assertThat(spiralToChessboard).isBetween(3, 12);
  }

  @Test
  void theBookletsPatternsKeepTheSymmetriesOfTheirPictures() {
    // The chessboard (colour by the parity of the offsets from d4) keeps all 8 turns and
    // reflections about d4; the spiral only the half turn (row 7 Xoooooo turns into row 1
    // ooooooX, but a quarter turn makes column a, XXXXXXo from the top, of row 7, which has one
    // LIGHT ball, and a reflection reverses the spiral's sense); the halves none but the identity
    // (the half turn swaps their colours).
    assertThat(Symmetries.of(Codes.of(Pattern.chessboard())).size()).isEqualTo(8);
    assertThat(Symmetries.of(Codes.of(Pattern.spiral())).size()).isEqualTo(2);
    assertThat(Symmetries.of(Codes.of(Pattern.halves())).size()).isEqualTo(1);
    // The half turn about d4 takes row 1 onto row 7, turned the other way.
    Symmetries spiral = Symmetries.of(Codes.of(Pattern.spiral()));
    assertThat(Codes.rotation(spiral.moveImage(1, Codes.index(Rotation.parse("1>")))))
        .isEqualTo(Rotation.parse("7<"));
  }

  @Test
  void aStartKeptByTheGoalsSymmetriesGetsTheBreadthFirstLength() {
    // Pairs of commuting rotations that are each other's images under the half turn about d4,
    // which keeps the chessboard: the start is kept too, and the search tries one first rotation
    // of each pair of images.
    long goal = Codes.of(Pattern.chessboard());
    Symmetries symmetries = Symmetries.of(goal);
    List<Rotation> symmetric = List.of(Rotation.parse("1>"), Rotation.parse("7<"),
        Rotation.parse("c^"), Rotation.parse("ev"), Rotation.parse("2>"), Rotation.parse("6<"));
    for (int k = 2; k <= symmetric.size(); k += 2) {
      long start = Codes.of(Pattern.chessboard().rotated(symmetric.subList(0, k)));
      long kept = start;
      assertThat(IntStream.range(1, symmetries.size())
          .filter(s -> symmetries.image(s, kept) == kept).count()).isPositive();
      int[] breadthFirst = BidirectionalSearch.shortest(start, goal, 6);
      assertThat(breadthFirst).isNotNull();
      for (int perimeterDepth = 0; perimeterDepth <= 2; perimeterDepth++) {
        OptimalSearch.Result result =
            OptimalSearch.shortest(start, goal, perimeterDepth, 6, Long.MAX_VALUE);
        assertThat(result.path).as("%d rotations, perimeter %d", k, perimeterDepth)
            .isNotNull().hasSize(breadthFirst.length);
        long code = start;
        for (int move : result.path) {
          code = IntarsiaEngine.rotate(code, move);
        }
        assertThat(code).isEqualTo(goal);
      }
    }
  }

  @Test
  void columnsAreReadBottomUp() {
    Pattern spiral = Pattern.spiral();
    long code = Codes.of(spiral);
    for (int column = 0; column < Pattern.SIZE; column++) {
      int word = 0;
      for (int row = 0; row < Pattern.SIZE; row++) {
        word |= (int) (code >>> (row * Pattern.SIZE + column) & 1) << row;
      }
      assertThat(LineBound.column(code, column)).as("column %d", column).isEqualTo(word);
    }
  }
}
