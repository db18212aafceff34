package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PlayoutsTest {
  private final TakeAway rules = new TakeAway(20);

  @Test
  void playsToTheEndReproduciblyFromASeed() {
    Pile end = Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(3));
    assertThat(end.counters()).isZero();
    assertThat(rules.status(end).isOver()).isTrue();

    List<Take> a = Playouts.randomMoves(rules, rules.initialState(), new SplittableRandom(9), 100);
    List<Take> b = Playouts.randomMoves(rules, rules.initialState(), new SplittableRandom(9), 100);
    assertThat(a).isEqualTo(b);
    assertThat(a.stream().mapToInt(Take::count).sum()).isEqualTo(20);
  }

  @Test
  void randomMovesStopsAtTheLimit() {
    assertThat(Playouts.randomMoves(rules, rules.initialState(), new SplittableRandom(1), 3)).hasSize(3);
  }

  @Test
  void aGameLongerThanItsBoundIsReported() {
    TakeAway lying =
        new TakeAway(20) {
          @Override
          public int maxPlies() {
            return 3;
          }
        };
    assertThatThrownBy(() -> Playouts.playRandomly(lying, lying.initialState(), new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("3 plies");
  }
}
