package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.pikkpakk.internal.SvgPicture;
import org.junit.jupiter.api.Test;

/** Pictures of Pikk-Pakk positions: well-formed, every ball drawn, the last move marked. */
class PikkPakkSvgTest {
  private static final PikkPakk BASIC = PikkPakk.standard();

  @Test
  void theOpeningShowsTheSpiralWithCoordinatesAndNoMarker() throws Exception {
    SvgPicture picture = new SvgPicture(PikkPakkSvg.render(BASIC, BASIC.initialState()));
    assertThat(picture.root()).isEqualTo("svg");
    assertThat(picture.title()).contains("Pikk-Pakk").contains("LIGHT (X) to move");
    assertThat(picture.coordinates())
        .contains("a", "b", "c", "d", "e", "f", "g", "h", "i", "1", "2", "3", "4", "5", "6", "7", "8", "9");
    // The spiral (rules text): 24 LIGHT, 24 DARK, the TARGET on e5; b8 LIGHT, c8 DARK, b2 DARK.
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(24);
    assertThat(picture.balls(Ball.DARK)).isEqualTo(24);
    assertThat(picture.balls(Ball.TARGET)).isEqualTo(1);
    assertThat(picture.balls(Ball.NEUTRAL)).isZero();
    assertThat(picture.pointsOf(Ball.TARGET)).containsExactly("e5");
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("b8", "h2").doesNotContain("c8", "b2", "a1");
    assertThat(picture.pointsOf(Ball.DARK)).contains("c8", "b2");
    assertThat(picture.marked()).isEmpty();
    assertThat(picture.arrowHeads()).isZero();
  }

  @Test
  void aShiftIsMarkedFromTheOldTrailingEndToTheNewLeadingEnd() throws Exception {
    PikkPakkMove move = BASIC.notation().parse("b7-h7>");
    PikkPakkState state = BASIC.play(BASIC.initialState(), move);
    SvgPicture picture = new SvgPicture(PikkPakkSvg.render(BASIC, state, move));
    // Row 7 was .XoXXXXX. ; after the push right it is ..XoXXXXX: b7 empty, i7 LIGHT.
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("c7", "i7").doesNotContain("b7");
    assertThat(picture.pointsOf(Ball.DARK)).contains("d7");
    assertThat(picture.marked())
        .containsExactlyInAnyOrder("b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.title()).contains("DARK (o) to move");
    assertThat(picture.texts()).contains("last move b7-h7>");
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT));
    assertThat(picture.balls(Ball.DARK)).isEqualTo(state.count(Ball.DARK));
  }

  @Test
  void aSquareVariantRotationMarksTheWholeBlockRow() throws Exception {
    PikkPakk square = PikkPakk.builder().square(true).build();
    PikkPakkMove move = square.notation().parse("b7-h7>");
    PikkPakkState state = square.play(square.initialState(), move);
    SvgPicture picture = new SvgPicture(PikkPakkSvg.render(square, state, move));
    // The row rotates: h7's LIGHT ball re-enters on b7, nothing reaches i7.
    assertThat(picture.marked()).containsExactlyInAnyOrder("b7", "c7", "d7", "e7", "f7", "g7", "h7");
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("b7").doesNotContain("i7");
  }

  @Test
  void theNeutralFrameAndJointOpeningCountsAreDrawn() throws Exception {
    PikkPakk frame = PikkPakk.builder().neutralFrame(true).jointOpening(true).build();
    PikkPakkMove move = frame.notation().parse("e4");
    PikkPakkState state = frame.play(frame.initialState(), move);
    SvgPicture picture = new SvgPicture(PikkPakkSvg.render(frame, state, move));
    // 9x9 = 81 points minus the 7x7 block = 32 frame balls; the TARGET and one placed LIGHT ball.
    assertThat(picture.balls(Ball.NEUTRAL)).isEqualTo(32).isEqualTo(state.count(Ball.NEUTRAL));
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(1);
    assertThat(picture.balls(Ball.DARK)).isZero();
    assertThat(picture.marked()).containsExactly("e4");
    assertThat(picture.arrowHeads()).isZero();
  }

  @Test
  void anEnlargedBoardIsLabelledToItsLastPoint() throws Exception {
    PikkPakk large = PikkPakk.builder().enlargedBoard(13).build();
    SvgPicture picture = new SvgPicture(PikkPakkSvg.render(large, large.initialState()));
    assertThat(picture.coordinates()).contains("m", "13").doesNotContain("n", "14");
    assertThat(picture.pointsOf(Ball.TARGET)).containsExactly("g7");
  }

  @Test
  void aStateOfAnotherBoardSizeOrAMoveOffTheBoardIsRefused() {
    PikkPakk large = PikkPakk.builder().enlargedBoard(11).build();
    assertThatThrownBy(() -> PikkPakkSvg.render(BASIC, large.initialState()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("11x11");
    assertThatThrownBy(
            () -> PikkPakkSvg.render(BASIC, BASIC.initialState(), PikkPakkMove.parse("b5-j5>")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("b5-j5>")
        .hasMessageContaining("9x9");
  }
}
