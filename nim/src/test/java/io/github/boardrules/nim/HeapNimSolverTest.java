package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HeapNimSolverTest {

  @Test
  void triangleIsWonForTheFirstPlayerByEmptyingTheBottomRow() {
    // 1^2^3 = 0, 4^5^6^7 = 0, so the nim-sum of 1..8 is 8: only heap 8 has that bit.
    for (boolean misere : new boolean[] {false, true}) {
      HeapNim rules = HeapNim.triangle().toBuilder().misere(misere).build();
      HeapNimSolver solver = rules.solver();
      assertThat(solver.isWinForPlayerToMove(rules.initialState())).isTrue();
      assertThat(solver.winner(rules.initialState())).isEqualTo(Player.FIRST);
      assertThat(solver.nimSum(rules.initialState())).isEqualTo(8);
      assertThat(solver.bestMove(rules.initialState())).contains(HeapNimMove.of(8, 8));
    }
  }

  /** The textbook rule, computed here: the nim-sum, with the misère correction. */
  private static boolean formulaWins(int[] heaps, boolean misere) {
    int sum = 0;
    int ones = 0;
    boolean big = false;
    for (int heap : heaps) {
      sum ^= heap;
      ones += heap == 1 ? 1 : 0;
      big |= heap > 1;
    }
    if (misere && !big) {
      return ones % 2 == 0;
    }
    return sum != 0;
  }

  @Test
  void agreesWithBruteForceAndTheNimSumFormulaOnEveryPositionOfRandomSmallGames() {
    for (long seed = 0; seed < 60; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      int[] start = new int[1 + random.nextInt(4)];
      for (int i = 0; i < start.length; i++) {
        start[i] = 1 + random.nextInt(5);
      }
      HeapNim rules = HeapNim.builder().heaps(start).misere(random.nextBoolean()).build();
      BruteForce<HeapNimState, HeapNimMove> brute = new BruteForce<>(rules);
      int[] heaps = new int[start.length];
      do {
        for (Player player : Player.values()) {
          HeapNimState state = rules.state(heaps, player);
          boolean wins = brute.moverWins(state);
          HeapNimSolver solver = rules.solver();
          assertThat(solver.isWinForPlayerToMove(state))
              .as("seed %d %s %s", seed, rules, state).isEqualTo(wins);
          assertThat(formulaWins(heaps, rules.misere()))
              .as("seed %d %s %s formula", seed, rules, state).isEqualTo(wins);
          assertThat(solver.winner(state)).isEqualTo(wins ? player : player.opponent());
          Optional<HeapNimMove> best = solver.bestMove(state);
          if (state.totalBalls() == 0) {
            assertThat(best).as("seed %d %s", seed, state).isEmpty();
            continue;
          }
          HeapNimState after = rules.play(state, best.orElseThrow());
          if (wins) {
            assertThat(brute.moverWins(after))
                .as("seed %d %s %s best %s", seed, rules, state, best).isFalse();
          }
          if (!rules.misere()) {
            assertThat(solver.nimSum(state)).isEqualTo(brute.grundy(state));
          }
        }
      } while (next(heaps, start));
    }
  }

  /** Steps through every array from all zeros up to {@code start}, like an odometer. */
  private static boolean next(int[] heaps, int[] start) {
    for (int i = 0; i < heaps.length; i++) {
      if (heaps[i] < start[i]) {
        heaps[i]++;
        return true;
      }
      heaps[i] = 0;
    }
    return false;
  }

  @Test
  void misereEndgamesByHand() {
    HeapNim rules = HeapNim.builder().heaps(1, 1, 5).misere(true).build();
    HeapNimSolver solver = rules.solver();
    // Two one-ball heaps and a big one: empty the big heap, leaving an odd number (2 is even,
    // so keep one ball: 1,1,1 — the opponent takes the last ball of the three).
    assertThat(solver.bestMove(rules.state(new int[] {1, 1, 5}, Player.FIRST)))
        .contains(HeapNimMove.of(3, 4));
    assertThat(solver.bestMove(rules.state(new int[] {1, 0, 5}, Player.FIRST)))
        .contains(HeapNimMove.of(3, 5));
    assertThat(solver.isWinForPlayerToMove(rules.state(new int[] {1, 1, 1}, Player.FIRST)))
        .isFalse();
    assertThat(solver.isWinForPlayerToMove(rules.state(new int[] {0, 0, 0}, Player.FIRST)))
        .as("misère: the opponent took the last ball").isTrue();
  }

  @Test
  void bestMoveOfALostPositionTakesOneFromTheLargestHeap() {
    HeapNim rules = HeapNim.of(3, 2, 1);
    assertThat(rules.solver().isWinForPlayerToMove(rules.initialState())).isFalse();
    assertThat(rules.solver().bestMove(rules.initialState())).contains(HeapNimMove.of(1, 1));
  }
}
