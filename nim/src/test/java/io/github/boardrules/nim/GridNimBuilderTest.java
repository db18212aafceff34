package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GridNimBuilderTest {

  @Test
  void factoriesAreTheBookletGames() {
    GridNim standard = GridNim.standard();
    assertThat(standard.rows()).isEqualTo(4);
    assertThat(standard.columns()).isEqualTo(4);
    assertThat(standard.maxTake()).isEqualTo(3);
    assertThat(standard.touchingRequired()).isTrue();
    assertThat(standard.misere()).isFalse();
    assertThat(standard.candidateMoveCount()).isEqualTo(56);
    assertThat(GridNim.touchingNotRequired().touchingRequired()).isFalse();
    assertThat(GridNim.touchingNotRequired().maxTake()).isEqualTo(3);
    assertThat(GridNim.anyNumberFromLine().maxTake()).isEqualTo(GridNim.UNLIMITED);
    assertThat(GridNim.anyNumberFromLine().touchingRequired()).isFalse();
    assertThat(standard).isEqualTo(GridNim.builder().build()).hasSameHashCodeAs(GridNim.builder().build());
    assertThat(standard.toString()).isEqualTo("GridNim[4x4, take 1-3, touching, normal play]");
  }

  @Test
  void toBuilderMakesVariants() {
    GridNim misere = GridNim.anyNumberFromLine().toBuilder().misere(true).build();
    assertThat(misere.misere()).isTrue();
    assertThat(misere.maxTake()).isEqualTo(GridNim.UNLIMITED);
    assertThat(misere).isNotEqualTo(GridNim.anyNumberFromLine());
    assertThat(misere.toString()).contains("any number", "touching not required", "misere");
  }

  @Test
  void largestBoardsAreAccepted() {
    GridNim square = GridNim.builder().rows(8).columns(8).build();
    assertThat(square.initialState().balls()).isEqualTo(-1L);
    assertThat(square.legalMoves(square.initialState())).hasSize(64 + 2 * 8 * 7 + 2 * 8 * 6);
    assertThat(GridNim.builder().rows(2).columns(26).build().pointCount()).isEqualTo(52);
    assertThat(GridNim.builder().rows(64).columns(1).build().plyBound()).hasValue(64);
  }

  @Test
  void refusesBadInputWithClearMessages() {
    assertThatThrownBy(() -> GridNim.builder().rows(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rows must be 1 to 64");
    assertThatThrownBy(() -> GridNim.builder().columns(27))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("columns must be 1 to 26");
    assertThatThrownBy(() -> GridNim.builder().maxTake(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxTake must be 1 or more");
    assertThatThrownBy(() -> GridNim.builder().rows(5).columns(13).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("65 points; at most 64");
    // A row of 26 with any subset of up to 26 balls: 2^26 moves per row.
    assertThatThrownBy(() -> GridNim.builder().rows(1).columns(26).maxTake(GridNim.UNLIMITED)
            .touchingRequired(false).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("possible moves");
  }
}
