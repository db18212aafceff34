package io.github.boardrules.pylos;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Core's contract kit on the three rule sets and on the draw options, with near-legal candidates. */
class PylosContractProperties {

  private static Stream<DynamicTest> contract(String name, Pylos rules, int games) {
    RulesContract<PylosState, PylosMove> contract =
        RulesContract.of(name, rules, rules.notation(), rules.positions())
            .candidateMoves(candidates(rules))
            .games(games);
    // Only the enabled options draw: the rules themselves know no draw.
    if (rules.drawOptions().plyLimit().isPresent() && rules.drawOptions().repetitionDraw().isPresent()) {
      contract.drawsBy(PylosTermination.PLY_LIMIT, PylosTermination.REPETITION);
    } else if (rules.drawOptions().plyLimit().isPresent()) {
      contract.drawsBy(PylosTermination.PLY_LIMIT);
    } else if (rules.drawOptions().repetitionDraw().isPresent()) {
      contract.drawsBy(PylosTermination.REPETITION);
    }
    return contract.tests();
  }

  @TestFactory
  Stream<DynamicTest> standard() {
    return contract("Pylos standard", Pylos.standard(), 40);
  }

  @TestFactory
  Stream<DynamicTest> children() {
    return contract("Pylos children's", Pylos.children(), 40);
  }

  @TestFactory
  Stream<DynamicTest> mature() {
    // Random mature games are long (about 110 plies) with up to ~500 moves a position: fewer games.
    return contract("Pylos mature", Pylos.mature(), 12);
  }

  @TestFactory
  Stream<DynamicTest> boardGameArenasEnd() {
    return contract("Pylos standard, raise with an empty reserve",
        Pylos.builder().raiseWithEmptyReserve(true).build(), 30);
  }

  @TestFactory
  Stream<DynamicTest> childrensWithAPlyLimitOnly() {
    return contract("Pylos children's, ply limit 20",
        Pylos.builder().ruleSet(PylosRuleSet.CHILDREN).drawOptions(DrawOptions.NONE.withPlyLimit(20)).build(), 20);
  }

  @TestFactory
  Stream<DynamicTest> drawOptions() {
    // A low ply limit and draws on the second occurrence: both draw kinds happen in random games.
    return contract(
        "Pylos mature, ply limit 60, repetition 2",
        Pylos.builder().ruleSet(PylosRuleSet.MATURE).drawOptions(DrawOptions.NONE.withPlyLimit(60).withRepetitionDraw(2)).build(),
        25);
  }

  /**
   * Draws moves near the legal ones: a legal move with a take-back added, changed or dropped, a
   * placement or raise between random spots, or a random move with random take-backs.
   */
  static BiFunction<PylosState, RandomGenerator, PylosMove> candidates(Pylos rules) {
    return (state, random) -> {
      List<PylosMove> legal = rules.legalMoves(state);
      int to = random.nextInt(PylosSpots.COUNT);
      int other = random.nextInt(PylosSpots.COUNT);
      switch (random.nextInt(4)) {
        case 0:
          if (!legal.isEmpty()) {
            PylosMove move = legal.get(random.nextInt(legal.size()));
            return move.takeBackCount() == 2
                ? move.withTakeBacks(other == move.to() ? (other + 1) % PylosSpots.COUNT : other)
                : move.takeBackMask() == (1L << other)
                    ? move.withTakeBacks()
                    : move.takeBackCount() == 1
                        ? move.withTakeBacks(Long.numberOfTrailingZeros(move.takeBackMask()), other)
                        : move.withTakeBacks(other);
          }
          return PylosMove.place(to);
        case 1:
          return PylosMove.place(to);
        case 2:
          return other == to ? PylosMove.place(to) : PylosMove.raise(other, to);
        default:
          int third = random.nextInt(PylosSpots.COUNT);
          PylosMove base = other == to || random.nextBoolean()
              ? PylosMove.place(to) : PylosMove.raise(other, to);
          return third == to || random.nextBoolean()
              ? base.withTakeBacks(to) : base.withTakeBacks(to, third);
      }
    };
  }
}
