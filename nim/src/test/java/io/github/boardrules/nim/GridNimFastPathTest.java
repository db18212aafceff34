package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GridNimFastPathTest {

  @Test
  void randomPlayoutOfAFinishedGameReturnsItsWinner() {
    GridNim rules = GridNim.standard();
    assertThat(rules.randomPlayoutWinner(rules.state(0, Player.FIRST), new SplittableRandom(1)))
        .isEqualTo(Player.SECOND);
  }

  @Test
  void bothPlayersWinSomeRandomGames() {
    GridNim rules = GridNim.standard();
    SplittableRandom random = new SplittableRandom(7);
    int firstWins = 0;
    for (int i = 0; i < 10_000; i++) {
      firstWins += rules.randomPlayoutWinner(rules.initialState(), random) == Player.FIRST ? 1 : 0;
    }
    assertThat(firstWins).isBetween(1000, 9000);
  }
}
