package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast playout path plays the same games as core's {@link Playouts} over the plain API, with
 * the same ply cap: the same result from {@link Playouts#playout}, and UNFINISHED exactly when the
 * plain game is still going on at the cap.
 */
class PushFourPlayoutProperties {
  private static final List<PushFour> GAMES =
      List.of(
          PushFour.standard(),
          PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build(),
          PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(12)).build());

  private static final int[] CAPS = {0, 1, 9, 30, 1_000};

  @Test
  void fastPathFromTheStartAgreesWithThePlainApi() {
    for (PushFour rules : GAMES) {
      ForAll.values(rules + ": fast path = plain API", 200, Gen.ints(0, 1_000_000_000), seed -> {
        int cap = CAPS[seed % CAPS.length];
        PushFourState end =
            Playouts.playRandomly(rules, rules.initialState(), new SplittableRandom(seed), cap);
        PlayoutResult plain =
            Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), cap);
        assertThat(plain).isEqualTo(PlayoutResult.of(rules.status(end)));
        assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), cap))
            .as("cap %d", cap)
            .isEqualTo(plain);
      });
    }
  }

  @Test
  void fastPathFromMidGamePositionsAgreesWithThePlainApi() {
    PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(60)).build();
    ForAll.games("fast path from every position of a game = plain API", 30, rules, game -> {
      for (PushFourState state : game.states()) {
        long seed = game.seed() + state.ply();
        assertThat(rules.randomPlayout(state, new SplittableRandom(seed), 20))
            .as("from %s", state)
            .isEqualTo(Playouts.playout(rules, state, new SplittableRandom(seed), 20));
      }
    });
  }

  @Test
  void fastPathDrawsOnlyByTheOptionAndIsUnfinishedAtTheCap() {
    PushFour limited = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(8)).build();
    int[] draws = {0};
    ForAll.values("short limit: draws agree", 300, Gen.ints(0, 1_000_000_000), seed -> {
      PushFourState end =
          Playouts.playRandomly(limited, limited.initialState(), new SplittableRandom(seed), 1_000);
      PlayoutResult fast =
          limited.randomPlayout(limited.initialState(), new SplittableRandom(seed), 1_000);
      assertThat(fast == PlayoutResult.DRAW).isEqualTo(limited.status(end).winner().isEmpty());
      if (fast == PlayoutResult.DRAW) {
        draws[0]++;
        assertThat(end.ply()).isEqualTo(8);
      }
      // The exact rules never draw: the same game, cut at the cap of 8, is unfinished instead.
      PlayoutResult exact =
          PushFour.standard().randomPlayout(limited.initialState(), new SplittableRandom(seed), 8);
      assertThat(exact).isEqualTo(fast == PlayoutResult.DRAW ? PlayoutResult.UNFINISHED : fast);
    });
    // With 8 plies, LIGHT has at most 4 balls: most random games are drawn at the limit.
    assertThat(draws[0]).isGreaterThan(0);
  }
}
