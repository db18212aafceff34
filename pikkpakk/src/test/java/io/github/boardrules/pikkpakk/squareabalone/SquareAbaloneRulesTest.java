package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions for each rule of the game and each option a–f. */
class SquareAbaloneRulesTest {
  private static final SquareAbalone STANDARD = SquareAbalone.standard();

  /** Reads a board given as rows from the top (row 9) down, then the rest of the position text. */
  static SquareAbaloneState position(SquareAbalone rules, String tail, String... rowsFromTop) {
    return rules.positions().decode(String.join("/", rowsFromTop) + " " + tail);
  }

  static List<String> notations(List<SquareAbaloneMove> moves) {
    List<String> out = new ArrayList<>();
    for (SquareAbaloneMove m : moves) {
      out.add(m.toString());
    }
    return out;
  }

  static void assertIllegal(
      SquareAbalone rules, SquareAbaloneState state, String move, SquareAbaloneReason reason,
      String messagePart) {
    Legality legality = rules.check(state, SquareAbaloneMove.parse(move));
    assertThat(legality.reason()).as("%s: %s", move, legality).contains(reason);
    assertThat(legality.message()).contains(messagePart);
    assertThatThrownBy(() -> rules.play(state, SquareAbaloneMove.parse(move)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining(messagePart);
  }

  /** The board of a state as rows from the top, for comparing with a hand-written board. */
  static String board(SquareAbaloneState state) {
    String text = state.toString();
    return text.substring(0, text.indexOf(' '));
  }

  private static final String EMPTY = ".........";

  @Test
  void theDefaultOpeningHasLightOnRowsOneAndTwoAndDarkOnEightAndNine() {
    SquareAbaloneState start = STANDARD.initialState();
    assertThat(start.render())
        .isEqualTo(
            "   a b c d e f g h i\n"
                + "9  o o o o o o o o o\n"
                + "8  o o o o o o o o o\n"
                + "7  . . . . . . . . .\n"
                + "6  . . . . . . . . .\n"
                + "5  . . . . . . . . .\n"
                + "4  . . . . . . . . .\n"
                + "3  . . . . . . . . .\n"
                + "2  X X X X X X X X X\n"
                + "1  X X X X X X X X X\n"
                + "X to move, ply 0; pushed off: by X 0, by o 0\n");
    assertThat(start.count(Ball.LIGHT)).isEqualTo(18);
    assertThat(start.count(Ball.DARK)).isEqualTo(18);
    assertThat(STANDARD.toMove(start)).isEqualTo(Player.FIRST);
  }

  @Test
  void fromTheOpeningLightPushesEachColumnPairUpAndNothingElse() {
    // Rows 1 and 2 are 9-runs reaching both edges: pushing them drops an own ball. Each column's
    // pair a1-a2 can go up into the empty a3, not down (a1 would fall).
    assertThat(notations(STANDARD.legalMoves(STANDARD.initialState())))
        .containsExactly(
            "a1-a2^", "b1-b2^", "c1-c2^", "d1-d2^", "e1-e2^", "f1-f2^", "g1-g2^", "h1-h2^", "i1-i2^");
    assertIllegal(STANDARD, STANDARD.initialState(), "a2-i2>", SquareAbaloneReason.OWN_BALL_OFF,
        "LIGHT ball on i2 would fall off");
    assertIllegal(STANDARD, STANDARD.initialState(), "c1-c2v", SquareAbaloneReason.OWN_BALL_OFF,
        "c1 would fall off");
  }

  @Test
  void aRunWithTheMajorityPushesTheOpponentsBallOffAndScores() {
    SquareAbaloneState state =
        position(STANDARD, "X 10 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "......XXo", EMPTY, EMPTY, EMPTY, EMPTY);
    SquareAbaloneState after = STANDARD.play(state, SquareAbaloneMove.parse("g5-i5>"));
    assertThat(board(after)).isEqualTo(String.join("/", EMPTY, EMPTY, EMPTY, EMPTY, ".......XX", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(after.captured(Player.FIRST)).isEqualTo(1);
    assertThat(after.captured(Player.SECOND)).isZero();
    assertThat(after.toMove()).isEqualTo(Player.SECOND);
    // Left, the run moves into the empty f5 and nothing falls.
    SquareAbaloneState left = STANDARD.play(state, SquareAbaloneMove.parse("g5-i5<"));
    assertThat(board(left)).isEqualTo(String.join("/", EMPTY, EMPTY, EMPTY, EMPTY, ".....XXo.", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(left.captured(Player.FIRST)).isZero();
  }

  @Test
  void theRunMustBeMaximalWithAStrictMajority() {
    SquareAbaloneState dark =
        position(STANDARD, "o 10 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "...XXoo..", EMPTY, EMPTY, EMPTY, EMPTY);
    assertIllegal(STANDARD, dark, "d5-g5>", SquareAbaloneReason.NO_MAJORITY, "holds 2 DARK and 2 LIGHT");
    assertIllegal(STANDARD, dark, "f5-g5>", SquareAbaloneReason.NOT_MAXIMAL, "goes on to e5");
    assertIllegal(STANDARD, dark, "f5-h5>", SquareAbaloneReason.NOT_A_RUN, "no ball on h5");
    // Each ball alone in its column is a run of one: DARK pushes f5 and g5 up and down.
    assertThat(notations(STANDARD.legalMoves(dark))).containsExactly("f5^", "f5v", "g5^", "g5v");
  }

  @Test
  void optionAPushesAsManyPointsAsTheRunHoldsOwnBalls() {
    SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
    SquareAbaloneState start = STANDARD.initialState();
    assertIllegal(STANDARD, start, "c1-c2^2", SquareAbaloneReason.TOO_FAR, "pushed one point");
    SquareAbaloneState after = a.play(start, SquareAbaloneMove.parse("c1-c2^2"));
    assertThat(board(after))
        .isEqualTo("ooooooooo/ooooooooo/........./........./........./..X....../..X....../XX.XXXXXX/XX.XXXXXX");
    assertIllegal(a, start, "c1-c2^3", SquareAbaloneReason.TOO_FAR, "holds 2 LIGHT balls");
    // Hand count: each of the 9 column pairs goes up 1 (the basic push) or 2 points.
    assertThat(a.legalMoves(start)).hasSize(18);
  }

  /**
   * The seed's option a: "annyi pozícióval tolható el egy-egy sor, ahány saját golyót
   * tartalmaz" — a run moves as many points as it holds own balls. Exactly that many: a run of
   * three LIGHT balls moves 1 point (the basic push) or 3, never 2, which an "up to" reading
   * would allow.
   */
  @Test
  void optionAIsExactlyTheOwnBallCountNotUpToIt() {
    SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
    SquareAbaloneState state =
        position(a, "X 0 0 0", "o........", EMPTY, EMPTY, EMPTY, "XXX......", EMPTY, EMPTY, EMPTY, EMPTY);
    assertIllegal(a, state, "a5-c5>2", SquareAbaloneReason.TOO_FAR,
        "holds 3 LIGHT balls: with option a it is pushed one point or exactly 3 points");
    assertThat(board(a.play(state, SquareAbaloneMove.parse("a5-c5>3"))))
        .isEqualTo(String.join("/", "o........", EMPTY, EMPTY, EMPTY, "...XXX...", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(board(a.play(state, SquareAbaloneMove.parse("a5-c5>"))))
        .isEqualTo(String.join("/", "o........", EMPTY, EMPTY, EMPTY, ".XXX.....", EMPTY, EMPTY, EMPTY, EMPTY));
    // Pushing left would drop a5, LIGHT's own ball; the three balls are runs of one in their
    // columns, each pushed one point up or down (one own ball: option a adds nothing).
    assertThat(notations(a.legalMoves(state)))
        .containsExactly("a5-c5>", "a5-c5>3", "a5^", "a5v", "b5^", "b5v", "c5^", "c5v");
    assertIllegal(a, state, "a5^2", SquareAbaloneReason.TOO_FAR,
        "holds 1 LIGHT ball: with option a it is still pushed one point only, not 2");
  }

  /**
   * Options a and b without c: a run that meets balls pushes them along whatever their colours;
   * the majority is checked on the run chosen, not on the lengthened one (the README's example).
   */
  @Test
  void withoutOptionCTheRunPushesTheBallsItMeetsWhateverTheirColours() {
    SquareAbalone b = SquareAbalone.builder().anyDistance(true).build();
    SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
    String start = String.join("/", "o........", EMPTY, EMPTY, EMPTY, "XX.ooo...", EMPTY, EMPTY, EMPTY, EMPTY);
    SquareAbaloneState state = b.positions().decode(start + " X 0 0 0");
    // LIGHT's pair meets DARK's three after one point; the five balls, three of them DARK, move
    // on, and at the fifth point DARK's leading ball falls off and counts for LIGHT.
    SquareAbaloneState five = b.play(state, SquareAbaloneMove.parse("a5-b5>5"));
    assertThat(five.toString()).isEqualTo(
        String.join("/", "o........", EMPTY, EMPTY, EMPTY, ".....XXoo", EMPTY, EMPTY, EMPTY, EMPTY)
            + " o 1 1 0");
    SquareAbaloneState six = b.play(state, SquareAbaloneMove.parse("a5-b5>6"));
    assertThat(board(six)).isEqualTo(
        String.join("/", "o........", EMPTY, EMPTY, EMPTY, "......XXo", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(six.captured(Player.FIRST)).isEqualTo(2);
    assertIllegal(b, state, "a5-b5>8", SquareAbaloneReason.OWN_BALL_OFF, "LIGHT ball on i5");
    // With option a the pair goes exactly 2 points and pushes the DARK run one point on.
    SquareAbaloneState two = a.play(a.positions().decode(start + " X 0 0 0"), SquareAbaloneMove.parse("a5-b5>2"));
    assertThat(board(two)).isEqualTo(
        String.join("/", "o........", EMPTY, EMPTY, EMPTY, "..XXooo..", EMPTY, EMPTY, EMPTY, EMPTY));
    // DARK's own run d5-f5 could not have been pushed by LIGHT: the majority counts the chosen run.
    assertIllegal(b, state, "d5-f5<", SquareAbaloneReason.NO_MAJORITY, "holds 0 LIGHT and 3 DARK");
  }

  @Test
  void optionBPushesAnyDistanceAndTheLengthenedRunKeepsBeingPushed() {
    SquareAbalone b = SquareAbalone.builder().anyDistance(true).build();
    SquareAbalone a = SquareAbalone.builder().distanceByOwnBalls(true).build();
    SquareAbaloneState start = STANDARD.initialState();
    assertIllegal(STANDARD, start, "c1-c2^6", SquareAbaloneReason.TOO_FAR, "pushed one point");
    assertIllegal(a, start, "c1-c2^6", SquareAbaloneReason.TOO_FAR, "one point or exactly 2 points");
    // Five points through c3-c7, then the pair meets c8-c9 and pushes it: c9's DARK ball falls.
    SquareAbaloneState six = b.play(start, SquareAbaloneMove.parse("c1-c2^6"));
    assertThat(board(six))
        .isEqualTo("ooooooooo/ooXoooooo/..X....../........./........./........./........./XX.XXXXXX/XX.XXXXXX");
    assertThat(six.captured(Player.FIRST)).isEqualTo(1);
    // One point more: the second DARK ball falls too.
    SquareAbaloneState seven = b.play(start, SquareAbaloneMove.parse("c1-c2^7"));
    assertThat(board(seven))
        .isEqualTo("ooXoooooo/ooXoooooo/........./........./........./........./........./XX.XXXXXX/XX.XXXXXX");
    assertThat(seven.captured(Player.FIRST)).isEqualTo(2);
    // An eighth point would drop LIGHT's own c2 ball.
    assertIllegal(b, start, "c1-c2^8", SquareAbaloneReason.OWN_BALL_OFF, "LIGHT ball on c9");
    // Hand count: each column pair goes up 1 to 7 points.
    assertThat(b.legalMoves(start)).hasSize(63);
  }

  @Test
  void optionCStopsTheRunAtTheFirstBallItMeets() {
    SquareAbalone bc = SquareAbalone.builder().anyDistance(true).stopOnCollision(true).build();
    SquareAbalone b = SquareAbalone.builder().anyDistance(true).build();
    SquareAbaloneState start = STANDARD.initialState();
    // Allowed with c (and b), refused by the default game: five points through empty points.
    assertIllegal(STANDARD, start, "c1-c2^5", SquareAbaloneReason.TOO_FAR, "pushed one point");
    SquareAbaloneState five = bc.play(start, SquareAbaloneMove.parse("c1-c2^5"));
    assertThat(board(five))
        .isEqualTo("ooooooooo/ooooooooo/..X....../..X....../........./........./........./XX.XXXXXX/XX.XXXXXX");
    // What c takes away from b: the sixth point would hit c8.
    assertThat(b.isLegal(start, SquareAbaloneMove.parse("c1-c2^6"))).isTrue();
    assertIllegal(bc, start, "c1-c2^6", SquareAbaloneReason.BLOCKED,
        "meets the ball on c8 and, with option c, passes through empty points only: the collision"
            + " stops the push after 5 points, which is the move c1-c2^5");
    assertThat(bc.legalMoves(start)).hasSize(45);
  }

  @Test
  void optionDContinuesAfterACollisionWhileTheMoverKeepsTheMajority() {
    SquareAbalone bc = SquareAbalone.builder().anyDistance(true).stopOnCollision(true).build();
    SquareAbalone bcd = bc.toBuilder().continueWithMajority(true).build();
    SquareAbaloneState state =
        position(STANDARD, "X 10 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "XXX..o...", EMPTY, EMPTY, "XX.oo....", EMPTY);
    // a5-c5 goes two points to c5-e5, then meets f5: the lengthened run XXXo keeps LIGHT's 3-1.
    assertIllegal(STANDARD, state, "a5-c5>3", SquareAbaloneReason.TOO_FAR, "pushed one point");
    assertIllegal(bc, state, "a5-c5>3", SquareAbaloneReason.BLOCKED,
        "At point 3 of the push the run meets the ball on f5");
    SquareAbaloneState after = bcd.play(state, SquareAbaloneMove.parse("a5-c5>3"));
    assertThat(board(after))
        .isEqualTo(String.join("/", EMPTY, EMPTY, EMPTY, EMPTY, "...XXXo..", EMPTY, EMPTY, "XX.oo....", EMPTY));
    // a2-b2 meets d2-e2 after one point: XXoo is a tie, so the push stops there.
    assertThat(bcd.isLegal(state, SquareAbaloneMove.parse("a2-b2>"))).isTrue();
    assertIllegal(bcd, state, "a2-b2>2", SquareAbaloneReason.MAJORITY_LOST_IN_COLLISION,
        "the lengthened run b2-e2 holds 2 LIGHT and 2 DARK balls, and with option d the push goes on"
            + " only with the mover's majority: the collision stops the push after 1 point, which is"
            + " the move a2-b2>");
  }

  @Test
  void optionEMovesAPureRunSidewaysIntoEmptyPoints() {
    SquareAbalone e = SquareAbalone.builder().sidewaysMoves(true).build();
    SquareAbaloneState start = STANDARD.initialState();
    assertIllegal(STANDARD, start, "b2-d2^", SquareAbaloneReason.SIDEWAYS_NOT_ALLOWED, "option e");
    SquareAbaloneState after = e.play(start, SquareAbaloneMove.parse("b2-d2^"));
    assertThat(board(after))
        .isEqualTo("ooooooooo/ooooooooo/........./........./........./........./.XXX...../X...XXXXX/XXXXXXXXX");
    assertIllegal(e, start, "b1-d1^", SquareAbaloneReason.BLOCKED, "b2 holds a ball");
    assertIllegal(e, start, "a1-a2<", SquareAbaloneReason.LEAVES_BOARD, "off the board");
    // Hand count: the 9 column pushes and the 36 parts of row 2 (2 to 9 balls) moving up.
    assertThat(e.legalMoves(start)).hasSize(9 + 36);
    SquareAbaloneState mixed =
        position(e, "X 10 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "..XXo....", EMPTY, EMPTY, EMPTY, EMPTY);
    assertIllegal(e, mixed, "c5-e5^", SquareAbaloneReason.NOT_OWN_BALLS, "e5 holds a DARK ball");
    assertThat(e.isLegal(mixed, SquareAbaloneMove.parse("c5-d5^"))).isTrue();
  }

  @Test
  void optionFAllowsPushingOffOwnBallsWhichCountForTheOpponent() {
    SquareAbalone f = SquareAbalone.builder().ownBallsOff(true).build();
    SquareAbaloneState state =
        position(STANDARD, "X 10 0 0", EMPTY, EMPTY, EMPTY, EMPTY, "......oXX", EMPTY, EMPTY, EMPTY, EMPTY);
    assertIllegal(STANDARD, state, "g5-i5>", SquareAbaloneReason.OWN_BALL_OFF, "needs option f");
    SquareAbaloneState after = f.play(state, SquareAbaloneMove.parse("g5-i5>"));
    assertThat(board(after))
        .isEqualTo(String.join("/", EMPTY, EMPTY, EMPTY, EMPTY, ".......oX", EMPTY, EMPTY, EMPTY, EMPTY));
    assertThat(after.captured(Player.SECOND)).as("the own goal counts for DARK").isEqualTo(1);
    assertThat(after.captured(Player.FIRST)).isZero();
    // From the opening, f adds the four row pushes and nine column pushes down.
    assertThat(f.legalMoves(STANDARD.initialState())).hasSize(9 + 4 + 9);
  }

  @Test
  void theNthCaptureWins() {
    String[] rows = {EMPTY, EMPTY, EMPTY, EMPTY, "......XXo", EMPTY, EMPTY, EMPTY, "o........"};
    SquareAbaloneState eight = position(STANDARD, "X 30 8 0", rows);
    assertThat(STANDARD.status(eight).isOngoing()).isTrue();
    SquareAbaloneState after = STANDARD.play(eight, SquareAbaloneMove.parse("g5-i5>"));
    Status status = STANDARD.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(SquareAbaloneTermination.CAPTURES);
    assertThat(status.description()).isEqualTo("LIGHT has pushed off 9 DARK balls (the game is played to 9)");
    assertThat(STANDARD.legalMoves(after)).isEmpty();
    assertIllegal(STANDARD, after, "a1^", SquareAbaloneReason.GAME_OVER, "pushed off 9");
  }

  @Test
  void aCustomNEndsTheGameEarlier() {
    SquareAbalone three = SquareAbalone.builder().winAt(3).build();
    String[] rows = {EMPTY, EMPTY, EMPTY, EMPTY, "......XXo", EMPTY, EMPTY, EMPTY, "o........"};
    SquareAbaloneState two = position(three, "X 30 2 0", rows);
    SquareAbaloneState after = three.play(two, SquareAbaloneMove.parse("g5-i5>"));
    assertThat(three.status(after).winner()).contains(Player.FIRST);
    assertThat(STANDARD.status(STANDARD.play(position(STANDARD, "X 30 2 0", rows), SquareAbaloneMove.parse("g5-i5>"))).isOngoing())
        .as("the same push with N = 9").isTrue();
  }

  @Test
  void whenBothReachNInOneMoveTheMoverWinsAndAnOwnGoalAloneLoses() {
    SquareAbalone bf = SquareAbalone.builder().anyDistance(true).ownBallsOff(true).build();
    String[] rows = {EMPTY, EMPTY, EMPTY, EMPTY, "....XXXoX", EMPTY, EMPTY, EMPTY, "o.......X"};
    SquareAbaloneState state = position(bf, "X 30 8 8", rows);
    // Two points: i5's LIGHT ball falls (DARK's 9th), then the DARK ball behind it (LIGHT's 9th).
    SquareAbaloneState both = bf.play(state, SquareAbaloneMove.parse("e5-i5>2"));
    assertThat(both.captured(Player.FIRST)).isEqualTo(9);
    assertThat(both.captured(Player.SECOND)).isEqualTo(9);
    assertThat(bf.status(both).winner()).contains(Player.FIRST);
    // One point: only the own goal, which gives DARK the game.
    SquareAbaloneState ownGoal = bf.play(state, SquareAbaloneMove.parse("e5-i5>"));
    assertThat(bf.status(ownGoal).winner()).contains(Player.SECOND);
    assertThat(bf.status(ownGoal).termination()).contains(SquareAbaloneTermination.CAPTURES);
  }

  @Test
  void aPlayerWithoutALegalMoveLoses() {
    // LIGHT's only ball e5 is outnumbered in its row run d5-f5 and its column run e4-e6.
    SquareAbaloneState state =
        position(STANDARD, "X 20 0 0", EMPTY, EMPTY, EMPTY, "....o....", "...oXo...", "....o....", EMPTY, EMPTY, EMPTY);
    assertThat(STANDARD.legalMoves(state)).isEmpty();
    Status status = STANDARD.status(state);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(SquareAbaloneTermination.NO_LEGAL_MOVE);
    assertThat(status.description()).isEqualTo("LIGHT has no legal move and loses");
  }

  @Test
  void thePlyLimitOptionDraws() {
    SquareAbalone limited = SquareAbalone.builder()
        .drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
    SquareAbaloneState after = limited.play(limited.initialState(), SquareAbaloneMove.parse("e1-e2^"));
    Status status = limited.status(after);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(SquareAbaloneTermination.PLY_LIMIT);
    assertThat(status.description()).isEqualTo("the ply limit of 1 was reached");
    assertThat(limited.legalMoves(after)).isEmpty();
    assertThat(limited.plyBound()).hasValue(1);
    assertThat(limited.drawOptions().plyLimit()).hasValue(1);
    assertThat(limited.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(STANDARD);
  }

  @Test
  void withoutTheOptionNoGameIsDrawnPastTenThousandPlies() {
    // Issue 14: the standard game drew at ply 10,000 (a "safety bound") although the rules know
    // no draw. The opening at and past that ply goes on with LIGHT's 9 pushes.
    assertThat(STANDARD.plyBound()).isEmpty();
    assertThat(STANDARD.drawOptions().plyLimit()).isEmpty();
    String opening = board(STANDARD.initialState());
    for (int ply : new int[] {9_999, 10_000, 10_001, 1_000_000}) {
      SquareAbaloneState late = STANDARD.positions().decode(opening + " X " + ply + " 0 0");
      assertThat(STANDARD.status(late).isOngoing()).as("ply %d", ply).isTrue();
      assertThat(STANDARD.legalMoves(late)).as("ply %d", ply).hasSize(9);
    }
    // Pushes back and forth across ply 10,000: LIGHT's e1-e2 up and down, DARK's e8-e9 likewise.
    SquareAbaloneState state = STANDARD.positions().decode(opening + " X 9996 0 0");
    String[] cycle = {"e1-e2^", "e8-e9v", "e2-e3v", "e7-e8^"};
    for (int k = 0; k < 12; k++) {
      state = STANDARD.play(state, SquareAbaloneMove.parse(cycle[k % 4]));
      assertThat(STANDARD.status(state).isOngoing()).as("after ply %d", state.ply()).isTrue();
    }
    assertThat(state).isEqualTo(STANDARD.positions().decode(opening + " X 10008 0 0"));
  }

  @Test
  void theJointOpeningPlacesTwentyFourEachOnTheInnerSquareThenDarkPushes() {
    SquareAbalone joint = SquareAbalone.builder().jointOpening(true).build();
    SquareAbaloneState state = joint.initialState();
    assertThat(state.count(Ball.LIGHT) + state.count(Ball.DARK)).isZero();
    assertThat(joint.legalMoves(state)).hasSize(49);
    assertIllegal(joint, state, "a5", SquareAbaloneReason.OUTSIDE_OPENING_AREA, "on the rim");
    assertIllegal(joint, state, "b2-b3^", SquareAbaloneReason.WRONG_PHASE, "placement phase");
    // Always the first listed placement: the points fill from b2 along the rows; h8 stays empty.
    for (int i = 0; i < SquareAbalone.PLACEMENTS; i++) {
      state = joint.play(state, joint.legalMoves(state).get(0));
    }
    assertThat(state.count(Ball.LIGHT)).isEqualTo(24);
    assertThat(state.count(Ball.DARK)).isEqualTo(24);
    assertThat(state.ballAt(Point.parse("h8"))).isEmpty();
    assertThat(state.ballAt(Point.parse("b2"))).contains(Ball.LIGHT);
    assertThat(state.ballAt(Point.parse("g8"))).contains(Ball.DARK);
    assertThat(state.toMove()).as("DARK placed last and pushes first").isEqualTo(Player.SECOND);
    assertIllegal(joint, state, "a5", SquareAbaloneReason.WRONG_PHASE, "placement phase is over");
    assertThat(joint.legalMoves(state)).allMatch(m -> m.kind() == SquareAbaloneMove.Kind.PUSH);
  }

  @Test
  void theBuilderRefusesInconsistentOptions() {
    assertThatThrownBy(() -> SquareAbalone.builder().distanceByOwnBalls(true).anyDistance(true).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exclude each other");
    assertThatThrownBy(() -> SquareAbalone.builder().stopOnCollision(true).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs option a or b");
    assertThatThrownBy(() -> SquareAbalone.builder().anyDistance(true).continueWithMajority(true).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs option c");
    assertThatThrownBy(() -> SquareAbalone.builder().winAt(19).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("18 balls");
    assertThatThrownBy(() -> SquareAbalone.builder().winAt(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
    assertThatThrownBy(() -> SquareAbalone.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
    assertThat(SquareAbalone.builder().jointOpening(true).winAt(24).build().winAt()).isEqualTo(24);
    SquareAbalone rules = SquareAbalone.builder().anyDistance(true).stopOnCollision(true).winAt(5).build();
    assertThat(rules.toBuilder().build()).isEqualTo(rules).hasSameHashCodeAs(rules);
    assertThat(rules).hasToString("SquareAbalone[win at 5, b any distance, c stop on collision]");
  }
}
