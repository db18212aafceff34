package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The allocation-free playout against the plain rules API, on the same random moves. */
class GridNimFastPathProperties {
  /** The seed of one playout: both paths replay it from its own generator. */
  private static final Gen<Long> PLAYOUT_SEEDS = RandomGenerator::nextLong;

  @Test
  void randomPlayoutPlaysTheSameGameAsThePlainApi() {
    List<GridNim> games =
        List.of(
            GridNim.standard(),
            GridNim.touchingNotRequired(),
            GridNim.anyNumberFromLine(),
            GridNim.standard().toBuilder().misere(true).build(),
            GridNim.builder().rows(3).columns(7).maxTake(4).touchingRequired(false).build());
    for (GridNim rules : games) {
      ForAll.values(
          "randomPlayout plays the same game as Playouts.playout: " + rules,
          500,
          PLAYOUT_SEEDS,
          seed -> {
            // A cap below the bound cuts some games: both paths must cut them alike.
            int cap = Math.floorMod(seed, rules.plyBound().getAsInt() + 1);
            PlayoutResult expected =
                Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), cap);
            PlayoutResult actual = rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), cap);
            assertThat(actual).as("%s playout seed %d cap %d", rules, seed, cap).isEqualTo(expected);
            PlayoutResult whole = rules.randomPlayout(
                rules.initialState(), new SplittableRandom(seed), rules.plyBound().getAsInt());
            assertThat(whole.isFinished()).as("a cap of plyBound() finishes the game").isTrue();
          });
    }
  }
}
