package io.github.boardrules.nim.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The legality on the primitive form: ball masks, move masks and the move's board width. */
class GridNimLegalityTest {
  /** "1, 2, 3" NIM: 4x4, at most 3 touching balls. */
  private final GridNimEngine engine = new GridNimEngine(4, 4, 3, true, false);
  private final GridNimLegality legality = new GridNimLegality(engine);
  private final long full = engine.fullMask();

  @Test
  void aMoveOfOneToThreeTouchingBallsOfOneLineIsLegal() {
    assertThat(legality.refusal(full, 0b0111, 4)).isNull();          // a1-c1
    assertThat(legality.refusal(full, 1L | 1L << 4, 4)).isNull();    // a1-a2
  }

  @Test
  void eachRefusalWithItsMessage() {
    assertThat(legality.refusal(0, 1, 4)).isEqualTo(GridNimRefusal.GAME_OVER);
    assertThat(legality.message(GridNimRefusal.GAME_OVER, 0, 1, 4))
        .isEqualTo("The game is over: no ball is left");
    // e1 of a board five wide is not on this one.
    assertThat(legality.refusal(full, 1L << 4, 5)).isEqualTo(GridNimRefusal.OFF_BOARD);
    assertThat(legality.message(GridNimRefusal.OFF_BOARD, full, 1L << 4, 5))
        .isEqualTo("e1 is not on the 4x4 board (a1-d4)");
    long withoutC3 = full & ~(1L << 10);
    assertThat(legality.refusal(withoutC3, 1L << 10, 4)).isEqualTo(GridNimRefusal.NO_BALL_THERE);
    assertThat(legality.message(GridNimRefusal.NO_BALL_THERE, withoutC3, 1L << 10, 4))
        .isEqualTo("c3 has no ball");
    assertThat(legality.refusal(full, 1L | 1L << 5, 4)).isEqualTo(GridNimRefusal.NOT_IN_ONE_LINE);
    assertThat(legality.refusal(full, 0b1111, 4)).isEqualTo(GridNimRefusal.TOO_MANY);
    assertThat(legality.message(GridNimRefusal.TOO_MANY, full, 0b1111, 4))
        .isEqualTo("a1-d1 takes 4 balls; at most 3 may be taken in one move");
    assertThat(legality.refusal(full, 0b0101, 4)).isEqualTo(GridNimRefusal.NOT_TOUCHING);
    assertThat(legality.message(GridNimRefusal.NOT_TOUCHING, full, 0b0101, 4))
        .isEqualTo("a1,c1: the balls do not touch; b1 lies between");
  }

  @Test
  void aMoveOfAnotherBoardIsJudgedByItsPointsCoordinates() {
    // b1-b3 of a board five wide: bits 1, 6 and 11 there, bits 1, 5 and 9 here.
    long b1b3OnFive = 1L << 1 | 1L << 6 | 1L << 11;
    assertThat(engine.onBoardMask(b1b3OnFive, 5)).isEqualTo(1L << 1 | 1L << 5 | 1L << 9);
    assertThat(legality.refusal(full, b1b3OnFive, 5)).isNull();
  }
}
