package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on puzzles with and without the ply-limit option: one whose goal is two
 * rotations away (so that random play sometimes solves it), the booklet's spiral-to-chessboard, and
 * one solved at once. Only the option draws ({@code PLY_LIMIT}); without it random games run under
 * the kit's cap. Candidate moves are random rotations, refused only when the puzzle is over.
 */
class IntarsiaContractProperties {

  private static Stream<DynamicTest> contract(
      String name, IntarsiaPuzzle puzzle, int games, Termination... draws) {
    return RulesContract.of(name, puzzle, puzzle.notation(), puzzle.positions())
        .candidateMoves((state, random) -> Rotation.all().get(random.nextInt(Rotation.COUNT)))
        .drawsBy(draws)
        .plyCap(40)
        .games(games)
        .candidatesPerState(4)
        .parserInputs(200)
        .tests();
  }

  private static final Pattern TWO_AWAY =
      Pattern.spiral().rotated(List.of(Rotation.parse("4>"), Rotation.parse("c^")));

  @TestFactory
  Stream<DynamicTest> goalTwoRotationsAway() {
    return contract(
        "intarsia, goal 2 rotations away (ply limit 12)",
        IntarsiaPuzzle.builder(Pattern.spiral(), TWO_AWAY)
            .drawOptions(DrawOptions.NONE.withPlyLimit(12)).build(),
        60,
        IntarsiaTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> goalTwoRotationsAwayExact() {
    return contract(
        "intarsia, goal 2 rotations away (exact rules, no draw)",
        IntarsiaPuzzle.of(Pattern.spiral(), TWO_AWAY),
        60);
  }

  @TestFactory
  Stream<DynamicTest> spiralToChessboard() {
    return contract(
        "intarsia, spiral to chessboard (ply limit 30)",
        IntarsiaPuzzle.builder(Pattern.spiral(), Pattern.chessboard())
            .drawOptions(DrawOptions.NONE.withPlyLimit(30)).build(),
        20,
        IntarsiaTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> spiralToChessboardExact() {
    return contract("intarsia, spiral to chessboard (exact rules)", IntarsiaPuzzle.standard(), 20);
  }

  @TestFactory
  Stream<DynamicTest> solvedAtOnce() {
    return contract(
        "intarsia, start is the goal", IntarsiaPuzzle.of(Pattern.halves(), Pattern.halves()), 5);
  }
}
