package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.pikkpakk.internal.LineZobrist;
import org.junit.jupiter.api.Test;

/** The incremental pattern hash against the hash computed from nothing. */
class IntarsiaHashProperties {
  private static final IntarsiaPuzzle PUZZLE = IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard());

  @Test
  void incrementalHashIsTheRecomputedOne() {
    ForAll.games("incremental hash = recomputed hash", 40, PUZZLE, game -> {
      for (IntarsiaState state : game.states()) {
        assertThat(state.positionHash())
            .as("hash after %d rotations", state.moves())
            .isEqualTo(LineZobrist.fromScratch(state.pattern().rowWords(), Player.FIRST));
        assertThat(Pattern.parse(state.pattern().toString()).positionHash())
            .isEqualTo(state.positionHash());
      }
    });
  }

  @Test
  void rotationsOfDisjointRowsCommuteAndHashAlike() {
    Pattern a = Pattern.spiral().rotated(Rotation.parse("1>")).rotated(Rotation.parse("3<"));
    Pattern b = Pattern.spiral().rotated(Rotation.parse("3<")).rotated(Rotation.parse("1>"));
    assertThat(a).isEqualTo(b);
    assertThat(a.positionHash()).isEqualTo(b.positionHash());
    assertThat(a.rotated(Rotation.parse("1<")).positionHash())
        .isEqualTo(Pattern.spiral().rotated(Rotation.parse("3<")).positionHash())
        .isNotEqualTo(a.positionHash());
  }
}
