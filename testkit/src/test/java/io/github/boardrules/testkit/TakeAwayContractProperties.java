package io.github.boardrules.testkit;

import io.github.boardrules.core.fixture.TakeAway;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The contract kit passes on a correct game. */
class TakeAwayContractProperties {
  @TestFactory
  Stream<DynamicTest> contract() {
    TakeAway rules = new TakeAway(12);       // your Rules implementation
    return RulesContract.of("take-away", rules, TakeAway.NOTATION, rules.positions())
        .candidateMoves((state, random) -> new TakeAway.Take(random.nextInt(-1, 6)))   // near-legal moves too
        .games(60)                           // seeded random games
        .tests();
  }
}
