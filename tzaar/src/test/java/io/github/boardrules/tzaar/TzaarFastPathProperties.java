package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The random-playout fast path against the plain rules API, on the same random moves. */
class TzaarFastPathProperties {
  private static final Gen<Long> SEEDS = RandomGenerator::nextLong;

  @Test
  void randomPlayoutWinnerPlaysTheSameGameAsThePlainApi() {
    for (Tzaar rules : List.of(Tzaar.randomSetup(), Tzaar.fixedSetup(), Tzaar.tournament())) {
      ForAll.values("randomPlayoutWinner = Playouts.playRandomly: " + rules,
          rules.setup() == TzaarSetup.TOURNAMENT ? 100 : 400, SEEDS, seed -> {
            TzaarState start = rules.initialState(new SplittableRandom(~seed));
            TzaarState end = Playouts.playRandomly(rules, start, new SplittableRandom(seed));
            Player expected = rules.status(end).winner().orElseThrow();
            Player actual = rules.randomPlayoutWinner(start, new SplittableRandom(seed));
            assertThat(actual).as("%s seed %d", rules, seed).isEqualTo(expected);
          });
    }
  }

  @Test
  void aFinishedGameReturnsItsWinner() {
    TzaarState lost = Board.empty()
        .put("A1", "cc").put("A2", "A").put("C1", "bb").put("C2", "B").put("E1", "aa").put("E2", "C")
        .state("b", "capture");
    assertThat(Tzaar.fixedSetup().randomPlayoutWinner(lost, new SplittableRandom(1))).isEqualTo(Player.FIRST);
  }
}
