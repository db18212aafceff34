package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash computed from nothing, in both phases. */
class FiveShiftHashProperties {

  private static void incrementalHashIsTheRecomputedOne(String name, FiveShift rules) {
    ForAll.games(name + ": incremental hash = recomputed hash", 30,
        PhaseTwoStarts.startingInPhaseTwo(rules), game -> {
          for (FiveShiftState state : game.states()) {
            assertThat(state.positionHash())
                .as("hash after %d plies", state.ply())
                .isEqualTo(LineZobrist.fromScratch(state.rows(), state.toMove()));
            assertThat(rules.positions().decode(state.toString()).positionHash())
                .isEqualTo(state.positionHash());
          }
        });
  }

  @Test
  void withoutRimRemoval() {
    incrementalHashIsTheRecomputedOne("standard", FiveShift.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(120)).build());
  }

  @Test
  void withRimRemoval() {
    incrementalHashIsTheRecomputedOne(
        "rim removal", FiveShift.builder().rimRemoval(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(120)).build());
  }

  @Test
  void twoPlacementOrdersHashAlike() {
    FiveShift rules = FiveShift.standard();
    FiveShiftState a = play(rules, "b2", "h8", "c3");
    FiveShiftState b = play(rules, "c3", "h8", "b2");
    assertThat(a.toString()).isEqualTo(b.toString());
    assertThat(a.positionHash()).isEqualTo(b.positionHash());
    assertThat(play(rules, "b2", "h8").positionHash()).isNotEqualTo(a.positionHash());
  }

  private static FiveShiftState play(FiveShift rules, String... moves) {
    FiveShiftState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
