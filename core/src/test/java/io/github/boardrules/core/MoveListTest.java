package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.RandomAccess;
import org.junit.jupiter.api.Test;

class MoveListTest {
  @Test
  void theListShowsTheArrayInOrderAndEqualsAnyListOfTheSameMoves() {
    List<String> moves = MoveList.of(new String[] {"a1", "b2", "c3"});
    assertThat(moves).containsExactly("a1", "b2", "c3").isEqualTo(List.of("a1", "b2", "c3"));
    assertThat(moves).hasSameHashCodeAs(List.of("a1", "b2", "c3"));
    assertThat(moves).isInstanceOf(RandomAccess.class);
    assertThat(MoveList.of(new String[0])).isEmpty();
  }

  @Test
  void theListCannotBeChangedAndChecksItsIndices() {
    List<String> moves = MoveList.of(new String[] {"a1"});
    assertThatThrownBy(() -> moves.add("b2")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> moves.set(0, "b2")).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> moves.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> moves.get(1)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
