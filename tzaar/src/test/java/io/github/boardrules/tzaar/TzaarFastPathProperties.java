package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The random-playout fast path against the plain rules API, on the same random moves. */
class TzaarFastPathProperties {
  private static final Gen<Long> SEEDS = RandomGenerator::nextLong;

  @Test
  void randomPlayoutPlaysTheSameGameAsThePlainApi() {
    for (Tzaar rules : List.of(Tzaar.randomSetup(2026), Tzaar.fixedSetup(), Tzaar.tournament())) {
      ForAll.values("randomPlayout = Playouts.playout: " + rules,
          rules.setup() == TzaarSetup.TOURNAMENT ? 100 : 400, SEEDS, seed -> {
            TzaarState start = rules.setup() == TzaarSetup.RANDOM
                ? Tzaar.randomSetup(~seed).initialState() : rules.initialState();
            // Caps from 0 to 80 cut some games (they last about 44 plies): both paths alike.
            int cap = Math.floorMod(seed, 81);
            PlayoutResult expected = Playouts.playout(rules, start, new SplittableRandom(seed), cap);
            PlayoutResult actual = rules.randomPlayout(start, new SplittableRandom(seed), cap);
            assertThat(actual).as("%s seed %d cap %d", rules, seed, cap).isEqualTo(expected);
            PlayoutResult whole =
                rules.randomPlayout(start, new SplittableRandom(seed), rules.plyBound().getAsInt());
            assertThat(whole.isFinished()).as("a cap of plyBound() finishes the game").isTrue();
          });
    }
  }

  @Test
  void aFinishedGameReturnsItsWinner() {
    TzaarState lost = Board.empty()
        .put("A1", "cc").put("A2", "A").put("C1", "bb").put("C2", "B").put("E1", "aa").put("E2", "C")
        .state("b", "capture");
    assertThat(Tzaar.fixedSetup().randomPlayout(lost, new SplittableRandom(1), 0))
        .isEqualTo(PlayoutResult.FIRST_WINS);
  }
}
