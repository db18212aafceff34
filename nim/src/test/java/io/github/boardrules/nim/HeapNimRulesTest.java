package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HeapNimRulesTest {

  @Test
  void triangleIsHeapsOneToEight() {
    HeapNim triangle = HeapNim.triangle();
    assertThat(triangle.startingHeaps()).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    assertThat(triangle.heapCount()).isEqualTo(8);
    assertThat(triangle.misere()).isFalse();
    assertThat(triangle).isEqualTo(HeapNim.of(1, 2, 3, 4, 5, 6, 7, 8));
    assertThat(triangle.toString()).isEqualTo("HeapNim[1,2,3,4,5,6,7,8, normal play]");
    // Any number from one row: 1 + 2 + ... + 8 first moves.
    assertThat(triangle.legalMoves(triangle.initialState())).hasSize(36);
  }

  @Test
  void legalMovesAreEveryCountFromEveryHeapInOrder() {
    HeapNim rules = HeapNim.of(2, 3, 1);
    HeapNimState state = rules.state(new int[] {2, 0, 1}, Player.FIRST);
    List<String> names = new ArrayList<>();
    rules.legalMoves(state).forEach(m -> names.add(m.toString()));
    assertThat(names).containsExactly("h1:1", "h1:2", "h3:1");
    List<HeapNimMove> moves = rules.legalMoves(state);
    assertThat(moves.get(2)).isEqualTo(HeapNimMove.of(3, 1));
    assertThat(moves).isEqualTo(List.of(HeapNimMove.of(1, 1), HeapNimMove.of(1, 2), HeapNimMove.of(3, 1)));
    assertThatThrownBy(() -> moves.get(3)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> moves.add(HeapNimMove.of(1, 1)))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void hugeHeapsListMovesWithoutMakingThem() {
    HeapNim rules = HeapNim.of(1_000_000_000, 1_000_000_000);
    List<HeapNimMove> moves = rules.legalMoves(rules.initialState());
    assertThat(moves).hasSize(2_000_000_000);
    assertThat(moves.get(1_999_999_999)).isEqualTo(HeapNimMove.of(2, 1_000_000_000));
    assertThat(rules.plyBound()).hasValue(2_000_000_000);
  }

  @Test
  void everyReasonIsReachedAndPlayLeavesTheStateUnchanged() {
    HeapNim rules = HeapNim.of(3, 1, 2);
    Set<HeapNimReason> seen = EnumSet.noneOf(HeapNimReason.class);
    Object[][] cases = {
      {rules.state(new int[] {0, 0, 0}, Player.FIRST), HeapNimMove.of(1, 1), HeapNimReason.GAME_OVER,
          "over"},
      {rules.initialState(), HeapNimMove.of(4, 1), HeapNimReason.NO_SUCH_HEAP,
          "h4:1: there is no heap 4; the heaps are numbered 1-3"},
      {rules.state(new int[] {3, 0, 2}, Player.FIRST), HeapNimMove.of(2, 1),
          HeapNimReason.EMPTY_HEAP, "h2:1: heap 2 is empty"},
      {rules.initialState(), HeapNimMove.of(3, 3), HeapNimReason.TOO_MANY,
          "h3:3: heap 3 holds only 2 balls"},
    };
    for (Object[] c : cases) {
      HeapNimState state = (HeapNimState) c[0];
      HeapNimMove move = (HeapNimMove) c[1];
      String before = state.toString();
      Legality legality = rules.check(state, move);
      assertThat(legality.reason()).as("%s in %s", move, state).contains((HeapNimReason) c[2]);
      assertThat(legality.message()).contains((String) c[3]);
      IllegalMoveException e =
          catchThrowableOfType(IllegalMoveException.class, () -> rules.play(state, move));
      assertThat(e.reason()).isEqualTo(c[2]);
      assertThat(state.toString()).isEqualTo(before);
      seen.add((HeapNimReason) c[2]);
    }
    assertThat(seen).containsExactlyInAnyOrder(HeapNimReason.values());
    assertThat(rules.check(rules.initialState(), HeapNimMove.of(1, 3)).isLegal()).isTrue();
    assertThat(rules.play(rules.initialState(), HeapNimMove.of(1, 3)).toString()).isEqualTo("0,1,2 2");
  }

  @Test
  void inputIsChecked() {
    assertThatThrownBy(() -> HeapNim.of()).hasMessageContaining("at least one heap");
    assertThatThrownBy(() -> HeapNim.of(3, 0)).hasMessageContaining("Heap 2 starts with 0 balls");
    assertThatThrownBy(() -> HeapNim.of(Integer.MAX_VALUE, 1)).hasMessageContaining("at most");
    assertThatThrownBy(() -> HeapNimMove.of(0, 1)).hasMessageContaining("numbered from 1");
    assertThatThrownBy(() -> HeapNimMove.of(1, 0)).hasMessageContaining("at least one ball");
    HeapNim rules = HeapNim.of(3, 4);
    assertThatThrownBy(() -> rules.state(new int[] {3}, Player.FIRST)).hasMessageContaining("2 heaps");
    assertThatThrownBy(() -> rules.state(new int[] {3, 5}, Player.FIRST))
        .hasMessageContaining("Heap 2 may hold 0 to 4 balls, not 5");
    assertThatThrownBy(() -> rules.legalMoves(HeapNim.triangle().initialState()))
        .hasMessageContaining("8 heaps");
    assertThatThrownBy(() -> rules.playUnchecked(rules.initialState(), HeapNimMove.of(1, 4)))
        .isInstanceOf(IllegalMoveException.class);
    int[] heaps = {1, 2};
    HeapNimState state = rules.state(heaps, Player.FIRST);
    heaps[0] = 0;
    assertThat(state.heap(1)).as("the state copied the array").isEqualTo(1);
    state.heaps()[1] = 0;
    assertThat(state.heap(2)).as("heaps() returns a copy").isEqualTo(2);
  }
}
