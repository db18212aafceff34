package io.github.boardrules.nim.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The heap solver against brute-force minimax and the nim-sum formula, on random small games. */
class HeapNimSolverProperties {

  /** One to four heaps of one to five balls, in normal or misère play. */
  private static final Gen<HeapNim> SMALL_GAMES =
      random -> {
        int[] start = Gen.intArrays(1, 5, 1, 4).next(random);
        return HeapNim.builder().heaps(start).misere(random.nextBoolean()).build();
      };

  @Test
  void agreesWithBruteForceAndTheNimSumFormulaOnEveryPositionOfRandomSmallGames() {
    ForAll.values(
        "heap solver agrees with brute force and the nim-sum formula on every position of a random small game",
        60,
        SMALL_GAMES,
        HeapNimSolverProperties::checkEveryPosition);
  }

  /** Checks every position from no balls up to the starting heaps, with either player to move. */
  private static void checkEveryPosition(HeapNim rules) {
    int[] start = rules.startingHeaps();
    BruteForce<HeapNimState, HeapNimMove> brute = new BruteForce<>(rules);
    int[] heaps = new int[start.length];
    do {
      for (Player player : Player.values()) {
        HeapNimState state = rules.state(heaps, player);
        boolean wins = brute.moverWins(state);
        HeapNimSolver solver = HeapNimSolver.of(rules);
        assertThat(solver.isWinForPlayerToMove(state)).as("%s %s", rules, state).isEqualTo(wins);
        assertThat(formulaWins(heaps, rules.misere()))
            .as("%s %s formula", rules, state).isEqualTo(wins);
        assertThat(solver.winner(state)).isEqualTo(wins ? player : player.opponent());
        Optional<HeapNimMove> best = solver.bestMove(state);
        if (state.totalBalls() == 0) {
          assertThat(best).as("%s", state).isEmpty();
          continue;
        }
        HeapNimState after = rules.play(state, best.orElseThrow());
        if (wins) {
          assertThat(brute.moverWins(after)).as("%s %s best %s", rules, state, best).isFalse();
        }
        if (!rules.misere()) {
          assertThat(solver.nimSum(state)).isEqualTo(brute.grundy(state));
        }
      }
    } while (next(heaps, start));
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
}
