package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.internal.SvgPicture;
import org.junit.jupiter.api.Test;

/** Pictures of push-four positions: well-formed, every ball drawn, the last move marked. */
class PushFourSvgTest {
  private static final PushFour RULES = PushFour.standard();

  @Test
  void theEmptyBoardHasCoordinatesAndNoBalls() throws Exception {
    SvgPicture picture = new SvgPicture(PushFourSvg.render(RULES, RULES.initialState()));
    assertThat(picture.root()).isEqualTo("svg");
    assertThat(picture.title()).contains("Push-four").contains("LIGHT (X) to move");
    assertThat(picture.coordinates()).contains("a", "i", "1", "9");
    assertThat(picture.balls(Ball.LIGHT) + picture.balls(Ball.DARK)).isZero();
    assertThat(picture.marked()).isEmpty();
    assertThat(picture.arrowHeads()).isZero();
  }

  @Test
  void aPushIsMarkedFromTheEntryPointToTheLandingPoint() throws Exception {
    // a3 twice (rules text): LIGHT's ball lands on b3, then DARK's lands on b3 and pushes it to c3.
    PushFourState state = RULES.play(RULES.initialState(), PushFourMove.parse("a3"));
    PushFourMove last = PushFourMove.parse("a3");
    state = RULES.play(state, last);
    SvgPicture picture = new SvgPicture(PushFourSvg.render(RULES, state, last));
    assertThat(picture.pointsOf(Ball.DARK)).containsExactly("b3");
    assertThat(picture.pointsOf(Ball.LIGHT)).containsExactly("c3");
    assertThat(picture.marked()).containsExactlyInAnyOrder("a3", "b3");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.title()).contains("LIGHT (X) to move");
  }

  @Test
  void aMidGameBoardShowsAsManyBallsAsTheState() throws Exception {
    PushFourState state = RULES.initialState();
    PushFourMove last = null;
    for (String entry : "a3 a3 e1 e9 i5 a5 c1 c9 a4 i4 d1 d9 c1".split(" ")) {
      last = PushFourMove.parse(entry);
      state = RULES.play(state, last);
    }
    SvgPicture picture = new SvgPicture(PushFourSvg.render(RULES, state, last));
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT)).isEqualTo(7);
    assertThat(picture.balls(Ball.DARK)).isEqualTo(state.count(Ball.DARK)).isEqualTo(6);
    // Column c held LIGHT on c2 (from c1) and c3 (pushed there by DARK's a3); the second c1 lands
    // on c2 and pushes that chain up by one, to c3 and c4. Only the entry and landing are ringed.
    assertThat(picture.marked()).containsExactlyInAnyOrder("c1", "c2");
    assertThat(picture.pointsOf(Ball.LIGHT)).contains("c2", "c3", "c4");
    assertThat(picture.pointsOf(Ball.DARK)).contains("c8", "d8").doesNotContain("c5");
  }
}
