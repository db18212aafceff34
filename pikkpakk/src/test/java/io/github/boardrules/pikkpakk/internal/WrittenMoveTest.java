package io.github.boardrules.pikkpakk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Moves as written, packed into an int: the parts come back out, and the text is the notation. */
class WrittenMoveTest {
  @Test
  void aRunComesBackOut() {
    int move = WrittenMove.run(2, 5, 2, 11, Directions.DOWN, 2); // c6-c12v2
    assertThat(WrittenMove.fromColumn(move)).isEqualTo(2);
    assertThat(WrittenMove.fromRow(move)).isEqualTo(5);
    assertThat(WrittenMove.toColumn(move)).isEqualTo(2);
    assertThat(WrittenMove.toRow(move)).isEqualTo(11);
    assertThat(WrittenMove.direction(move)).isEqualTo(Directions.DOWN);
    assertThat(WrittenMove.distance(move)).isEqualTo(2);
    assertThat(WrittenMove.length(move)).isEqualTo(7);
    assertThat(WrittenMove.isPlacement(move)).isFalse();
    assertThat(WrittenMove.inRow(move)).isFalse();
    assertThat(WrittenMove.isAcross(move)).isFalse();
    assertThat(WrittenMove.text(move)).isEqualTo("c6-c12v2");
    assertThat(WrittenMove.span(move)).isEqualTo("c6-c12");
    assertThat(WrittenMove.onBoard(move, 11)).isFalse();
    assertThat(WrittenMove.offBoardEnd(move, 11)).isEqualTo("c12");
    assertThat(WrittenMove.onBoard(move, 13)).isTrue();
  }

  @Test
  void placementsOneBallRunsAndSidewaysMoves() {
    int place = WrittenMove.place(4, 3);
    assertThat(WrittenMove.isPlacement(place)).isTrue();
    assertThat(WrittenMove.text(place)).isEqualTo("e4");
    assertThat(WrittenMove.distance(place)).isZero();
    int single = WrittenMove.run(8, 4, 8, 4, Directions.RIGHT, 1);
    assertThat(WrittenMove.text(single)).isEqualTo("i5>");
    assertThat(WrittenMove.length(single)).isEqualTo(1);
    assertThat(WrittenMove.inRow(single)).isTrue();
    assertThat(WrittenMove.isAcross(single)).isFalse();
    int upright = WrittenMove.run(4, 0, 4, 0, Directions.UP, 1);
    assertThat(WrittenMove.inRow(upright)).isFalse();
    assertThat(WrittenMove.isAcross(upright)).isFalse();
    int sideways = WrittenMove.run(1, 4, 3, 4, Directions.UP, 1);
    assertThat(WrittenMove.text(sideways)).isEqualTo("b5-d5^");
    assertThat(WrittenMove.isAcross(sideways)).isTrue();
  }
}
