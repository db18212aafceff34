package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.zertz.internal.ZertzFeatures;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The evaluation's board term on hand-worked positions (basic set, 37 rings): the player to move
 * gets half the progress of the best group he can isolate this turn. Progress of a player holding
 * w, g, b: 6,000 times the largest of w/3, g/4, b/5 and min(w, g, b)/2, plus 3,000 times (w/3 +
 * g/4 + b/5)/3, rounded.
 */
class ZertzEvaluationTest {
  private static final Zertz RULES = Zertz.standard();
  private static final ZertzBoard BOARD = RULES.board();

  private static long bits(String... cells) {
    long mask = 0;
    for (String c : cells) {
      mask |= 1L << BOARD.cell(c);
    }
    return mask;
  }

  private static long[] targets(ZertzState state) {
    long[] out = new long[ZertzFeatures.MAX_TARGETS];
    int count = BOARD.features().isolationTargets(state.rings(), state.occupied(), out);
    return java.util.Arrays.copyOf(out, count);
  }

  @Test
  void aMarbleHangingOnOneFreeRingIsTheMoversToTake() {
    // a1 (white) keeps one link, b2: a2, b1 and b3 are gone. b2 is vacant and free (its
    // neighbour positions a2 and b3, next to each other around it, hold no ring), so the player to
    // move places anywhere else and removes b2: {a1} is cut off, all occupied, and his. Every
    // other ring keeps two links or more, so no other group can be cut off with one removal.
    ZertzState first = Setup.on(RULES).marble('w', "a1").removed("a2", "b1", "b3").state();
    assertThat(targets(first)).containsExactly(bits("a1"));
    // One white: progress 6000/3 + 3000 (1/3)/3 = 2333.3, so 2333; half of it, 1166, for the mover.
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    assertThat(evaluation.bestIsolation(first)).isEqualTo(2_333);
    assertThat(evaluation.evaluate(first, Player.FIRST)).isEqualTo(1_166);
    assertThat(evaluation.evaluate(first, Player.SECOND)).isEqualTo(-1_166);
    ZertzState second = Setup.on(RULES).marble('w', "a1").removed("a2", "b1", "b3").toMove(Player.SECOND).state();
    assertThat(evaluation.evaluate(second, Player.SECOND)).isEqualTo(1_166);
    assertThat(evaluation.evaluate(second, Player.FIRST)).isEqualTo(-1_166);
  }

  @Test
  void aGroupWithOneVacantRingIsTakenWithTheMarblePlacedThereOfTheBestColour() {
    // {a1 white, a2 vacant} hang on b2 alone (b1, b3, a3 and c3 are gone), and b2 is free. The
    // mover places on a2 and removes b2: the group is all occupied and cut off, and his, with the
    // marble he placed. White is best: 2 white, 6000 (2/3) + 3000 (2/3)/3 = 4666.7, so 4667
    // (white and grey: 2000 + 3000 (1/3 + 1/4)/3 = 2583; white and black 2533). Half: 2333.
    ZertzState state = Setup.on(RULES).marble('w', "a1").removed("b1", "b3", "a3", "c3").state();
    assertThat(targets(state)).containsExactly(bits("a1", "a2"));
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    assertThat(evaluation.bestIsolation(state)).isEqualTo(4_667);
    assertThat(evaluation.evaluate(state, Player.FIRST)).isEqualTo(2_333);
    // With no white left in the pool (all five held by SECOND, who then needs no more: the game
    // would be over, so here SECOND holds 2 and the board the other 3), grey is best: 2583.
    ZertzState noWhite = Setup.on(RULES).marble('w', "a1", "d4", "g1").removed("b1", "b3", "a3", "c3")
        .held(Player.SECOND, 2, 0, 0).state();
    assertThat(noWhite.pool(Marble.WHITE)).isZero();
    assertThat(evaluation.bestIsolation(noWhite)).isEqualTo(2_583);
  }

  @Test
  void anOpenBoardOrAPendingCaptureAddsNothing() {
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    assertThat(targets(RULES.initialState())).isEmpty();
    assertThat(evaluation.bestIsolation(RULES.initialState())).isZero();
    // A capture is pending (black on d4 next to white on d5): the search plays it out first, so
    // the evaluation is the progress alone. FIRST holds 2 white: 6000 (2/3) + 3000 (2/9) = 4667.
    ZertzState capture = RULES.positions()
        .decode("37 ..../...../....../...bw../....../...../.... 2,7,8 2,0,0 0,0,0 1 0 0");
    assertThat(evaluation.bestIsolation(capture)).isZero();
    assertThat(evaluation.evaluate(capture, Player.FIRST)).isEqualTo(4_667);
  }

  @Test
  void theQuietMoveBoundIsTheMaterialWithEveryIsolatableGroupAndOneMarbleMore() {
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    assertThat(evaluation.quietMoveBound(RULES.initialState())).isZero();
    // Nothing to isolate: FIRST's 2 white (6000 (2/3) + 3000 (2/9) = 4667) less SECOND's black
    // (6000/5 + 3000 (1/15) = 1400).
    ZertzState held = Setup.on(RULES).held(Player.FIRST, 2, 0, 0).held(Player.SECOND, 0, 0, 1).state();
    assertThat(evaluation.quietMoveBound(held)).isEqualTo(3_267);
    assertThat(evaluation.quietMoveBound(Setup.on(RULES).held(Player.FIRST, 2, 0, 0)
        .held(Player.SECOND, 0, 0, 1).toMove(Player.SECOND).state())).isEqualTo(-3_267);
    // a1 (white) can be cut off: with it and one marble more, white is best, 2 white: 4667
    // (white and grey 2583, white and black 2533). A move takes only a1: 2333, within the bound.
    ZertzState hanging = Setup.on(RULES).marble('w', "a1").removed("a2", "b1", "b3").state();
    assertThat(evaluation.quietMoveBound(hanging)).isEqualTo(4_667);
  }

  @Test
  void aPlacementIsQuietWhereNoMarbleCanJumpAfterItAndNoGroupIsCutOff() {
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    // Black on d4 alone. White on d5, next to it in its column, lets either jump over the other
    // (to d6 or d3, both vacant): a capture follows. White on a4, far from it, lets nothing jump.
    ZertzState lone = RULES.positions()
        .decode("37 ..../...../....../...b.../....../...../.... 5,7,8 0,0,0 0,0,0 1 0 0");
    Predicate<ZertzMove> quiet = evaluation.quietPlacements(lone);
    assertThat(quiet.test(legal(lone, "Wd5,a1"))).isFalse();
    assertThat(quiet.test(legal(lone, "Wa4,g4"))).isTrue();
    // a1 (white) hangs on b2 alone (a2, b1 and b3 are gone): removing b2 cuts it off and captures
    // it, so that placement is not one to leave unplayed; removing a far ring cuts nothing off.
    ZertzState hanging = Setup.on(RULES).marble('w', "a1").removed("a2", "b1", "b3").state();
    Predicate<ZertzMove> test = evaluation.quietPlacements(hanging);
    assertThat(test.test(legal(hanging, "Wg1,b2"))).isFalse();
    assertThat(test.test(legal(hanging, "Wg1,g4"))).isTrue();
    // A pending capture: every move is a capture, none is a quiet placement.
    ZertzState capture = RULES.positions()
        .decode("37 ..../...../....../...bw../....../...../.... 2,7,8 2,0,0 0,0,0 1 0 0");
    Predicate<ZertzMove> captures = evaluation.quietPlacements(capture);
    assertThat(RULES.legalMoves(capture)).isNotEmpty().noneMatch(captures);
  }

  private static ZertzMove legal(ZertzState state, String text) {
    ZertzMove move = RULES.notation().parse(text);
    assertThat(RULES.legalMoves(state)).as(text).contains(move);
    return move;
  }

  @Test
  void theQuietMoveBoundRefusesAPendingCapture() {
    ZertzState capture = RULES.positions()
        .decode("37 ..../...../....../...bw../....../...../.... 2,7,8 2,0,0 0,0,0 1 0 0");
    assertThatThrownBy(() -> ZertzEvaluation.standard().quietMoveBound(capture))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("quietMoveBound needs a position with no capture pending: " + capture);
  }

  @Test
  void capturesCostTheSearchNoDepth() {
    assertThat(ZertzEvaluation.standard().extendsNotQuiet()).isTrue();
  }
}
