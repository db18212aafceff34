package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ZertzMoveTest {
  private final ZertzBoard board = ZertzBoard.RINGS_37;

  @Test
  void placementsCapturesAndPassesExposeTheirParts() {
    ZertzMove place = ZertzMove.placement(board, Marble.GREY, board.cell("c3"), board.cell("g1"));
    assertThat(place.kind()).isEqualTo(ZertzMove.Kind.PLACEMENT);
    assertThat(place.marble()).isEqualTo(Marble.GREY);
    assertThat(place.board()).isEqualTo(board);
    assertThat(place.jumpCount()).isZero();
    assertThat(place.path()).isEmpty();
    assertThat(place).isEqualTo(ZertzMove.placement(board, Marble.GREY, "c3", "g1"));
    assertThat(place.hashCode()).isEqualTo(ZertzMove.placement(board, Marble.GREY, "c3", "g1").hashCode());
    assertThat(place).isNotEqualTo(ZertzMove.placement(board, Marble.GREY, "c3", null));

    ZertzMove jump = ZertzMove.capture(board, "d4", "d6", "f4");
    assertThat(jump.kind()).isEqualTo(ZertzMove.Kind.CAPTURE);
    assertThat(jump.cell()).isEqualTo(board.cell("d4"));
    assertThat(jump.path()).containsExactly(board.cell("d4"), board.cell("d6"), board.cell("f4"));
    assertThat(jump.removedRing()).isEmpty();
    assertThatThrownBy(jump::marble).isInstanceOf(IllegalStateException.class).hasMessageContaining("xd4-d6-f4");

    ZertzMove pass = ZertzMove.pass(board);
    assertThat(pass).isSameAs(ZertzMove.pass(board));
    assertThat(pass).isNotEqualTo(ZertzMove.pass(ZertzBoard.RINGS_48));
    assertThatThrownBy(pass::cell).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void pathsAreCopiedInAndOut() {
    int[] cells = {board.cell("d4"), board.cell("d6")};
    ZertzMove jump = ZertzMove.capture(board, cells);
    cells[1] = board.cell("a1");
    assertThat(jump.toString()).isEqualTo("xd4-d6");
    jump.path()[1] = board.cell("a1");
    assertThat(jump.toString()).isEqualTo("xd4-d6");
  }

  @Test
  void factoriesRefuseCellsOffTheBoardAndShortChains() {
    assertThatThrownBy(() -> ZertzMove.placement(board, Marble.WHITE, 37, -1)).hasMessageContaining("No cell 37");
    assertThatThrownBy(() -> ZertzMove.placement(board, Marble.WHITE, "h1", null)).hasMessageContaining("h1");
    assertThatThrownBy(() -> ZertzMove.capture(board, "d4")).hasMessageContaining("at least one landing ring");
    assertThatThrownBy(() -> ZertzMove.capture(board, board.cell("d4"), -2)).hasMessageContaining("No cell -2");
  }
}
