package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.internal.SvgPicture;
import org.junit.jupiter.api.Test;

/** Pictures of intarsia positions: the pattern and its goal, the last rotation. */
class IntarsiaSvgTest {
  private static final IntarsiaPuzzle PUZZLE =
      IntarsiaPuzzle.of(Pattern.spiral(), Pattern.chessboard());

  @Test
  void thePatternAndTheGoalAreBothDrawn() throws Exception {
    SvgPicture picture = new SvgPicture(IntarsiaSvg.render(PUZZLE, PUZZLE.initialState()));
    assertThat(picture.title()).contains("Intarsia").contains("FIRST to move");
    // The current pattern and the goal: 24 + 24 of each colour, two TARGETs.
    assertThat(picture.balls(Ball.LIGHT)).isEqualTo(48);
    assertThat(picture.balls(Ball.DARK)).isEqualTo(48);
    assertThat(picture.balls(Ball.TARGET)).isEqualTo(2);
    assertThat(picture.coordinates())
        .containsExactlyInAnyOrder("a", "b", "c", "d", "e", "f", "g", "1", "2", "3", "4", "5", "6", "7");
    assertThat(picture.texts()).contains("goal");
    assertThat(picture.marked()).isEmpty();
  }

  @Test
  void aRotationRingsItsWholeLine() throws Exception {
    Rotation move = Rotation.parse("4>");
    IntarsiaState state = PUZZLE.play(PUZZLE.initialState(), move);
    SvgPicture picture = new SvgPicture(IntarsiaSvg.render(PUZZLE, state, move));
    assertThat(picture.marked()).containsExactlyInAnyOrder("a4", "b4", "c4", "d4", "e4", "f4", "g4");
    assertThat(picture.arrowHeads()).isEqualTo(1);
    // Row 4 of the spiral, XoXRXoX, rotated right: XXoXRXo, so the TARGET is now on e4.
    assertThat(picture.pointsOf(Ball.TARGET)).contains("e4").doesNotContain("d4");
    assertThat(picture.texts()).contains("1 rotation made");
    IntarsiaPuzzle limited = PUZZLE.toBuilder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(2000)).build();
    assertThat(new SvgPicture(IntarsiaSvg.render(limited, state, move)).texts())
        .contains("1 rotation made, ply limit 2000");
  }
}
