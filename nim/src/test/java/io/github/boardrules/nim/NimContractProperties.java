package io.github.boardrules.nim;

import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Core's contract kit on every NIM game and option, with candidate moves near the legal ones. */
class NimContractProperties {

  private static Stream<DynamicTest> grid(String name, GridNim rules) {
    return grid(name, rules, 80);
  }

  private static Stream<DynamicTest> grid(String name, GridNim rules, int games) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(gridCandidates(rules))
        .games(games)
        .tests();
  }

  private static Stream<DynamicTest> heaps(String name, HeapNim rules) {
    return RulesContract.of(name, rules, rules.notation(), rules.positions())
        .candidateMoves(heapCandidates(rules))
        .games(80)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> standard() {
    return grid("1,2,3 NIM 4x4", GridNim.standard());
  }

  @TestFactory
  Stream<DynamicTest> standardMisere() {
    return grid("1,2,3 NIM 4x4 misere", GridNim.standard().toBuilder().misere(true).build());
  }

  @TestFactory
  Stream<DynamicTest> touchingNotRequired() {
    return grid("touching not required", GridNim.touchingNotRequired());
  }

  @TestFactory
  Stream<DynamicTest> anyNumberFromLine() {
    return grid("any number from a line", GridNim.anyNumberFromLine());
  }

  @TestFactory
  Stream<DynamicTest> rectangle() {
    return grid(
        "3x5 take 1-2 touching misere",
        GridNim.builder().rows(3).columns(5).maxTake(2).touchingRequired(true).misere(true).build());
  }

  @TestFactory
  Stream<DynamicTest> largestBoard() {
    return grid(
        "8x8 any number",
        GridNim.builder().rows(8).columns(8).maxTake(GridNim.UNLIMITED).touchingRequired(false).build(),
        // about 4,000 legal moves from the full board, each played in every state: fewer games
        12);
  }

  @TestFactory
  Stream<DynamicTest> triangle() {
    return heaps("triangle 1..8", HeapNim.triangle());
  }

  @TestFactory
  Stream<DynamicTest> heapNimMisere() {
    return heaps("heaps 3,1,5,7 misere", HeapNim.builder().heaps(3, 1, 5, 7).misere(true).build());
  }

  /** Legal moves with one point added or removed, short runs anywhere, and random point sets. */
  private static BiFunction<GridNimState, RandomGenerator, GridNimMove> gridCandidates(GridNim rules) {
    int points = rules.pointCount();
    long full = points == 64 ? -1L : (1L << points) - 1;
    return (state, random) -> {
      long mask = 0;
      List<GridNimMove> legal = rules.legalMoves(state);
      switch (random.nextInt(3)) {
        case 0 -> {
          if (!legal.isEmpty()) {
            mask = legal.get(random.nextInt(legal.size())).mask() ^ (1L << random.nextInt(points));
          }
        }
        case 1 -> {
          int start = random.nextInt(points);
          int step = random.nextBoolean() ? 1 : rules.columns();
          for (int i = 0, at = start; i < random.nextInt(1, 5) && at < points; i++, at += step) {
            mask |= 1L << at;
          }
        }
        default -> mask = random.nextLong() & full & random.nextLong();
      }
      return rules.move(mask == 0 ? 1L << random.nextInt(points) : mask);
    };
  }

  /** Heaps from 1 to one past the last, counts from 1 to two past the largest heap. */
  private static BiFunction<HeapNimState, RandomGenerator, HeapNimMove> heapCandidates(HeapNim rules) {
    int largest = 1;
    for (int heap : rules.startingHeaps()) {
      largest = Math.max(largest, heap);
    }
    int most = largest;
    return (state, random) ->
        HeapNimMove.of(random.nextInt(1, rules.heapCount() + 2), random.nextInt(1, most + 3));
  }
}
