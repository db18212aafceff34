package io.github.boardrules.zertz;

import io.github.boardrules.testkit.RulesContract;
import java.util.List;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Core's contract kit on the three boards with both marble sets, with candidate moves near the
 * legal ones. Few games on the larger boards: the kit compares every pair of the start's legal
 * moves in every game (1,944 placements on 37 rings, over 4,000 on 61), which dominates its time.
 */
class ZertzContractProperties {

  private static Stream<DynamicTest> contract(ZertzBoard board, MarbleSet set, int games) {
    return contract(Zertz.builder().board(board).marbleSet(set).build(), games);
  }

  private static Stream<DynamicTest> contract(Zertz rules, int games) {
    RulesContract<ZertzState, ZertzMove> contract =
        RulesContract.of(rules.toString(), rules, rules.notation(), rules.positions());
    // The rules' only draw is two passes in a row; the no-progress draw only with its option.
    if (rules.noProgressDraw().isPresent()) {
      contract.drawsBy(ZertzTermination.TWO_PASSES, ZertzTermination.NO_PROGRESS);
    } else {
      contract.drawsBy(ZertzTermination.TWO_PASSES);
    }
    return contract
        .candidateMoves(candidates(rules))
        .games(games)
        .candidatesPerState(6)
        .parserInputs(200)
        .tests();
  }

  @TestFactory
  Stream<DynamicTest> rings37WithTheNoProgressOption() {
    return contract(Zertz.builder().noProgressDraw(6).build(), 8);
  }

  @TestFactory
  Stream<DynamicTest> rings37Basic() {
    return contract(ZertzBoard.RINGS_37, MarbleSet.BASIC, 8);
  }

  @TestFactory
  Stream<DynamicTest> rings37Tournament() {
    return contract(ZertzBoard.RINGS_37, MarbleSet.TOURNAMENT, 8);
  }

  @TestFactory
  Stream<DynamicTest> rings48Basic() {
    return contract(ZertzBoard.RINGS_48, MarbleSet.BASIC, 3);
  }

  @TestFactory
  Stream<DynamicTest> rings48Tournament() {
    return contract(ZertzBoard.RINGS_48, MarbleSet.TOURNAMENT, 3);
  }

  @TestFactory
  Stream<DynamicTest> rings61Basic() {
    return contract(ZertzBoard.RINGS_61, MarbleSet.BASIC, 2);
  }

  @TestFactory
  Stream<DynamicTest> rings61Tournament() {
    return contract(ZertzBoard.RINGS_61, MarbleSet.TOURNAMENT, 2);
  }

  /**
   * Arbitrary moves: random placements (any colour, any cell, any or no removal), random chains of
   * two-step hops from a random cell, a legal move with its removal changed or its chain cut or
   * extended, and the pass.
   */
  static BiFunction<ZertzState, RandomGenerator, ZertzMove> candidates(Zertz rules) {
    ZertzBoard board = rules.board();
    int n = board.ringCount();
    return (state, random) -> {
      List<ZertzMove> legal = rules.legalMoves(state);
      switch (random.nextInt(5)) {
        case 0:
          return ZertzMove.placement(board, Marble.values()[random.nextInt(3)], random.nextInt(n),
              random.nextInt(4) == 0 ? -1 : random.nextInt(n));
        case 1: {
          int length = random.nextInt(2, 5);
          int[] path = new int[length];
          path[0] = random.nextInt(n);
          for (int i = 1; i < length; i++) {
            int next = board.neighbour(path[i - 1], random.nextInt(6));
            int land = next < 0 ? -1 : board.neighbour(next, random.nextInt(6));
            path[i] = land < 0 ? random.nextInt(n) : land;
          }
          return ZertzMove.capture(board, path);
        }
        case 2:
          if (!legal.isEmpty()) {
            ZertzMove move = legal.get(random.nextInt(legal.size()));
            if (move.kind() == ZertzMove.Kind.PLACEMENT) {
              return ZertzMove.placement(board, move.marble(), move.cell(),
                  random.nextBoolean() ? -1 : random.nextInt(n));
            }
            if (move.kind() == ZertzMove.Kind.CAPTURE) {
              int[] path = move.path();
              if (path.length > 2 && random.nextBoolean()) {
                return ZertzMove.capture(board, java.util.Arrays.copyOf(path, path.length - 1));
              }
              int[] longer = java.util.Arrays.copyOf(path, path.length + 1);
              int hop = board.neighbour(path[path.length - 1], random.nextInt(6));
              longer[path.length] = hop < 0 ? random.nextInt(n) : hop;
              return ZertzMove.capture(board, longer);
            }
          }
          return ZertzMove.pass(board);
        case 3:
          return ZertzMove.pass(board);
        default:
          return legal.isEmpty() ? ZertzMove.pass(board) : legal.get(random.nextInt(legal.size()));
      }
    };
  }
}
