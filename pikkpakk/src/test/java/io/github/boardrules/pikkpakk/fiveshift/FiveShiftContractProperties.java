package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on the standard game, with rim removal and with a ply limit (the only
 * option that may draw), with candidate moves drawn near the legal ones (placements anywhere,
 * legal shifts bent by one point, direction or distance) and at random.
 */
class FiveShiftContractProperties {

  /**
   * The contract for one option set, with the draws it may produce: {@code PLY_LIMIT} with the
   * ply-limit option, none without (the rules know no draw).
   */
  private static Stream<DynamicTest> contract(
      String name, FiveShift rules, int games, Termination... draws) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(candidates())
        .drawsBy(draws)
        .games(games)
        .candidatesPerState(6)
        .parserInputs(200)
        .tests();
  }

  /** The contract on games that start at a random reachable phase-2 position. */
  private static Stream<DynamicTest> contractFromPhaseTwo(
      String name, FiveShift rules, int games, Termination... draws) {
    return RulesContract.of(
            name, PhaseTwoStarts.startingInPhaseTwo(rules), rules.notation(), rules.positions())
        .candidateMoves(candidates())
        .drawsBy(draws)
        .games(games)
        .candidatesPerState(6)
        .parserInputs(200)
        .tests();
  }

  /** Random moves of both kinds, mostly near legal ones so that each rule gets exercised. */
  static BiFunction<FiveShiftState, RandomGenerator, PikkPakkMove> candidates() {
    FiveShift any = FiveShift.standard();
    int size = FiveShift.SIZE;
    return (state, random) -> {
      List<PikkPakkMove> legal = any.legalMoves(state);
      if (!legal.isEmpty() && random.nextInt(3) > 0) {
        PikkPakkMove m = legal.get(random.nextInt(legal.size()));
        if (m.kind() == PikkPakkMove.Kind.PLACE) {
          return PikkPakkMove.place(Point.of(random.nextInt(size), random.nextInt(size)));
        }
        Direction d = m.direction();
        Point from = m.from();
        Point to = m.to();
        switch (random.nextInt(5)) {
          case 0:
            return PikkPakkMove.shift(from, to, d.opposite(), 1);
          case 1:
            return PikkPakkMove.shift(from, to, d, 2);
          case 2:
            return d.isHorizontal() && to.column() + 1 < size
                ? PikkPakkMove.shift(from, Point.of(to.column() + 1, to.row()), d, 1)
                : d.isHorizontal() || to.row() + 1 >= size
                    ? PikkPakkMove.shift(from, from, d, 1)
                    : PikkPakkMove.shift(from, Point.of(to.column(), to.row() + 1), d, 1);
          case 3:
            return PikkPakkMove.place(from);
          default:
            return d.isHorizontal()
                ? PikkPakkMove.shift(Point.of(from.column() + 1, from.row()), to, d, 1)
                : PikkPakkMove.shift(Point.of(from.column(), from.row() + 1), to, d, 1);
        }
      }
      if (random.nextInt(3) == 0) {
        return PikkPakkMove.place(Point.of(random.nextInt(size + 1), random.nextInt(size)));
      }
      Direction d = Direction.values()[random.nextInt(4)];
      int line = random.nextInt(size);
      int a = random.nextInt(size);
      int b = Math.min(a + random.nextInt(9), size - 1 + random.nextInt(2));
      Point from = d.isHorizontal() ? Point.of(a, line) : Point.of(line, a);
      Point to = d.isHorizontal() ? Point.of(b, line) : Point.of(line, b);
      return PikkPakkMove.shift(from, to, d, 1 + random.nextInt(2));
    };
  }

  @TestFactory
  Stream<DynamicTest> standard() {
    return contract("standard", FiveShift.standard(), 30);
  }

  @TestFactory
  Stream<DynamicTest> rimRemoval() {
    return contract("rim removal", FiveShift.builder().rimRemoval(true).build(), 30);
  }

  @TestFactory
  Stream<DynamicTest> plyLimit() {
    return contract(
        "ply limit 60", FiveShift.builder()
            .drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(), 30, FiveShiftTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> rimRemovalAndPlyLimit() {
    return contract(
        "rim removal, ply limit 55",
        FiveShift.builder().rimRemoval(true).drawOptions(DrawOptions.NONE.withPlyLimit(55)).build(),
        20,
        FiveShiftTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> standardFromPhaseTwo() {
    return contractFromPhaseTwo("standard from phase-2 starts", FiveShift.standard(), 30);
  }

  @TestFactory
  Stream<DynamicTest> rimRemovalFromPhaseTwo() {
    return contractFromPhaseTwo(
        "rim removal from phase-2 starts", FiveShift.builder().rimRemoval(true).build(), 30);
  }

  @TestFactory
  Stream<DynamicTest> plyLimitFromPhaseTwo() {
    return contractFromPhaseTwo(
        "ply limit 53 from phase-2 starts",
        FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(53)).build(),
        20,
        FiveShiftTermination.PLY_LIMIT);
  }
}
