package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import org.junit.jupiter.api.Test;

/** {@link PushFourEvaluation} on hand-worked positions: a win at once, two threats, one threat. */
class PushFourEvaluationTest {
  private static final PushFour RULES = PushFour.standard();
  private static final PushFourEvaluation EVALUATION = PushFourEvaluation.standard();

  private static PushFourState position(String text) {
    return RULES.positions().decode(text);
  }

  /** LIGHT to move with b2, c2, d2: a2 and e1 make b2-e2 (PushFourBotsTest's win in one). */
  @Test
  void aPushThatWinsAtOnceIsWorthWinNowToThePlayerToMove() {
    PushFourState state = position(
        "........./.o.....o./........./.......o./........./........./........./.XXX...../......... X 6");
    assertThat(EVALUATION.evaluate(state, Player.FIRST)).isEqualTo(PushFourEvaluation.WIN_NOW);
    assertThat(EVALUATION.evaluate(state, Player.SECOND)).isEqualTo(-PushFourEvaluation.WIN_NOW);
  }

  /**
   * PushFourBotsTest's win in two after LIGHT's e1: LIGHT has c4-e4 (a4 lands on b4) and e2-e4 (e1
   * again makes e2-e5); DARK, to move with three scattered balls, has no four of his own.
   */
  @Test
  void twoWinningPushesOfTheOtherPlayerAreWorthDoubleThreatToHim() {
    PushFourState state = RULES.play(
        position("........./.o.....o./........./.......o./........./..XX...../....XX.../....XX.../......... X 6"),
        RULES.notation().parse("e1"));
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(EVALUATION.evaluate(state, Player.FIRST)).isEqualTo(PushFourEvaluation.DOUBLE_THREAT);
    assertThat(EVALUATION.evaluate(state, Player.SECOND)).isEqualTo(-PushFourEvaluation.DOUBLE_THREAT);
  }

  /**
   * DARK to move; LIGHT has d3-d5, and only d1 (landing on d2) makes his four: a ball reaches d6
   * only from row 6, whose pushes land on b6 or h6. DARK's b8, h8 and h6 make no four.
   *
   * <p>The open windows, counted by hand on the field (columns b-h, rows 2-8): LIGHT's three
   * balls lie in 9 horizontal windows of one ball, vertical windows of 3, 3, 2 and 1 balls (100 +
   * 100 + 10 + 1) and 8 rising and 6 falling diagonal windows of one: 234. DARK's: horizontal 3
   * (b8-e8, e8-h8, e6-h6), vertical 13 (b5-b8; h3-h6, h4-h7 one ball each, h5-h8 two), rising 2
   * (e5-h8, e3-h6), falling 1 (e5-b8): 19. So LIGHT has 215 from the windows and 300 for the
   * threat.
   */
  @Test
  void oneWinningPushOfTheOtherPlayerAddsThreatToTheWindows() {
    PushFourState state = position(
        "........./.o.....o./........./.......o./...X...../...X...../...X...../........./......... o 6");
    assertThat(EVALUATION.evaluate(state, Player.FIRST)).isEqualTo(215 + PushFourEvaluation.THREAT);
    assertThat(EVALUATION.evaluate(state, Player.SECOND)).isEqualTo(-215 - PushFourEvaluation.THREAT);
  }
}
