package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import org.junit.jupiter.api.Test;

/**
 * {@link PikkPakkEvaluation}'s terms on hand-built positions, each term's expected value counted
 * from the position text and the rules' legal moves (the weights are the documented ones).
 */
class PikkPakkEvaluationTest {
  private static final int PER_MOVE = 480;
  private static final int PER_BALL = 2_000;
  private static final int[] SIEGE = {0, 100, 400, 1_600};
  private static final int[] CAPTURE_SIEGE = {0, 900, 3_600, 14_400};

  /*
   * The TARGET on the rim (a1), so the siege counts 0 for both. LIGHT has 5 balls (c7, d7, d3, e3,
   * g5), DARK 3 (e7, e5, b9): LIGHT is two balls up, as after two of DARK's balls pushed off.
   */
  private static final String BOARD =
      ".o......./........./..XXo..../........./....o.X../........./...XX..../........./R........";

  /*
   * The TARGET on e5 with LIGHT on d5, f5 and e6 (3 of its neighbours) and DARK on e4 (1);
   * LIGHT has 5 balls (also c8, h2), DARK 4 (also b9, g8, b3).
   */
  private static final String SIEGED =
      ".o......./..X...o../........./....X..../...XRX.../....o..../.o......./.......X./.........";

  /*
   * The joint opening after 16 placements, LIGHT to place. LIGHT: b2, c2, d2, e2 (row 2: 4 of its
   * 7 points, so LIGHT's majority is certain), b3, b4, b5 (column b: b2 to b5, certain too), d5.
   * DARK: h3, h4, h5, h6 (column h, certain for DARK), f5, e6, c8, d8. No other line has a
   * certain majority (row 5: 2 against 2; column d: 2 against 1 with 4 points empty). The TARGET
   * on e5 has LIGHT's d5 and DARK's f5 and e6 around it. Current majorities would count
   * LIGHT's row 2, column b and column d against DARK's rows 6 and 8 and columns f and h: -1.
   */
  private static final String PLACING =
      "........./..oo...../........./....o..o./.X.XRo.o./.X.....o./.X.....o./.XXXX..../.........";

  private static PikkPakkState decode(PikkPakk rules, String board, String side) {
    return rules.positions().decode(board + " " + side + " 0");
  }

  private static int pushes(PikkPakk rules, String board, String side) {
    return rules.legalMoves(decode(rules, board, side)).size();
  }

  @Test
  void theCaptureVariantWeighsTheSiegeHigher() {
    PikkPakk rules = PikkPakk.builder().capture(true).build();
    int mobility = PER_MOVE * (pushes(rules, SIEGED, "X") - pushes(rules, SIEGED, "o"));

    assertThat(PikkPakkEvaluation.of(rules).evaluate(decode(rules, SIEGED, "X"), Player.FIRST))
        .isEqualTo(CAPTURE_SIEGE[3] - CAPTURE_SIEGE[1] + mobility + PER_BALL * (5 - 4));
  }

  @Test
  void theBasicGameWeighsTheSiegeAsTuned() {
    PikkPakk rules = PikkPakk.standard();
    int mobility = PER_MOVE * (pushes(rules, SIEGED, "X") - pushes(rules, SIEGED, "o"));

    assertThat(PikkPakkEvaluation.of(rules).evaluate(decode(rules, SIEGED, "X"), Player.FIRST))
        .isEqualTo(SIEGE[3] - SIEGE[1] + mobility);
  }

  @Test
  void theCaptureVariantCountsTheBallsOnTheBoard() {
    PikkPakk rules = PikkPakk.builder().capture(true).build();
    int mobility = PER_MOVE * (pushes(rules, BOARD, "X") - pushes(rules, BOARD, "o"));
    PikkPakkState state = decode(rules, BOARD, "X");

    assertThat(PikkPakkEvaluation.of(rules).evaluate(state, Player.FIRST))
        .isEqualTo(mobility + PER_BALL * (5 - 3));
    assertThat(PikkPakkEvaluation.of(rules).evaluate(state, Player.SECOND))
        .isEqualTo(-mobility - PER_BALL * (5 - 3));
  }

  @Test
  void theJointOpeningCountsTheLinesWhoseMajorityIsCertain() {
    PikkPakk rules = PikkPakk.builder().jointOpening(true).build();
    PikkPakkState state = rules.positions().decode(PLACING + " X 16");
    int certain = 2 * PER_MOVE * (2 - 1);
    int siege = SIEGE[1] - SIEGE[2];
    PikkPakkEvaluation evaluation = PikkPakkEvaluation.of(rules);

    assertThat(evaluation.evaluate(state, Player.FIRST)).isEqualTo(certain + siege);
    assertThat(evaluation.evaluate(state, Player.SECOND)).isEqualTo(-certain - siege);
  }

  @Test
  void withoutCapturesTheBallsDoNotCount() {
    PikkPakk rules = PikkPakk.standard();
    int mobility = PER_MOVE * (pushes(rules, BOARD, "X") - pushes(rules, BOARD, "o"));

    assertThat(PikkPakkEvaluation.of(rules).evaluate(decode(rules, BOARD, "X"), Player.FIRST))
        .isEqualTo(mobility);
  }
}
