package io.github.boardrules.pikkpakk;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on the basic game and on every variant, with candidate moves drawn near the
 * legal ones (legal moves bent by one point, direction or distance) and at random.
 */
class PikkPakkContractProperties {

  /**
   * The contract for one option set, with the draws it may produce: exactly those of its enabled
   * options ({@code PLY_LIMIT}, {@code REPETITION}), as the rules text knows none. Games without a
   * ply limit run under the kit's cap of 300 plies.
   */
  private static Stream<DynamicTest> contract(
      String name, PikkPakk rules, int games, Termination... draws) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(candidates(rules))
        .drawsBy(draws)
        .plyCap(300)
        .games(games)
        .candidatesPerState(6)
        .parserInputs(200)
        .tests();
  }

  /** Random moves of every kind, mostly near legal ones so that each rule gets exercised. */
  static BiFunction<PikkPakkState, RandomGenerator, PikkPakkMove> candidates(PikkPakk rules) {
    int size = rules.size();
    return (state, random) -> {
      List<PikkPakkMove> legal = rules.legalMoves(state);
      if (!legal.isEmpty() && random.nextInt(3) > 0) {
        PikkPakkMove m = legal.get(random.nextInt(legal.size()));
        if (m.kind() == PikkPakkMove.Kind.PLACE) {
          return PikkPakkMove.place(Point.of(random.nextInt(size), random.nextInt(size)));
        }
        Direction d = m.direction();
        Point from = m.from();
        Point to = m.to();
        switch (random.nextInt(4)) {
          case 0:
            return PikkPakkMove.shift(from, to, d.opposite(), m.distance());
          case 1:
            return PikkPakkMove.shift(from, to, d, m.distance() + 1);
          case 2:
            return d.isHorizontal() && to.column() + 1 < size
                ? PikkPakkMove.shift(from, Point.of(to.column() + 1, to.row()), d, 1)
                : d.isHorizontal() || to.row() + 1 >= size
                    ? PikkPakkMove.shift(from, from, d, 1)
                    : PikkPakkMove.shift(from, Point.of(to.column(), to.row() + 1), d, 1);
          default:
            return d.isHorizontal() && from.column() + 1 <= to.column()
                ? PikkPakkMove.shift(Point.of(from.column() + 1, from.row()), to, d, 1)
                : PikkPakkMove.shift(to, to, d, 1);
        }
      }
      if (random.nextInt(4) == 0) {
        return PikkPakkMove.place(Point.of(random.nextInt(size + 1), random.nextInt(size)));
      }
      Direction d = Direction.values()[random.nextInt(4)];
      int line = random.nextInt(size);
      int a = random.nextInt(size + 1);
      int b = Math.min(a + random.nextInt(9), size);
      Point from = d.isHorizontal() ? Point.of(a, line) : Point.of(line, a);
      Point to = d.isHorizontal() ? Point.of(b, line) : Point.of(line, b);
      return PikkPakkMove.shift(from, to, d, 1 + random.nextInt(2));
    };
  }

  @TestFactory
  Stream<DynamicTest> basic() {
    return contract("basic (exact rules, no draw)", PikkPakk.standard(), 30);
  }

  @TestFactory
  Stream<DynamicTest> basicWithPlyLimit() {
    return contract(
        "basic, ply limit 40",
        PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(40)).build(),
        30,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> winningTieMove() {
    return contract("winning tie move", PikkPakk.builder().winningTieMove(true).build(), 20);
  }

  @TestFactory
  Stream<DynamicTest> capture() {
    return contract("capture", PikkPakk.builder().capture(true).build(), 20);
  }

  @TestFactory
  Stream<DynamicTest> captureWithPlyLimit() {
    return contract(
        "capture, ply limit 30",
        PikkPakk.builder().capture(true).drawOptions(DrawOptions.NONE.withPlyLimit(30)).build(),
        20,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> enlarged11() {
    return contract(
        "enlarged 11x11",
        PikkPakk.builder().enlargedBoard(11)
            .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
        20,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> square() {
    return contract("square", PikkPakk.builder().square(true).build(), 20);
  }

  @TestFactory
  Stream<DynamicTest> neutralFrame() {
    return contract(
        "neutral frame, ply limit 100",
        PikkPakk.builder().neutralFrame(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
        20,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> jointOpening() {
    return contract("joint opening", PikkPakk.builder().jointOpening(true).build(), 25);
  }

  @TestFactory
  Stream<DynamicTest> jointOpeningWithPlyLimit() {
    return contract(
        "joint opening, ply limit 60",
        PikkPakk.builder().jointOpening(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(),
        25,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> squareJointOpening() {
    return contract(
        "square + joint opening + tie",
        PikkPakk.builder().square(true).jointOpening(true).winningTieMove(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(110)).build(),
        12,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> neutralFrameJointOpening() {
    return contract(
        "neutral frame + joint opening",
        PikkPakk.builder().neutralFrame(true).jointOpening(true).build(),
        12);
  }

  @TestFactory
  Stream<DynamicTest> repetitionDraw() {
    return contract(
        "square with the repetition draw (3)",
        PikkPakk.builder().square(true).drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build(),
        20,
        PikkPakkTermination.REPETITION);
  }

  @TestFactory
  Stream<DynamicTest> repetitionDrawAndPlyLimit() {
    return contract(
        "square with the repetition draw (2) and a ply limit of 100",
        PikkPakk.builder().square(true)
            .drawOptions(DrawOptions.NONE.withRepetitionDraw(2).withPlyLimit(100)).build(),
        20,
        PikkPakkTermination.REPETITION,
        PikkPakkTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> everythingCombinable() {
    return contract(
        "capture + enlarged 13 + tie + joint + repetition",
        PikkPakk.builder()
            .capture(true)
            .enlargedBoard(13)
            .winningTieMove(true)
            .jointOpening(true)
            .drawOptions(DrawOptions.NONE.withRepetitionDraw(3).withPlyLimit(110))
            .build(),
        8,
        PikkPakkTermination.REPETITION,
        PikkPakkTermination.PLY_LIMIT);
  }
}
