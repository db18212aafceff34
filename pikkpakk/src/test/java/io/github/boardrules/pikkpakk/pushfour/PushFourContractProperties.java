package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Termination;
import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on the standard game (exact rules: no draw may occur) and with ply limits
 * short enough that some games end drawn by {@code PLY_LIMIT}, the only draw they declare. Candidate moves are any of the 28 entry moves: all are legal
 * while a game goes on, so the refusals the kit checks are those of finished games.
 */
class PushFourContractProperties {

  private static Stream<DynamicTest> contract(
      String name, PushFour rules, int games, Termination... draws) {
    List<PushFourMove> all = PushFourMove.all();
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves((state, random) -> all.get(random.nextInt(all.size())))
        .drawsBy(draws)
        .games(games)
        .candidatesPerState(4)
        .parserInputs(300)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> standard() {
    return contract("push-four", PushFour.standard(), 40);
  }

  @TestFactory
  Stream<DynamicTest> shortPlyLimit() {
    return contract(
        "push-four, ply limit 14",
        PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(14)).build(),
        40,
        PushFourTermination.PLY_LIMIT);
  }

  @TestFactory
  Stream<DynamicTest> plyLimit() {
    return contract(
        "push-four, ply limit 100",
        PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
        30,
        PushFourTermination.PLY_LIMIT);
  }
}
