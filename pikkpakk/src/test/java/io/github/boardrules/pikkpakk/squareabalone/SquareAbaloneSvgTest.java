package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.internal.SvgPicture;
import org.junit.jupiter.api.Test;

/** Pictures of Square Abalone positions: balls, captured counts, the last move. */
class SquareAbaloneSvgTest {
  private static final SquareAbalone RULES = SquareAbalone.standard();

  @Test
  void theOpeningShowsEighteenBallsEachAndNoCaptures() throws Exception {
    SvgPicture picture = new SvgPicture(SquareAbaloneSvg.render(RULES, RULES.initialState()));
    assertThat(picture.title()).contains("Square Abalone").contains("LIGHT (X) to move");
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(18);
    assertThat(picture.balls(Ball.DARK)).isEqualTo(18);
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("a1", "i2").doesNotContain("a3");
    assertThat(picture.pointsOf(Ball.DARK)).contains("a8", "i9");
    assertThat(picture.coordinates()).contains("a", "i", "1", "9");
    assertThat(picture.texts()).contains("captured: LIGHT (X) 0 of 9, DARK (o) 0 of 9");
    assertThat(picture.marked()).isEmpty();
  }

  @Test
  void aPushIsMarkedOverTheRunAndThePointItReached() throws Exception {
    SquareAbaloneMove move = SquareAbaloneMove.parse("e1-e2^");
    SquareAbaloneState state = RULES.play(RULES.initialState(), move);
    SvgPicture picture = new SvgPicture(SquareAbaloneSvg.render(RULES, state, move));
    assertThat(picture.marked()).containsExactlyInAnyOrder("e1", "e2", "e3");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("e2", "e3").doesNotContain("e1");
  }

  @Test
  void aCaptureRingsThePointTheBallWasPushedFromAndIsCounted() throws Exception {
    // Only row 5: LIGHT on g5 and h5, DARK on i5; LIGHT to move, nothing captured yet. The run g5-i5
    // (two LIGHT against one DARK) pushed right drops the DARK ball off the board.
    SquareAbaloneState state = RULES.positions().decode(
        "........./........./........./........./......XXo/........./........./........./........."
            + " X 0 0 0");
    SquareAbaloneMove push = SquareAbaloneMove.parse("g5-i5>");
    SquareAbaloneState after = RULES.play(state, push);
    SvgPicture picture = new SvgPicture(SquareAbaloneSvg.render(RULES, after, push));
    // Rings from g5 to i5; the point past i5 is off the board and gets none.
    assertThat(picture.marked()).containsExactlyInAnyOrder("g5", "h5", "i5");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("h5", "i5").doesNotContain("g5");
    assertThat(picture.balls(Ball.DARK)).isEqualTo(after.count(Ball.DARK)).isZero();
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(2);
    assertThat(picture.texts()).contains("captured: LIGHT (X) 1 of 9, DARK (o) 0 of 9");
  }

  @Test
  void aSidewaysMoveRingsTheOldAndTheNewPoints() throws Exception {
    SquareAbalone wide = SquareAbalone.builder().sidewaysMoves(true).build();
    SquareAbaloneMove sideways = SquareAbaloneMove.parse("b2-d2^");
    SquareAbaloneState after = wide.play(wide.initialState(), sideways);
    SvgPicture picture = new SvgPicture(SquareAbaloneSvg.render(wide, after, sideways));
    // The three balls b2, c2, d2 moved up to b3, c3, d3: both rows are ringed, one arrow across.
    assertThat(picture.marked())
        .containsExactlyInAnyOrder("b2", "c2", "d2", "b3", "c3", "d3");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("b3", "c3", "d3").doesNotContain("b2");
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(after.count(Ball.LIGHT)).isEqualTo(18);
  }
}
