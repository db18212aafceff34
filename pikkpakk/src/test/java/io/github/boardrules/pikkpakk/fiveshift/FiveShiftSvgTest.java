package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.SvgPicture;
import java.util.SplittableRandom;
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

  @Test
  void aPhaseTwoShiftRingsItsSevenBallsAndThePointBeyond() throws Exception {
    FiveShiftState start = PhaseTwoStarts.draw(RULES, new SplittableRandom(7));
    PikkPakkMove shift = RULES.legalMoves(start).get(0);
    FiveShiftState state = RULES.play(start, shift);
    SvgPicture picture = new SvgPicture(FiveShiftSvg.render(RULES, state, shift));
    // A phase-2 shift moves a run of exactly 7 balls one point: its 7 points and the one beyond.
    int step = shift.direction().step();
    Point beyond = step > 0
        ? (shift.direction().isHorizontal()
            ? Point.of(shift.to().column() + 1, shift.to().row())
            : Point.of(shift.to().column(), shift.to().row() + 1))
        : (shift.direction().isHorizontal()
            ? Point.of(shift.from().column() - 1, shift.from().row())
            : Point.of(shift.from().column(), shift.from().row() - 1));
    assertThat(picture.marked())
        .hasSize(8)
        .contains(shift.from().toString(), shift.to().toString(), beyond.toString());
    assertThat(picture.arrowHeads()).isEqualTo(1);
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT));
    assertThat(picture.balls(Ball.DARK)).isEqualTo(state.count(Ball.DARK));
    assertThat(String.join("|", picture.texts())).contains("phase 2: shifting");
  }
}
