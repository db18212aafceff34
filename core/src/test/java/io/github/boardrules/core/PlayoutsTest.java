package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.fixture.Endless;
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
    Pile end = Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(3), 100);
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
  void aFinishedPlayoutNamesTheWinnerTheRulesGive() {
    // From 1 counter the player to move takes it and wins.
    Pile one = new Pile(1, Player.SECOND);
    assertThat(Playouts.playout(rules, one, new SplittableRandom(5), 10))
        .isEqualTo(PlayoutResult.SECOND_WINS);
  }

  @Test
  void aGameThatDoesNotEndStopsAtTheCallersCapUnfinished() {
    Endless endless = new Endless();
    Endless.Count end = Playouts.playRandomly(endless, endless.initialState(), new SplittableRandom(2), 37);
    // Each move adds 1 or 2: 37 moves add 37 to 74, and the rules never end the game.
    assertThat(end.value()).isBetween(37L, 74L);
    assertThat(endless.status(end).isOngoing()).isTrue();
    assertThat(Playouts.playout(endless, endless.initialState(), new SplittableRandom(2), 37))
        .isEqualTo(PlayoutResult.UNFINISHED);
  }

  @Test
  void aCapOfZeroPlaysNothingAndANegativeCapIsRefused() {
    assertThat(Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(1), 0))
        .isEqualTo(rules.initialState());
    assertThatThrownBy(() -> Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(1), -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }
}
