package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PerftTest {
  private final TakeAway rules = new TakeAway(5);

  @Test
  void countsSequencesOfExactlyTheDepth() {
    // By hand: sequences of 1-3 counters whose total is at most 5.
    assertThat(Perft.count(rules, rules.initialState(), 0)).isEqualTo(1);
    assertThat(Perft.count(rules, rules.initialState(), 1)).isEqualTo(3);
    // after take1: 3, take2: 3, take3: 2
    assertThat(Perft.count(rules, rules.initialState(), 2)).isEqualTo(8);
    // three parts of 1-3: total 3 in 1 way, 4 in 3 ways, 5 in 6 ways
    assertThat(Perft.count(rules, rules.initialState(), 3)).isEqualTo(10);
    // a game over before depth 6 counts nothing: 5 counters cannot last 6 moves
    assertThat(Perft.count(rules, rules.initialState(), 6)).isZero();
  }

  @Test
  void divideSplitsByFirstMove() {
    Map<Take, Long> divide = Perft.divide(rules, rules.initialState(), 2);
    assertThat(divide).containsExactly(
        Map.entry(new Take(1), 3L), Map.entry(new Take(2), 3L), Map.entry(new Take(3), 2L));
    assertThat(List.copyOf(divide.keySet())).isEqualTo(rules.legalMoves(rules.initialState()));
  }

  @Test
  void refusesNegativeDepths() {
    assertThatThrownBy(() -> Perft.count(rules, rules.initialState(), -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
    assertThatThrownBy(() -> Perft.divide(rules, rules.initialState(), 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
