package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.testkit.RulesContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on puzzles with short move limits: one whose goal is two rotations away (so
 * that random play sometimes solves it), the booklet's spiral-to-chessboard, and one solved at
 * once. Candidate moves are random rotations, refused only when the puzzle is over.
 */
class IntarsiaContractProperties {

  private static Stream<DynamicTest> contract(String name, IntarsiaPuzzle puzzle, int games) {
    return RulesContract.of(name, puzzle, puzzle.notation(), puzzle.positions())
        .candidateMoves((state, random) -> Rotation.all().get(random.nextInt(Rotation.COUNT)))
        .games(games)
        .candidatesPerState(4)
        .parserInputs(200)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> goalTwoRotationsAway() {
    Pattern goal = Pattern.spiral().rotated(List.of(Rotation.parse("4>"), Rotation.parse("c^")));
    return contract(
        "intarsia, goal 2 rotations away (limit 12)", IntarsiaPuzzle.of(Pattern.spiral(), goal, 12),
        60);
  }

  @TestFactory
  Stream<DynamicTest> spiralToChessboard() {
    return contract(
        "intarsia, spiral to chessboard (limit 30)",
        IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard(), 30), 20);
  }

  @TestFactory
  Stream<DynamicTest> solvedAtOnce() {
    return contract(
        "intarsia, start is the goal", IntarsiaPuzzle.of(Pattern.halves(), Pattern.halves()), 5);
  }
}
