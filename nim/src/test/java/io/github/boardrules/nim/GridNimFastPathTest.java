package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GridNimFastPathTest {

  @Test
  void randomPlayoutWinnerPlaysTheSameGameAsThePlainApi() {
    GridNim[] games = {
      GridNim.standard(), GridNim.touchingNotRequired(), GridNim.anyNumberFromLine(),
      GridNim.standard().toBuilder().misere(true).build(),
      GridNim.builder().rows(3).columns(7).maxTake(4).touchingRequired(false).build()
    };
    for (GridNim rules : games) {
      for (long seed = 0; seed < 500; seed++) {
        GridNimState end = Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed));
        Player expected = rules.status(end).winner().orElseThrow();
        Player actual = rules.randomPlayoutWinner(rules.initialState(), new SplittableRandom(seed));
        assertThat(actual).as("%s seed %d", rules, seed).isEqualTo(expected);
      }
    }
  }

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
