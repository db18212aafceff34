package io.github.boardrules.colorfield;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Core's contract kit on the default game, its options and a second layout. */
class ColorFieldContractProperties {

  /**
   * Runs the kit, declaring as draws exactly the terminations of the enabled options: the rules
   * themselves know no draw.
   */
  private static Stream<DynamicTest> contract(String name, ColorField rules, int games) {
    List<Termination> draws = new ArrayList<>();
    if (rules.drawOptions().plyLimit().isPresent()) {
      draws.add(ColorFieldTermination.PLY_LIMIT);
    }
    if (rules.drawOptions().repetitionDraw().isPresent()) {
      draws.add(ColorFieldTermination.REPETITION);
    }
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(candidates(rules))
        .drawsBy(draws.toArray(new Termination[0]))
        .games(games)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> standard() {
    // No draw and no bound: random games run under the kit's cap of 1,000 plies; they last about
    // 160 plies and end by a win. Every listed move is played in every state.
    return contract("colour field, default", ColorField.standard(), 16);
  }

  @TestFactory
  Stream<DynamicTest> emptyStartsWithPlyLimit() {
    return contract("colour field, EMPTY starts, ply limit 60",
        ColorField.builder().firstTeam(Team.EMPTY).drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(), 30);
  }

  @TestFactory
  Stream<DynamicTest> repetitionDetection() {
    return contract("colour field, repetition draw 2, ply limit 120",
        ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(120).withRepetitionDraw(2)).build(), 16);
  }

  @TestFactory
  Stream<DynamicTest> smallLayout() {
    return contract("colour field, 5x5 layout",
        ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT)), 60);
  }

  @TestFactory
  Stream<DynamicTest> layoutWithHoles() {
    return contract("colour field, 5x5 layout with four holes",
        ColorField.of(ColorFieldLayout.parse(Boards.HOLES_LAYOUT)), 60);
  }

  @TestFactory
  Stream<DynamicTest> crossShapedLayout() {
    return contract("colour field, cross-shaped layout",
        ColorField.of(ColorFieldLayout.parse(Boards.CROSS_LAYOUT)), 40);
  }

  @TestFactory
  Stream<DynamicTest> mergedCastleWithPlyLimit() {
    return contract("colour field, 6x6 layout with a merged castle, ply limit 80",
        ColorField.builder().layout(ColorFieldLayout.parse(Boards.MERGED_LAYOUT)).drawOptions(DrawOptions.NONE.withPlyLimit(80)).build(), 40);
  }

  @TestFactory
  Stream<DynamicTest> sevenColoursWithRepetitionDraw() {
    return contract("colour field, seven colours, repetition draw 3",
        ColorField.builder().layout(ColorFieldLayout.parse(Boards.SEVEN_COLOURS_LAYOUT))
            .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build(), 40);
  }

  @TestFactory
  Stream<DynamicTest> capturingStepRequired() {
    return contract("colour field, capturing step required",
        ColorField.builder().capturingStepRequired(true).build(), 16);
  }

  @TestFactory
  Stream<DynamicTest> bigLayout() {
    // 160 squares and 2 gates: the pieces span three words.
    return contract("colour field, 16x10 layout",
        ColorField.of(ColorFieldLayout.parse(Boards.BIG_LAYOUT)), 10);
  }

  /**
   * Listed moves with the capture removed, added or changed; steps from any location to any
   * location; and the same with a random capture.
   */
  private static BiFunction<ColorFieldState, RandomGenerator, ColorFieldMove> candidates(ColorField rules) {
    int locations = rules.layout().squareCount() + rules.layout().gateCount();
    return (state, random) -> {
      List<ColorFieldMove> legal = rules.legalMoves(state);
      int capture = random.nextInt(locations);
      if (!legal.isEmpty() && random.nextBoolean()) {
        ColorFieldMove move = legal.get(random.nextInt(legal.size()));
        return move.isCapture() && random.nextBoolean()
            ? rules.move(move.from(), move.to())
            : rules.move(move.from(), move.to(), capture);
      }
      int from = random.nextInt(locations);
      int to = random.nextInt(locations);
      return random.nextBoolean() ? rules.move(from, to) : rules.move(from, to, capture);
    };
  }
}
