package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash computed from nothing, in every variant. */
class PikkPakkHashProperties {

  private static void incrementalHashIsTheRecomputedOne(String name, PikkPakk rules) {
    ForAll.games(name + ": incremental hash = recomputed hash", 30, rules, game -> {
      for (PikkPakkState state : game.states()) {
        assertThat(state.positionHash())
            .as("hash after %d plies", state.ply())
            .isEqualTo(LineZobrist.fromScratch(state.rows(), state.toMove()));
        PikkPakkState decoded = rules.positions().decode(rules.positions().encode(state));
        assertThat(decoded.positionHash()).isEqualTo(state.positionHash());
      }
    });
  }

  @Test
  void basicGame() {
    incrementalHashIsTheRecomputedOne("basic", PikkPakk.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(150)).build());
  }

  @Test
  void captureOnTheEnlargedBoard() {
    incrementalHashIsTheRecomputedOne(
        "capture 11", PikkPakk.builder().capture(true).enlargedBoard(11)
            .drawOptions(DrawOptions.NONE.withPlyLimit(150)).build());
  }

  @Test
  void neutralFrameWithTheJointOpening() {
    incrementalHashIsTheRecomputedOne(
        "neutral frame, joint", PikkPakk.builder().neutralFrame(true).jointOpening(true)
            .drawOptions(DrawOptions.NONE.withPlyLimit(150)).build());
  }

  @Test
  void squareWithTheRepetitionDraw() {
    incrementalHashIsTheRecomputedOne(
        "square, repetition", PikkPakk.builder().square(true)
            .drawOptions(DrawOptions.NONE.withRepetitionDraw(3).withPlyLimit(150)).build());
  }

  @Test
  void twoMoveOrdersReachingOneBoardHashAlike() {
    PikkPakk rules = PikkPakk.standard();
    // LIGHT pushes row 7 right, DARK row 2 right, LIGHT row 3 right — or row 3 first, then row 7:
    // the pushes touch different rows, so both orders give the same board, DARK to move.
    PikkPakkState a = play(rules, "b7-h7>", "b2-h2>", "b3-h3>");
    PikkPakkState b = play(rules, "b3-h3>", "b2-h2>", "b7-h7>");
    assertThat(a.toString().split(" ")[0]).isEqualTo(b.toString().split(" ")[0]);
    assertThat(a.positionHash()).isEqualTo(b.positionHash());
    PikkPakkState otherToMove =
        rules.positions().decode(a.toString().replace(" o 3", " X 3"));
    assertThat(otherToMove.positionHash()).isNotEqualTo(a.positionHash());
  }

  private static PikkPakkState play(PikkPakk rules, String... moves) {
    PikkPakkState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
