package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.Rules;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-mask move generator, move application and five test against the plain model written from
 * the rules text ({@link FiveShiftGridModel}), and the fast playout path against the plain API.
 */
class FiveShiftMoveGenerationProperties {
  private static final List<FiveShift> GAMES =
      List.of(
          FiveShift.standard(),
          FiveShift.builder().rimRemoval(true).build(),
          FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(52)).build());

  @Test
  void generatorPlayAndStatusAgreeWithTheGridModel() {
    for (FiveShift rules : GAMES) {
      for (Rules<FiveShiftState, PikkPakkMove> game :
          List.of(rules, PhaseTwoStarts.startingInPhaseTwo(rules))) {
        ForAll.games(game + ": rules agree with the grid model", 25, game, g -> {
          for (FiveShiftState state : g.states()) {
            FiveShiftGridModel.agrees(rules, state);
          }
        });
      }
    }
  }

  @Test
  void fastPathPlaysTheSameGamesAsThePlainApi() {
    int[] caps = {0, 1, 20, 49, 60, 1_000};
    for (FiveShift rules : GAMES) {
      ForAll.values(rules + ": fast path = plain API", 60, Gen.ints(0, 1_000_000_000), seed -> {
        FiveShiftState start = rules.initialState();
        if (seed % 2 == 0) {
          start = PhaseTwoStarts.draw(rules, new SplittableRandom(seed));
        }
        int cap = caps[(seed / 2) % caps.length];
        FiveShiftState end = Playouts.playRandomly(rules, start, new SplittableRandom(seed), cap);
        PlayoutResult plain = Playouts.playout(rules, start, new SplittableRandom(seed), cap);
        assertThat(plain).isEqualTo(PlayoutResult.of(rules.status(end)));
        assertThat(rules.randomPlayout(start, new SplittableRandom(seed), cap))
            .as("cap %d from %s", cap, start)
            .isEqualTo(plain);
      });
    }
  }
}
