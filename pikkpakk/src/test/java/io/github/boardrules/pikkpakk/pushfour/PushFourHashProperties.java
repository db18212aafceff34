package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash computed from nothing. */
class PushFourHashProperties {
  private static final PushFour RULES = PushFour.builder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();

  @Test
  void incrementalHashIsTheRecomputedOne() {
    ForAll.games("incremental hash = recomputed hash", 60, RULES, game -> {
      for (PushFourState state : game.states()) {
        assertThat(state.positionHash())
            .as("hash after %d plies", state.ply())
            .isEqualTo(LineZobrist.fromScratch(state.rows(), state.toMove()));
        assertThat(RULES.positions().decode(state.toString()).positionHash())
            .isEqualTo(state.positionHash());
      }
    });
  }

  @Test
  void twoMoveOrdersReachingOneBoardHashAlike() {
    // LIGHT enters a3 and c1, DARK g9 in between: the pushes land on b3, c2 and g8, touching no
    // other ball, so the order of LIGHT's two entries does not matter.
    PushFourState a = play("a3", "g9", "c1");
    PushFourState b = play("c1", "g9", "a3");
    assertThat(a.toString()).isEqualTo(b.toString());
    assertThat(a.positionHash()).isEqualTo(b.positionHash());
    PushFourState otherToMove = RULES.positions().decode(a.toString().replace(" o 3", " X 3"));
    assertThat(otherToMove.positionHash()).isNotEqualTo(a.positionHash());
  }

  private static PushFourState play(String... moves) {
    PushFourState state = RULES.initialState();
    for (String move : moves) {
      state = RULES.play(state, RULES.notation().parse(move));
    }
    return state;
  }
}
