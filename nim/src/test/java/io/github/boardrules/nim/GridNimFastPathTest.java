package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GridNimFastPathTest {

  @Test
  void randomPlayoutOfAFinishedGameReturnsItsWinner() {
    GridNim rules = GridNim.standard();
    assertThat(rules.randomPlayout(rules.state(0, Player.FIRST), new SplittableRandom(1), 0))
        .isEqualTo(PlayoutResult.SECOND_WINS);
  }

  @Test
  void aPlayoutCutAtTheCapIsUnfinished() {
    // Each move takes 1 to 3 balls of 16, so 3 moves leave at least 7: never over at the cap.
    GridNim rules = GridNim.standard();
    for (long seed = 0; seed < 100; seed++) {
      assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), 3))
          .isEqualTo(PlayoutResult.UNFINISHED);
    }
    assertThatThrownBy(() -> rules.randomPlayout(rules.initialState(), new SplittableRandom(1), -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void bothPlayersWinSomeRandomGames() {
    GridNim rules = GridNim.standard();
    SplittableRandom random = new SplittableRandom(7);
    int firstWins = 0;
    for (int i = 0; i < 10_000; i++) {
      firstWins += rules.randomPlayout(rules.initialState(), random, 16) == PlayoutResult.FIRST_WINS ? 1 : 0;
    }
    assertThat(firstWins).isBetween(1000, 9000);
  }
}
