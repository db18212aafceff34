package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.Gen;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-mask generator and moves against {@link SquareAbaloneModel}, a plain model written from
 * the rules text over a grid of characters, and the fast playout path against the plain API, over
 * random games of every option set.
 */
class SquareAbaloneMoveGenerationProperties {

  @Test
  void legalMovesAndTheirBoardsAgreeWithTheGridModel() {
    for (SquareAbalone rules : SquareAbaloneInvariantProperties.OPTION_SETS) {
      ForAll.games(rules + ": moves and results agree with the grid model", 2, rules, game -> {
        for (SquareAbaloneState state : game.states()) {
          if (rules.status(state).isOver()
              || (rules.jointOpening() && state.ply() < SquareAbalone.PLACEMENTS)) {
            continue;
          }
          Map<String, SquareAbaloneModel.Outcome> model = SquareAbaloneModel.legalMoves(rules, state);
          java.util.List<String> listed = new java.util.ArrayList<>();
          for (SquareAbaloneMove m : rules.legalMoves(state)) {
            listed.add(m.toString());
          }
          assertThat(listed).as("moves in %s", state).containsExactlyInAnyOrderElementsOf(model.keySet());
          for (SquareAbaloneMove m : rules.legalMoves(state)) {
            SquareAbaloneState after = rules.playUnchecked(state, m);
            SquareAbaloneModel.Outcome expected = model.get(m.toString());
            assertThat(SquareAbaloneModel.grid(after)).as("board after %s in %s", m, state)
                .isDeepEqualTo(expected.grid);
            Player mover = state.toMove();
            assertThat(after.captured(Player.FIRST) - state.captured(Player.FIRST))
                .as("DARK balls off after %s", m).isEqualTo(expected.darkOff);
            assertThat(after.captured(Player.SECOND) - state.captured(Player.SECOND))
                .as("LIGHT balls off after %s", m).isEqualTo(expected.lightOff);
            assertThat(after.toMove()).isEqualTo(mover.opponent());
          }
        }
      });
    }
  }

  @Test
  void fastPathPlaysTheSameGamesAsThePlainApi() {
    int[] caps = {0, 1, 17, 60, 1_000};
    for (SquareAbalone rules : SquareAbaloneInvariantProperties.OPTION_SETS) {
      ForAll.values(rules + ": fast path = plain API", 5, Gen.ints(0, 1_000_000_000), seed -> {
        int cap = caps[seed % caps.length];
        SquareAbaloneState end =
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
  void fastPathAgreesWithThePlainApiOnTheExactRules() {
    SquareAbalone rules = SquareAbalone.builder().winAt(3).build();
    ForAll.values("standard to 3: fast path = plain API", 10, Gen.ints(0, 1_000_000_000), seed -> {
      PlayoutResult plain =
          Playouts.playout(rules, rules.initialState(), new SplittableRandom(seed), 3_000);
      assertThat(rules.randomPlayout(rules.initialState(), new SplittableRandom(seed), 3_000))
          .isEqualTo(plain)
          .isNotEqualTo(PlayoutResult.DRAW);
    });
  }
}
