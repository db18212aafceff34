package io.github.boardrules.tzaar;

import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Core's contract kit on every setup, with candidate moves near the legal ones and at random. */
class TzaarContractProperties {

  private static Stream<DynamicTest> contract(String name, Tzaar rules, int games) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(candidates(rules))
        .games(games)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> randomSetup() {
    return contract("TZAAR random setup", Tzaar.randomSetup(2026), 40);
  }

  @TestFactory
  Stream<DynamicTest> anotherRandomSetup() {
    // A configured seed is the setup (initialState(random) keeps it): a second seed, a second setup.
    return contract("TZAAR random setup of seed 7", Tzaar.randomSetup(7), 30);
  }

  @TestFactory
  Stream<DynamicTest> fixedSetup() {
    return contract("TZAAR fixed setup", Tzaar.fixedSetup(), 40);
  }

  @TestFactory
  Stream<DynamicTest> tournament() {
    // 60 placement states of up to 180 moves each before play: fewer games.
    return contract("TZAAR tournament", Tzaar.tournament(), 12);
  }

  /**
   * A legal move with one end moved, a capture written as a stack or back, a pass, a placement of
   * any piece anywhere, or two random points.
   */
  private static BiFunction<TzaarState, RandomGenerator, TzaarMove> candidates(Tzaar rules) {
    return (state, random) -> {
      List<TzaarMove> legal = rules.legalMoves(state);
      TzaarPoint a = TzaarPoint.ofIndex(random.nextInt(TzaarPoint.COUNT));
      TzaarPoint b = TzaarPoint.ofIndex(random.nextInt(TzaarPoint.COUNT));
      switch (random.nextInt(6)) {
        case 0:
          if (!legal.isEmpty()) {
            TzaarMove m = legal.get(random.nextInt(legal.size()));
            if (m.from().isPresent()) {
              return m.kind() == TzaarMove.Kind.CAPTURE
                  ? TzaarMove.capture(m.from().get(), a)
                  : TzaarMove.stack(a, m.to().orElseThrow());
            }
          }
          return TzaarMove.capture(a, b);
        case 1:
          if (!legal.isEmpty()) {
            TzaarMove m = legal.get(random.nextInt(legal.size()));
            if (m.from().isPresent()) {
              TzaarPoint from = m.from().get();
              TzaarPoint to = m.to().orElseThrow();
              return m.kind() == TzaarMove.Kind.CAPTURE ? TzaarMove.stack(from, to) : TzaarMove.capture(from, to);
            }
          }
          return TzaarMove.stack(a, b);
        case 2:
          return TzaarMove.pass();
        case 3:
          return TzaarMove.place(TzaarPiece.values()[random.nextInt(6)], a);
        case 4:
          return TzaarMove.stack(a, b);
        default:
          return TzaarMove.capture(a, b);
      }
    };
  }
}
