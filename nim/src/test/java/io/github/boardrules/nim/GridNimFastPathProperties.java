package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The allocation-free playout against the plain rules API, on the same random moves. */
class GridNimFastPathProperties {
  /** The seed of one playout: both paths replay it from its own generator. */
  private static final Gen<Long> PLAYOUT_SEEDS = RandomGenerator::nextLong;

  @Test
  void randomPlayoutWinnerPlaysTheSameGameAsThePlainApi() {
    List<GridNim> games =
        List.of(
            GridNim.standard(),
            GridNim.touchingNotRequired(),
            GridNim.anyNumberFromLine(),
            GridNim.standard().toBuilder().misere(true).build(),
            GridNim.builder().rows(3).columns(7).maxTake(4).touchingRequired(false).build());
    for (GridNim rules : games) {
      ForAll.values(
          "randomPlayoutWinner plays the same game as Playouts.playRandomly: " + rules,
          500,
          PLAYOUT_SEEDS,
          seed -> {
            GridNimState end =
                Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed));
            Player expected = rules.status(end).winner().orElseThrow();
            Player actual = rules.randomPlayoutWinner(rules.initialState(), new SplittableRandom(seed));
            assertThat(actual).as("%s playout seed %d", rules, seed).isEqualTo(expected);
          });
    }
  }
}
