package io.github.boardrules.nim.solve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import org.junit.jupiter.api.Test;

class HeapNimSolverTest {

  @Test
  void triangleIsWonForTheFirstPlayerByEmptyingTheBottomRow() {
    // 1^2^3 = 0, 4^5^6^7 = 0, so the nim-sum of 1..8 is 8: only heap 8 has that bit.
    for (boolean misere : new boolean[] {false, true}) {
      HeapNim rules = HeapNim.triangle().toBuilder().misere(misere).build();
      HeapNimSolver solver = HeapNimSolver.of(rules);
      assertThat(solver.isWinForPlayerToMove(rules.initialState())).isTrue();
      assertThat(solver.winner(rules.initialState())).isEqualTo(Player.FIRST);
      assertThat(solver.nimSum(rules.initialState())).isEqualTo(8);
      assertThat(solver.bestMove(rules.initialState())).contains(HeapNimMove.of(8, 8));
    }
  }

  @Test
  void misereEndgamesByHand() {
    HeapNim rules = HeapNim.builder().heaps(1, 1, 5).misere(true).build();
    HeapNimSolver solver = HeapNimSolver.of(rules);
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
    assertThat(HeapNimSolver.of(rules).isWinForPlayerToMove(rules.initialState())).isFalse();
    assertThat(HeapNimSolver.of(rules).bestMove(rules.initialState())).contains(HeapNimMove.of(1, 1));
  }
}
