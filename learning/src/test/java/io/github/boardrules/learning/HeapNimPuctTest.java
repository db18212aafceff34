package io.github.boardrules.learning;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The PUCT search on heap Nim, through the game's encoding, against Bouton's theory: a position
 * is lost for the player to move exactly when the XOR of the heaps (the nim-sum) is 0, so the
 * winning moves are those that leave a nim-sum of 0.
 */
class HeapNimPuctTest {
  private final HeapNim rules = HeapNim.of(3, 4, 5);
  private final ActionEncoding<HeapNimState, HeapNimMove> encoding = rules.encoding();

  /**
   * Heaps 2, 3, 4: nim-sum 2 ^ 3 ^ 4 = 5. Only heap 3 shrinks under XOR 5 (4 ^ 5 = 1): h3:3 is the
   * one winning move of the nine; h1 and h2 would have to grow (2 ^ 5 = 7, 3 ^ 5 = 6).
   */
  @Test
  void theOneWinningMoveIsFoundWithPlayoutValuesAndWithTerminalValuesAlone() {
    HeapNimState state = rules.positions().decode("2,3,4 1");
    for (long seed = 1; seed <= 3; seed++) {
      PuctResult<HeapNimMove> withPlayouts = PuctSearch.builder(rules, encoding).simulations(3_000).build()
          .search(state, new SplittableRandom(seed));
      assertThat(withPlayouts.move()).as("seed %d", seed).isEqualTo(HeapNimMove.of(3, 3));
      assertThat(withPlayouts.value()).as("seed %d", seed).isPositive();

      PuctResult<HeapNimMove> terminalOnly = PuctSearch.builder(rules, encoding)
          .evaluator(UniformEvaluator.withValueZero(rules, encoding)).simulations(3_000).build()
          .search(state, new SplittableRandom(seed));
      assertThat(terminalOnly.move()).as("seed %d", seed).isEqualTo(HeapNimMove.of(3, 3));
    }
  }

  /** Heaps 1, 2, 3: nim-sum 0, every move loses against best play, and the search says so. */
  @Test
  void aLostPositionIsValuedBelowZero() {
    HeapNimState state = rules.positions().decode("1,2,3 1");
    PuctResult<HeapNimMove> result = PuctSearch.builder(rules, encoding)
        .evaluator(UniformEvaluator.withValueZero(rules, encoding)).simulations(5_000).build()
        .search(state, new SplittableRandom(1));
    assertThat(result.value()).isNegative();
  }

  /**
   * Heaps 0, 0, 3: taking the three balls wins at once, so every simulation through that move backs
   * up +1 for the player to move, its Q. Heaps 1, 1, 0: both moves leave the last ball to the
   * opponent, so every simulation ends in a loss: the root's value and each move's Q are −1.
   */
  @Test
  void theQOfEachRootMoveIsItsMeanValueForThePlayerToMove() {
    HeapNimState winning = rules.positions().decode("0,0,3 1");
    PuctResult<HeapNimMove> win = PuctSearch.builder(rules, encoding).simulations(200).build()
        .search(winning, new SplittableRandom(5));
    int takeAll = encoding.index(winning, HeapNimMove.of(3, 3));
    assertThat(win.actionQ(takeAll)).isEqualTo(1.0);
    assertThat(win.value()).isPositive();
    int illegal = encoding.index(rules.positions().decode("3,0,0 1"), HeapNimMove.of(1, 1));
    assertThat(win.actionQ(illegal)).isNaN();

    HeapNimState lost = rules.positions().decode("1,1,0 1");
    PuctResult<HeapNimMove> loss = PuctSearch.builder(rules, encoding).simulations(50).build()
        .search(lost, new SplittableRandom(5));
    assertThat(loss.value()).isEqualTo(-1.0);
    for (int action : encoding.legalActions(lost)) {
      assertThat(loss.visits(action)).isPositive();
      assertThat(loss.actionQ(action)).isEqualTo(-1.0);
    }
  }
}
