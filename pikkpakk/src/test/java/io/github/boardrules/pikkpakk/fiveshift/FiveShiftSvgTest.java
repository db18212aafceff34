package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.internal.SvgPicture;
import org.junit.jupiter.api.Test;

/** Pictures of five-in-a-row-with-shifting positions: balls, phase, the last move. */
class FiveShiftSvgTest {
  private static final FiveShift RULES = FiveShift.standard();

  @Test
  void aPlacementIsRingedAndTheBallsCounted() throws Exception {
    FiveShiftState state = RULES.initialState();
    PikkPakkMove last = null;
    for (String point : "e5 d4 e4 d5 e6".split(" ")) {
      last = PikkPakkMove.parse(point);
      state = RULES.play(state, last);
    }
    SvgPicture picture = new SvgPicture(FiveShiftSvg.render(RULES, state, last));
    assertThat(picture.title()).contains("Five-in-a-row").contains("DARK (o) to move");
    assertThat(picture.pointsOf(Ball.LIGHT)).containsExactlyInAnyOrder("e4", "e5", "e6");
    assertThat(picture.pointsOf(Ball.DARK)).containsExactlyInAnyOrder("d4", "d5");
    assertThat(picture.marked()).containsExactly("e6");
    assertThat(picture.arrowHeads()).isZero();
    assertThat(picture.coordinates()).contains("a", "i", "1", "9");
    assertThat(String.join("|", picture.texts())).contains("phase 1: placing");
  }

  @Test
  void withoutALastMoveNothingIsMarked() throws Exception {
    SvgPicture picture = new SvgPicture(FiveShiftSvg.render(RULES, RULES.initialState()));
    assertThat(picture.marked()).isEmpty();
    assertThat(picture.arrowHeads()).isZero();
    assertThat(picture.balls(Ball.LIGHT) + picture.balls(Ball.DARK)).isZero();
  }
}
