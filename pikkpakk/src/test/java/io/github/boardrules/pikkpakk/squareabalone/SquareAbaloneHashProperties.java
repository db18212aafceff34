package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneZobrist;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash computed from nothing, under every option set. */
class SquareAbaloneHashProperties {
  private static final SquareAbalone STANDARD = SquareAbalone.builder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  private static void incrementalHashIsTheRecomputedOne(SquareAbalone rules, int games) {
    ForAll.games(rules + ": incremental hash = recomputed hash", games, rules, game -> {
      for (SquareAbaloneState state : game.states()) {
        assertThat(state.positionHash())
            .as("hash after %d plies: %s", state.ply(), state)
            .isEqualTo(
                SquareAbaloneZobrist.fromScratch(
                    state.rows(), state.toMove(), state.captured(Player.FIRST),
                    state.captured(Player.SECOND), rules.placing(state.ply())));
        assertThat(rules.positions().decode(state.toString()).positionHash())
            .as("decoded %s", state)
            .isEqualTo(state.positionHash());
      }
    });
  }

  @Test
  void standardGame() {
    incrementalHashIsTheRecomputedOne(STANDARD, 30);
  }

  @Test
  void everyOptionSetWithCapturesAndThePlacementPhase() {
    // The option sets of the invariant properties: captures are common with options a, b and f,
    // and the joint-opening sets go through the end of the placement phase (ply 48).
    for (SquareAbalone rules : SquareAbaloneInvariantProperties.OPTION_SETS) {
      incrementalHashIsTheRecomputedOne(rules, 3);
    }
  }

  @Test
  void withoutCapturesOutsideThePlacementPhaseTheHashIsTheSharedBoardHash() {
    ForAll.games("no captures: the board hash of LineZobrist", 10, STANDARD, game -> {
      for (SquareAbaloneState state : game.states()) {
        if (state.captured(Player.FIRST) == 0 && state.captured(Player.SECOND) == 0) {
          assertThat(state.positionHash())
              .isEqualTo(LineZobrist.fromScratch(state.rows(), state.toMove()));
        }
      }
    });
  }

  @Test
  void twoMoveOrdersReachingOneBoardHashAlike() {
    // LIGHT pushes the columns a1-a2 and i1-i2 one point up, DARK a8-a9 one point down in between:
    // the three runs are in different columns or, in column a, separated by empty a4-a6, so the
    // order of LIGHT's two pushes does not matter. Column a ends X a2, a3 and o a7, a8.
    SquareAbaloneState a = play("a1-a2^", "a8-a9v", "i1-i2^");
    SquareAbaloneState b = play("i1-i2^", "a8-a9v", "a1-a2^");
    assertThat(a.toString()).isEqualTo(b.toString());
    assertThat(a.positionHash()).isEqualTo(b.positionHash());
    SquareAbaloneState otherToMove = STANDARD.positions().decode(a.toString().replace(" o 3 ", " X 3 "));
    assertThat(otherToMove.positionHash()).isNotEqualTo(a.positionHash());
  }

  @Test
  void theCapturesAreHashedTheBallsSetAsideAreNot() {
    String board = "....o..../........./........./........./....X..../........./........./........./.........";
    long none = STANDARD.positions().decode(board + " X 40 0 0").positionHash();
    long lightOne = STANDARD.positions().decode(board + " X 40 1 0").positionHash();
    long darkOne = STANDARD.positions().decode(board + " X 40 0 1").positionHash();
    long bothOne = STANDARD.positions().decode(board + " X 40 1 1").positionHash();
    assertThat(new long[] {none, lightOne, darkOne, bothOne}).doesNotHaveDuplicates();
    // The ply count is not covered: the same position 10 plies later hashes alike.
    assertThat(STANDARD.positions().decode(board + " X 50 1 1").positionHash()).isEqualTo(bothOne);
  }

  @Test
  void thePlacementPhaseIsHashed() {
    // Joint opening: one LIGHT and one DARK ball on the inner 7x7, LIGHT to move. At ply 2 LIGHT
    // places its second ball; at ply 60 (22 balls each set aside) the same board is a pushing
    // position: other moves, so another hash. Ply 62 is the same pushing position.
    SquareAbalone joint = SquareAbalone.builder().jointOpening(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
    String board = "........./.o......./........./........./........./........./........./.......X./.........";
    long placing = joint.positions().decode(board + " X 2 0 0").positionHash();
    long pushing = joint.positions().decode(board + " X 60 0 0").positionHash();
    assertThat(placing).isNotEqualTo(pushing);
    assertThat(joint.positions().decode(board + " X 62 0 0").positionHash()).isEqualTo(pushing);
  }

  private static SquareAbaloneState play(String... moves) {
    SquareAbaloneState state = STANDARD.initialState();
    for (String move : moves) {
      state = STANDARD.play(state, STANDARD.notation().parse(move));
    }
    return state;
  }
}
