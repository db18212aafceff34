package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Perft;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PositionFormat;
import io.github.boardrules.core.Status;
import io.github.boardrules.testkit.ParseErrors;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The puzzle as a one-player game: moves, the end by goal or limit, positions. */
class IntarsiaRulesTest {
  private static final Rotation ROW4_RIGHT = Rotation.parse("4>");
  private static final Pattern ONE_AWAY = Pattern.spiral().rotated(ROW4_RIGHT);

  @Test
  void theOnePlayerMovesAndAllTwentyEightRotationsAreLegal() {
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.standard();
    IntarsiaState start = puzzle.initialState();
    assertThat(start.pattern()).isEqualTo(Pattern.spiral());
    assertThat(puzzle.goal()).isEqualTo(Pattern.chessboard());
    assertThat(start.moves()).isZero();
    assertThat(puzzle.toMove(start)).isEqualTo(Player.FIRST);
    assertThat(puzzle.legalMoves(start)).isEqualTo(Rotation.all());
    assertThat(puzzle.status(start).isOngoing()).isTrue();
    assertThat(puzzle.drawOptions().plyLimit()).isEmpty();
    assertThat(puzzle.plyBound()).as("the rules know no move limit").isEmpty();
    IntarsiaState next = puzzle.play(start, ROW4_RIGHT);
    assertThat(next.pattern()).isEqualTo(ONE_AWAY);
    assertThat(next.moves()).isEqualTo(1);
    assertThat(puzzle.toMove(next)).isEqualTo(Player.FIRST);
  }

  @Test
  void perftCountsEveryRotationAtEveryPly() {
    // No two rotations turn the spiral into the chessboard (they differ on more than 14 points),
    // so every sequence of up to two rotations is played out: 28 and 28 * 28.
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.standard();
    assertThat(Perft.count(puzzle, puzzle.initialState(), 1)).isEqualTo(28);
    assertThat(Perft.count(puzzle, puzzle.initialState(), 2)).isEqualTo(784);
    // One rotation from the goal, the rotation that reaches it ends the puzzle: only the other 27
    // first rotations have second ones.
    IntarsiaPuzzle near = IntarsiaPuzzle.of(Pattern.spiral(), ONE_AWAY);
    assertThat(Perft.count(near, near.initialState(), 2)).isEqualTo(27 * 28);
  }

  @Test
  void reachingTheGoalIsAWinForTheOnePlayer() {
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.spiral(), ONE_AWAY);
    assertThat(puzzle.status(puzzle.play(puzzle.initialState(), Rotation.parse("4<"))).isOngoing())
        .isTrue();
    IntarsiaState solved = puzzle.play(puzzle.initialState(), ROW4_RIGHT);
    Status status = puzzle.status(solved);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(IntarsiaTermination.SOLVED);
    assertThat(status.description()).isEqualTo("the goal pattern is reached after 1 rotation");
    assertThat(puzzle.legalMoves(solved)).isEmpty();
    Legality refused = puzzle.check(solved, Rotation.parse("a^"));
    assertThat(refused.reason()).contains(IntarsiaReason.GAME_OVER);
    assertThat(refused.message()).contains("The puzzle is over").contains("a^");
    assertThatThrownBy(() -> puzzle.play(solved, Rotation.parse("a^")))
        .isInstanceOf(IllegalMoveException.class);
  }

  @Test
  void aPuzzleWhoseStartIsItsGoalIsSolvedAtOnce() {
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(Pattern.halves(), Pattern.halves());
    assertThat(puzzle.status(puzzle.initialState()).description())
        .isEqualTo("the goal pattern is reached after 0 rotations");
    assertThat(puzzle.legalMoves(puzzle.initialState())).isEmpty();
  }

  @Test
  void withoutTheOptionAnUnsolvedPuzzleNeverEnds() {
    // Issue 14: puzzles drew after 2,000 rotations by default, a limit the rules do not know.
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.standard();
    String spiral = "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX";
    for (int moves : new int[] {1_999, 2_000, 2_001, 10_000, 10_001}) {
      IntarsiaState late = puzzle.positions().decode(spiral + " " + moves);
      assertThat(puzzle.status(late).isOngoing()).as("after %d rotations", moves).isTrue();
      assertThat(puzzle.legalMoves(late)).hasSize(28);
    }
    IntarsiaState state = puzzle.initialState();
    for (int k = 0; k < 10_001; k++) {
      state = puzzle.play(state, k % 2 == 0 ? ROW4_RIGHT : Rotation.parse("4<"));
    }
    assertThat(state.moves()).isEqualTo(10_001);
    assertThat(puzzle.status(state).isOngoing()).isTrue();
  }

  @Test
  void thePlyLimitOptionEndsAnUnsolvedPuzzleInADraw() {
    IntarsiaPuzzle puzzle =
        IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
            .drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    assertThat(puzzle.drawOptions().plyLimit()).hasValue(2);
    assertThat(puzzle.plyBound()).hasValue(2);
    assertThat(puzzle).isNotEqualTo(IntarsiaPuzzle.standard());
    assertThat(puzzle.toBuilder()
        .drawOptions(DrawOptions.NONE).build()).isEqualTo(IntarsiaPuzzle.standard());
    IntarsiaState state = puzzle.play(puzzle.initialState(), ROW4_RIGHT);
    assertThat(puzzle.status(state).isOngoing()).isTrue();
    state = puzzle.play(state, ROW4_RIGHT);
    Status status = puzzle.status(state);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(IntarsiaTermination.PLY_LIMIT);
    assertThat(status.description())
        .isEqualTo("the ply limit of 2 rotations is reached without the goal pattern");
    assertThat(puzzle.legalMoves(state)).isEmpty();
    assertThat(puzzle.check(state, ROW4_RIGHT).reason()).contains(IntarsiaReason.GAME_OVER);
  }

  @Test
  void theRotationThatReachesTheLimitCanStillSolve() {
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.builder(Pattern.spiral(), ONE_AWAY)
        .drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
    assertThat(puzzle.status(puzzle.play(puzzle.initialState(), ROW4_RIGHT)).winner())
        .contains(Player.FIRST);
  }

  @Test
  void aRotationThatChangesNothingIsAMove() {
    Pattern stripes = Pattern.parse("XXXXXXX/ooooooo/XXXXXXX/oooRooo/XXXXXXX/ooooooo/XXXXXXX");
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.of(stripes, stripes.rotated(Rotation.parse("a^")));
    IntarsiaState after = puzzle.play(puzzle.initialState(), Rotation.parse("7>"));
    assertThat(after.pattern()).isEqualTo(stripes);
    assertThat(after.moves()).isEqualTo(1);
  }

  @Test
  void puzzlesWithDifferentBallCountsOrNoMovesAreRefused() {
    Pattern lopsided = Pattern.parse("XXXXXXX/ooooooo/XXXXXXX/oooRooo/XXXXXXX/ooooooo/XXXXXXo");
    assertThatThrownBy(() -> IntarsiaPuzzle.of(lopsided, Pattern.spiral()))
        .isInstanceOf(UnsolvablePuzzleException.class)
        .hasMessageContaining("the start has 27 LIGHT balls, the goal 24");
    assertThatThrownBy(() -> IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.halves())
        .drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The ply limit must be 1 to 999999999 (the largest ply count), not 0");
    assertThatThrownBy(() -> IntarsiaPuzzle.builder(lopsided, Pattern.spiral())
        .drawOptions(DrawOptions.NONE.withPlyLimit(5)).build())
        .isInstanceOf(UnsolvablePuzzleException.class);
  }

  @Test
  void positionTextIsThePatternAndTheMoveCount() {
    IntarsiaPuzzle puzzle = IntarsiaPuzzle.standard();
    PositionFormat<IntarsiaState> positions = puzzle.positions();
    String start = "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX 0";
    assertThat(positions.encode(puzzle.initialState())).isEqualTo(start);
    assertThat(positions.decode(start)).isEqualTo(puzzle.initialState());
    IntarsiaState later = positions.decode(
        "Xoooooo/XoXXXXX/XoXoooX/XXoXRXo/XoooXoX/XXXXXoX/ooooooX 17");
    assertThat(later.pattern()).isEqualTo(ONE_AWAY);
    assertThat(later.moves()).isEqualTo(17);
    assertThat(later.render()).startsWith("   a b c d e f g\n7  X o o o o o o\n");
  }

  @Test
  void badPositionsAreRefusedWithIndexAndReason() {
    IntarsiaPuzzle puzzle =
        IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
            .drawOptions(DrawOptions.NONE.withPlyLimit(50)).build();
    String pattern = "Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX";
    List.of(
            new Object[] {pattern, 55, "expected a space and the number of rotations"},
            new Object[] {pattern + " ", 56, "expected the number of rotations made"},
            new Object[] {pattern + " 07", 56, "no leading zero"},
            new Object[] {pattern + " 51", 56, "more than the puzzle's ply limit of 50"},
            new Object[] {pattern + " 5 ", 57, "unexpected text after the move count"},
            new Object[] {pattern + " 1234567890", 56, "more than 9 digits"},
            new Object[] {
              "XXXXXXX/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX 0", 0,
              "the pattern has 30 LIGHT balls and the puzzle's 24"
            },
            new Object[] {"Xoooooo/XoXXXXX 0", 15, "expected '/' and row 5"})
        .forEach(
            c ->
                ParseErrors.assertRefused(
                    puzzle.positions()::decode, "position", (String) c[0], (Integer) c[1],
                    (String) c[2]));
  }
}
