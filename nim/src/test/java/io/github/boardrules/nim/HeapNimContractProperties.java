package io.github.boardrules.nim;

import io.github.boardrules.testkit.RulesContract;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

// The test kit on a game of the library, as docs/contract.md shows it for "your Rules implementation".
// snippet:testkit-contract
class HeapNimContractProperties {
  @TestFactory
  Stream<DynamicTest> contract() {
    HeapNim rules = HeapNim.builder().heaps(3, 4, 5).build();   // your Rules implementation
    return RulesContract.of("heap NIM 3-4-5", rules, rules.notation(), rules.positions())
        .candidateMoves((state, random) ->                       // illegal moves too: heap 4, 6 balls
            HeapNimMove.of(random.nextInt(1, 5), random.nextInt(1, 7)))
        .games(60)                                               // seeded random games
        .tests();
  }
}
// end-snippet
