package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import org.junit.jupiter.api.Test;

/** {@link FiveShiftEvaluation}'s open windows of five, counted by hand on the 9x9 board. */
class FiveShiftEvaluationTest {
  private static final FiveShift RULES = FiveShift.standard();
  private static final FiveShiftEvaluation EVALUATION = FiveShiftEvaluation.standard();

  @Test
  void anEmptyBoardIsEven() {
    assertThat(EVALUATION.evaluate(RULES.initialState(), Player.FIRST)).isZero();
  }

  @Test
  void oneBallInTheCentreOpensTwentyWindows() {
    // e5 is the middle of its row, its column and both diagonals, each 9 points long: 5 windows of
    // five contain it in each of the four lines, 20 in all, each worth 1 with one ball.
    FiveShiftState state = RULES.play(RULES.initialState(), RULES.notation().parse("e5"));
    assertThat(EVALUATION.evaluate(state, Player.FIRST)).isEqualTo(20);
    assertThat(EVALUATION.evaluate(state, Player.SECOND)).isEqualTo(-20);
  }

  @Test
  void aWindowWithBothColoursIsWorthNothing() {
    // LIGHT e5, DARK e6. Column e's windows are rows 1-5 to 5-9: e6 lies in 2-6 to 5-9, which
    // all hold e5 too and count for no one; 1-5 is LIGHT's alone.
    // LIGHT e5: column 1, row 5's 5 windows, its two 9-point diagonals' 5 + 5: 16.
    // DARK e6: column 0, row 6's 5 windows, its two diagonals (8 points each, a2-h9 and b9-i2;
    // e6 lies in all 4 windows of each): 4 + 4; 13.
    FiveShiftState state = RULES.play(RULES.initialState(), RULES.notation().parse("e5"));
    state = RULES.play(state, RULES.notation().parse("e6"));
    assertThat(EVALUATION.evaluate(state, Player.FIRST)).isEqualTo(16 - 13);
  }
}
