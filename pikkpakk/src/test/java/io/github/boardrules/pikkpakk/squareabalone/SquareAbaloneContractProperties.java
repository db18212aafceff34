package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on the standard game, the joint opening and each option set (among them the
 * four readings of the collision: a + c, a + c + d, b + c, b + c + d), with candidate
 * moves drawn near the legal ones (legal moves bent by a direction, a distance or a point, turned
 * sideways) and at random.
 */
class SquareAbaloneContractProperties {

  /**
   * The contract for one option set, with the draws it may produce: {@code PLY_LIMIT} with the
   * ply-limit option, none without (the rules know no draw). Games without a ply limit run under
   * the kit's cap of 120 plies: random standard games last thousands.
   */
  private static Stream<DynamicTest> contract(
      String name, SquareAbalone rules, int games, Termination... draws) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(candidates(rules))
        .drawsBy(draws)
        .plyCap(120)
        .games(games)
        .candidatesPerState(5)
        .parserInputs(150)
        .tests();
  }

  private static Point clamp(int column, int row) {
    return Point.of(Math.max(0, Math.min(9, column)), Math.max(0, Math.min(9, row)));
  }

  /** Random moves of every kind, mostly near legal ones so that each rule gets exercised. */
  static BiFunction<SquareAbaloneState, RandomGenerator, SquareAbaloneMove> candidates(
      SquareAbalone rules) {
    return (state, random) -> {
      List<SquareAbaloneMove> legal = rules.legalMoves(state);
      if (!legal.isEmpty() && random.nextInt(3) > 0) {
        SquareAbaloneMove m = legal.get(random.nextInt(legal.size()));
        if (m.kind() == SquareAbaloneMove.Kind.PLACE) {
          return SquareAbaloneMove.place(Point.of(random.nextInt(10), random.nextInt(9)));
        }
        Direction d = m.direction();
        Point from = m.from();
        Point to = m.to();
        boolean sideways = m.kind() == SquareAbaloneMove.Kind.SIDEWAYS;
        boolean row = from.equals(to) ? d.isHorizontal() : from.row() == to.row();
        Direction along = Direction.of(row, random.nextBoolean() ? 1 : -1);
        Direction across = Direction.of(!row, random.nextBoolean() ? 1 : -1);
        switch (random.nextInt(5)) {
          case 0:
            return sideways
                ? SquareAbaloneMove.sideways(from, to, d.opposite())
                : SquareAbaloneMove.push(from, to, d.opposite(), m.distance());
          case 1:
            return SquareAbaloneMove.push(from, to, along, Math.min(14, m.distance() + 1 + random.nextInt(7)));
          case 2:
            Point longer = row ? clamp(to.column() + 1, to.row()) : clamp(to.column(), to.row() + 1);
            return SquareAbaloneMove.push(from, longer, along, 1);
          case 3:
            return SquareAbaloneMove.push(to, to, d, 1 + random.nextInt(3));
          default:
            Point end = row ? clamp(from.column() + 1 + random.nextInt(3), from.row())
                : clamp(from.column(), from.row() + 1 + random.nextInt(3));
            return SquareAbaloneMove.sideways(from, end, across);
        }
      }
      if (random.nextInt(4) == 0) {
        return SquareAbaloneMove.place(Point.of(random.nextInt(10), random.nextInt(9)));
      }
      Direction d = Direction.values()[random.nextInt(4)];
      int line = random.nextInt(9);
      int a = random.nextInt(10);
      int b = Math.min(a + random.nextInt(5), 9);
      boolean sideways = a != b && random.nextInt(3) == 0;
      boolean row = sideways != d.isHorizontal();
      Point from = row ? Point.of(a, line) : Point.of(line, a);
      Point to = row ? Point.of(b, line) : Point.of(line, b);
      return sideways
          ? SquareAbaloneMove.sideways(from, to, d)
          : SquareAbaloneMove.push(from, to, d, 1 + random.nextInt(4));
    };
  }

  private static final Termination PLY_LIMIT = SquareAbaloneTermination.PLY_LIMIT;

  @TestFactory
  Stream<DynamicTest> standard() {
    return contract("standard (exact rules, no draw)", SquareAbalone.standard(), 12);
  }

  @TestFactory
  Stream<DynamicTest> standardWithPlyLimit() {
    return contract(
        "standard, ply limit 100", SquareAbalone.builder()
            .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(), 12, PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> winAtOne() {
    return contract("win at 1 (exact rules)", SquareAbalone.builder().winAt(1).build(), 12);
  }

  @TestFactory
  Stream<DynamicTest> jointOpening() {
    return contract(
        "joint opening, ply limit 110",
        SquareAbalone.builder().jointOpening(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(110)).build(),
        8,
        PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> jointOpeningExact() {
    return contract("joint opening (exact rules)", SquareAbalone.builder().jointOpening(true).build(), 8);
  }

  @TestFactory
  Stream<DynamicTest> optionA() {
    return contract("a", SquareAbalone.builder().distanceByOwnBalls(true).build(), 8);
  }

  @TestFactory
  Stream<DynamicTest> optionAWithPlyLimit() {
    return contract(
        "a, ply limit 80",
        SquareAbalone.builder().distanceByOwnBalls(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(),
        8,
        PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionB() {
    return contract("b, ply limit 80", SquareAbalone.builder().anyDistance(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(), 8, PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionBExact() {
    return contract("b", SquareAbalone.builder().anyDistance(true).build(), 8);
  }

  @TestFactory
  Stream<DynamicTest> optionsAc() {
    return contract(
        "a + c",
        SquareAbalone.builder().distanceByOwnBalls(true).stopOnCollision(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(),
        8,
        PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionsAcd() {
    return contract(
        "a + c + d",
        SquareAbalone.builder()
            .distanceByOwnBalls(true).stopOnCollision(true).continueWithMajority(true).build(),
        8);
  }

  @TestFactory
  Stream<DynamicTest> optionsBc() {
    return contract(
        "b + c",
        SquareAbalone.builder().anyDistance(true).stopOnCollision(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(),
        8,
        PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionsBcd() {
    return contract(
        "b + c + d",
        SquareAbalone.builder()
            .anyDistance(true).stopOnCollision(true).continueWithMajority(true)
                .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(),
        8,
        PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionsBce() {
    return contract(
        "b + c + e",
        SquareAbalone.builder()
            .anyDistance(true).stopOnCollision(true).sidewaysMoves(true).build(),
        6);
  }

  @TestFactory
  Stream<DynamicTest> optionE() {
    return contract("e, ply limit 80", SquareAbalone.builder().sidewaysMoves(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(), 8, PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> optionF() {
    return contract("f, win at 4", SquareAbalone.builder().ownBallsOff(true).winAt(4).build(), 8);
  }

  @TestFactory
  Stream<DynamicTest> everything() {
    return contract(
        "joint + a + c + d + e + f, ply limit 100",
        SquareAbalone.builder()
            .jointOpening(true).distanceByOwnBalls(true).stopOnCollision(true)
            .continueWithMajority(true).sidewaysMoves(true).ownBallsOff(true)
                .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
        6,
        PLY_LIMIT);
  }
}
