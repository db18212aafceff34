package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.core.testkit.ForAll;
import io.github.boardrules.core.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The fast playout path plays the same games as core's {@link Playouts} over the plain API. */
class PushFourPlayoutProperties {
  private static final List<PushFour> GAMES =
      List.of(
          PushFour.standard(),
          PushFour.builder().plyLimit(100).build(),
          PushFour.builder().plyLimit(12).build());

  @Test
  void fastPathFromTheStartAgreesWithPlayRandomly() {
    for (PushFour rules : GAMES) {
      ForAll.values(rules + ": fast path = plain API", 200, Gen.ints(0, 1_000_000_000), seed -> {
        PushFourState end =
            Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed));
        Player expected = rules.status(end).winner().orElse(null);
        assertThat(rules.randomPlayoutWinner(rules.initialState(), new SplittableRandom(seed)))
            .isEqualTo(expected);
      });
    }
  }

  @Test
  void fastPathFromMidGamePositionsAgreesWithPlayRandomly() {
    PushFour rules = PushFour.builder().plyLimit(60).build();
    ForAll.games("fast path from every position of a game = plain API", 30, rules, game -> {
      for (PushFourState state : game.states()) {
        long seed = game.seed() + state.ply();
        PushFourState end = Playouts.playRandomly(rules, state, new SplittableRandom(seed));
        assertThat(rules.randomPlayoutWinner(state, new SplittableRandom(seed)))
            .as("from %s", state)
            .isEqualTo(rules.status(end).winner().orElse(null));
      }
    });
  }

  @Test
  void fastPathDrawsExactlyWhenThePlainGameIsDrawn() {
    PushFour rules = PushFour.builder().plyLimit(8).build();
    int[] draws = {0};
    ForAll.values("short limit: draws agree", 300, Gen.ints(0, 1_000_000_000), seed -> {
      PushFourState end =
          Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed));
      boolean drawn = rules.status(end).winner().isEmpty();
      assertThat(rules.randomPlayoutWinner(rules.initialState(), new SplittableRandom(seed)) == null)
          .isEqualTo(drawn);
      if (drawn) {
        draws[0]++;
        assertThat(end.ply()).isEqualTo(8);
      }
    });
    // With 8 plies, LIGHT has at most 4 balls: most random games are drawn at the limit.
    assertThat(draws[0]).isGreaterThan(0);
  }
}
