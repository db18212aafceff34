package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions for each rule of the basic game and the variants. */
class PikkPakkRulesTest {
  private static final PikkPakk BASIC = PikkPakk.standard();

  /** Reads a board given as rows from the top (row 9) down, with the player to move and ply 0. */
  static PikkPakkState position(PikkPakk rules, char toMove, String... rowsFromTop) {
    return rules.positions().decode(String.join("/", rowsFromTop) + " " + toMove + " 0");
  }

  static List<String> notations(List<PikkPakkMove> moves) {
    List<String> out = new ArrayList<>();
    for (PikkPakkMove m : moves) {
      out.add(m.toString());
    }
    return out;
  }

  static void assertIllegal(PikkPakk rules, PikkPakkState state, String move, PikkPakkReason reason, String messagePart) {
    Legality legality = rules.check(state, PikkPakkMove.parse(move));
    assertThat(legality.reason()).as("%s: %s", move, legality).contains(reason);
    assertThat(legality.message()).contains(messagePart);
    assertThatThrownBy(() -> rules.play(state, PikkPakkMove.parse(move)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining(messagePart);
  }

  @Test
  void theOpeningIsTheSpecsSpiralWithLightToMove() {
    PikkPakkState start = BASIC.initialState();
    // The rules text's diagram, verbatim (rows 9 to 1).
    assertThat(start.render())
        .isEqualTo(
            "   a b c d e f g h i\n"
                + "9  . . . . . . . . .\n"
                + "8  . X o o o o o o .\n"
                + "7  . X o X X X X X .\n"
                + "6  . X o X o o o X .\n"
                + "5  . X o X R X o X .\n"
                + "4  . X o o o X o X .\n"
                + "3  . X X X X X o X .\n"
                + "2  . o o o o o o X .\n"
                + "1  . . . . . . . . .\n");
    assertThat(start.count(Ball.LIGHT)).isEqualTo(24);
    assertThat(start.count(Ball.DARK)).isEqualTo(24);
    assertThat(start.count(Ball.TARGET)).isEqualTo(1);
    assertThat(start.target()).isEqualTo(Point.parse("e5"));
    assertThat(BASIC.toMove(start)).isEqualTo(Player.FIRST);
    assertThat(BASIC.status(start).isOngoing()).isTrue();
  }

  @Test
  void lightsOpeningMovesAreTheSevenLinesHeLeadsPushedBothWays() {
    // Counted by hand on the diagram: LIGHT has the majority in rows 3 (6-1), 5 (4-2), 7 (6-1) and
    // in columns b (6-1), d (4-3), f (4-3), h (6-1); each 7-run b..h can go one point either way.
    assertThat(notations(BASIC.legalMoves(BASIC.initialState())))
        .containsExactly(
            "b3-h3>", "b3-h3<", "b5-h5>", "b5-h5<", "b7-h7>", "b7-h7<",
            "b2-b8^", "b2-b8v", "d2-d8^", "d2-d8v", "f2-f8^", "f2-f8v", "h2-h8^", "h2-h8v");
  }

  @Test
  void sixAndEightBallRunsDoNotMoveInTheBasicGame() {
    PikkPakkState state =
        position(BASIC, 'X',
            ".........", ".........", "XXXXXXX..", ".........", ".XXXXXX..",
            ".........", "XXXXXXXX.", ".........", "R........");
    assertThat(notations(BASIC.legalMoves(state))).containsExactly("a7-g7>");
    assertIllegal(BASIC, state, "b5-g5>", PikkPakkReason.WRONG_LENGTH, "holds 6 balls");
    assertIllegal(BASIC, state, "a3-h3>", PikkPakkReason.WRONG_LENGTH, "holds 8 balls");
    assertIllegal(BASIC, state, "b5-f5>", PikkPakkReason.NOT_MAXIMAL, "goes on to g5");
    assertIllegal(BASIC, state, "a7-g7<", PikkPakkReason.LEAVES_BOARD, "a7 would leave the board");
  }

  @Test
  void aFourThreeRunMovesOnlyForTheFourSide() {
    String[] rows = {
      "R........", ".........", ".........", ".........", ".XoXoXoX.",
      ".........", ".........", ".ooooooo.", "........."
    };
    PikkPakkState light = position(BASIC, 'X', rows);
    PikkPakkState dark = position(BASIC, 'o', rows);
    assertThat(notations(BASIC.legalMoves(light))).containsExactly("b5-h5>", "b5-h5<");
    assertThat(notations(BASIC.legalMoves(dark))).containsExactly("b2-h2>", "b2-h2<");
    assertIllegal(BASIC, dark, "b5-h5>", PikkPakkReason.NO_MAJORITY, "holds 3 DARK and 4 LIGHT");
  }

  private static final String[] TIE_ROWS = {
    ".........", ".........", ".........", ".....X...", ".XoXRXoo.",
    ".....X...", ".........", ".XXXXXXX.", "........."
  };

  @Test
  void theTargetRowThreeThreeTieDoesNotMoveInTheBasicGame() {
    PikkPakkState state = position(BASIC, 'X', TIE_ROWS);
    assertThat(notations(BASIC.legalMoves(state))).containsExactly("b2-h2>", "b2-h2<");
    assertIllegal(BASIC, state, "b5-h5>", PikkPakkReason.NO_MAJORITY, "tie moves only");
  }

  @Test
  void theTieMovesInTheTieVariantOnlyWhenItWinsAtOnce() {
    PikkPakk tie = PikkPakk.builder().winningTieMove(true).build();
    PikkPakkState state = position(tie, 'X', TIE_ROWS);
    // b5-h5> brings the TARGET to f5 between e5 X and g5 X, with f4 and f6 X: enclosed.
    // b5-h5< brings it to d5, whose d4 and d6 are empty: no win, so not allowed.
    assertThat(notations(tie.legalMoves(state))).containsExactly("b2-h2>", "b2-h2<", "b5-h5>");
    assertIllegal(tie, state, "b5-h5<", PikkPakkReason.TIE_NOT_WINNING, "does not enclose");
    PikkPakkState after = tie.play(state, PikkPakkMove.parse("b5-h5>"));
    Status status = tie.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PikkPakkTermination.ENCLOSURE);
    assertThat(status.description()).isEqualTo("LIGHT balls enclose the TARGET on f5");
    assertThat(tie.legalMoves(after)).isEmpty();
  }

  @Test
  void anEnclosureByTheOpponentsBallsMakesTheOpponentWin() {
    PikkPakkState state =
        position(BASIC, 'X',
            ".........", ".........", ".........", "....o....", "...oRo...",
            "XXXoXXX..", ".........", ".........", ".........");
    assertThat(BASIC.status(state).isOngoing()).isTrue();
    // LIGHT's push a4-g4> carries the DARK ball from d4 to e4, under the TARGET.
    PikkPakkState after = BASIC.play(state, PikkPakkMove.parse("a4-g4>"));
    assertThat(after.ballAt(Point.parse("e4"))).contains(Ball.DARK);
    Status status = BASIC.status(after);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(PikkPakkTermination.ENCLOSURE);
    assertThat(BASIC.legalMoves(after)).isEmpty();
    assertIllegal(BASIC, after, "b4-h4<", PikkPakkReason.GAME_OVER, "DARK balls enclose");
  }

  @Test
  void aTargetOnTheRimCannotBeEnclosed() {
    PikkPakkState state =
        position(BASIC, 'X',
            ".........", ".........", ".........", "X........", "RX.......",
            "X........", ".........", ".........", "XXXXXXX..");
    assertThat(BASIC.status(state).isOngoing()).isTrue();
  }

  @Test
  void aPlayerWithoutALegalMoveLoses() {
    // The rules text: "a player who has no legal move at his turn loses". After LIGHT's push of
    // the only 7-run, DARK has no run of 7 in which he leads.
    PikkPakkState state =
        position(BASIC, 'X',
            "R........", ".........", ".........", ".........", ".XoXoXoX.",
            ".........", ".........", ".........", ".........");
    PikkPakkState after = BASIC.play(state, PikkPakkMove.parse("b5-h5>"));
    assertThat(BASIC.legalMoves(after)).isEmpty();
    Status status = BASIC.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PikkPakkTermination.NO_LEGAL_MOVE);
    assertThat(status.description()).isEqualTo("DARK has no legal move and loses");
  }

  @Test
  void theCaptureVariantPushesTheLeadingBallOffAtTheRimButNeverTheTarget() {
    PikkPakk capture = PikkPakk.builder().capture(true).build();
    PikkPakkState state =
        position(capture, 'X',
            ".........", ".........", ".........", ".........", "....XXoXX",
            ".........", ".........", ".........", "......XXR");
    // Listed by hand: rows from the bottom, then columns from a; runs of any length.
    assertThat(notations(capture.legalMoves(state)))
        .containsExactly(
            "g1-i1<", "e5-i5>", "e5-i5<", "e5^", "e5v", "f5^", "f5v", "g1^", "g1v",
            "h1^", "h1v", "h5^", "h5v", "i5^", "i5v");
    PikkPakkState after = capture.play(state, PikkPakkMove.parse("e5-i5>"));
    assertThat(after.count(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT) - 1);
    assertThat(after.count(Ball.DARK)).isEqualTo(1);
    assertThat(after.ballAt(Point.parse("e5"))).isEmpty();
    assertThat(after.ballAt(Point.parse("f5"))).contains(Ball.LIGHT);
    assertThat(after.ballAt(Point.parse("g5"))).contains(Ball.LIGHT);
    assertThat(after.ballAt(Point.parse("h5"))).contains(Ball.DARK);
    assertThat(after.ballAt(Point.parse("i5"))).contains(Ball.LIGHT);
    assertIllegal(capture, state, "g1-i1>", PikkPakkReason.TARGET_OFF_BOARD, "TARGET on i1");
    assertIllegal(capture, state, "e5-i5>2", PikkPakkReason.TOO_FAR, "one point");
    // Without the capture variant no run here has 7 balls: LIGHT has no legal move and loses.
    PikkPakkState basic = BASIC.positions().decode(capture.positions().encode(state));
    assertThat(BASIC.status(basic).termination()).contains(PikkPakkTermination.NO_LEGAL_MOVE);
  }

  @Test
  void theEnlargedBoardCentresTheBlockAndShiftsAnyDistanceThroughEmptyPoints() {
    PikkPakk enlarged = PikkPakk.builder().enlargedBoard(11).build();
    PikkPakkState start = enlarged.initialState();
    assertThat(start.size()).isEqualTo(11);
    assertThat(start.target()).isEqualTo(Point.parse("f6"));
    assertThat(start.ballAt(Point.parse("c9"))).contains(Ball.LIGHT); // b8 of the 9x9 opening
    // The 7-run c8-i8 (row 7 of the 9x9 opening) can go 1 or 2 points either way on 11x11.
    List<String> moves = notations(enlarged.legalMoves(start));
    assertThat(moves).contains("c8-i8>", "c8-i8>2", "c8-i8<", "c8-i8<2");
    assertThat(moves).hasSize(7 * 4);
    assertIllegal(enlarged, start, "c8-i8>3", PikkPakkReason.LEAVES_BOARD, "past the board's edge");
  }

  @Test
  void aLongShiftStopsAtTheNextBall() {
    PikkPakk anyDistance = PikkPakk.builder().enlargedBoard(9).build();
    PikkPakkState state =
        position(anyDistance, 'X',
            "R........", ".........", ".........", ".........", "X.XXXXXXX",
            ".........", ".........", ".........", ".........");
    // c5-i5 touches the right edge; to the left only b5 is free before a5's ball.
    assertThat(notations(anyDistance.legalMoves(state))).containsExactly("c5-i5<");
    assertIllegal(anyDistance, state, "c5-i5<2", PikkPakkReason.BLOCKED, "a5 holds a ball");
    assertIllegal(anyDistance, state, "c5-i5>", PikkPakkReason.LEAVES_BOARD, "i5 would leave the board");
    assertIllegal(anyDistance, state, "c5-h5<", PikkPakkReason.NOT_MAXIMAL, "goes on to i5");
    assertIllegal(anyDistance, state, "b5-h5<", PikkPakkReason.NOT_A_RUN, "no ball on b5");
  }

  @Test
  void theSquareVariantRotatesWholeBlockLines() {
    PikkPakk square = PikkPakk.builder().square(true).build();
    PikkPakkState start = square.initialState();
    // Row 7 is X o X X X X X: rotated right, h7's X re-enters at b7.
    PikkPakkState after = square.play(start, PikkPakkMove.parse("b7-h7>"));
    String row7 = after.render().split("\n")[3];
    assertThat(row7).isEqualTo("7  . X X o X X X X .");
    assertIllegal(square, start, "b7-g7>", PikkPakkReason.NOT_A_WHOLE_LINE, "whole row");
    assertThat(square.legalMoves(start)).hasSize(14);
  }

  @Test
  void theNeutralFrameFillsTheBoardAndWholeLinesRotate() {
    PikkPakk neutral = PikkPakk.builder().neutralFrame(true).build();
    PikkPakkState start = neutral.initialState();
    assertThat(start.count(Ball.NEUTRAL)).isEqualTo(32);
    assertThat(start.render().split("\n")[1]).isEqualTo("9  N N N N N N N N N");
    // Row 9 holds only NEUTRAL balls: nobody has a majority there.
    assertIllegal(neutral, start, "a9-i9>", PikkPakkReason.NO_MAJORITY, "holds 0 LIGHT and 0 DARK");
    PikkPakkState after = neutral.play(start, PikkPakkMove.parse("a7-i7<"));
    assertThat(after.render().split("\n")[3]).isEqualTo("7  X o X X X X X N N");
  }

  @Test
  void theJointOpeningAlternates48PlacementsThenTheLastPlacerPushesFirst() {
    PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
    PikkPakkState state = joint.initialState();
    assertThat(state.count(Ball.TARGET)).isEqualTo(1);
    assertThat(state.count(Ball.LIGHT) + state.count(Ball.DARK)).isZero();
    assertIllegal(joint, state, "a1", PikkPakkReason.OUTSIDE_OPENING_AREA, "outside the 7x7");
    assertIllegal(joint, state, "e5", PikkPakkReason.OCCUPIED, "e5 already holds");
    assertIllegal(joint, state, "b7-h7>", PikkPakkReason.WRONG_PHASE, "placement phase");
    for (int k = 0; k < 48; k++) {
      assertThat(joint.toMove(state)).as("placement %d", k + 1).isEqualTo(k % 2 == 0 ? Player.FIRST : Player.SECOND);
      assertThat(joint.placementsLeft(state)).isEqualTo(48 - k);
      List<PikkPakkMove> moves = joint.legalMoves(state);
      assertThat(moves).hasSize(48 - k);
      assertThat(moves).allMatch(m -> m.kind() == PikkPakkMove.Kind.PLACE);
      state = joint.play(state, moves.get(0));
    }
    assertThat(state.count(Ball.LIGHT)).isEqualTo(24);
    assertThat(state.count(Ball.DARK)).isEqualTo(24);
    assertThat(state.ply()).isEqualTo(48);
    assertThat(joint.placementsLeft(state)).isZero();
    assertThat(PikkPakk.standard().placementsLeft(PikkPakk.standard().initialState())).isZero();
    // DARK placed the 48th ball, so DARK makes the first push.
    assertThat(joint.toMove(state)).isEqualTo(Player.SECOND);
    assertThat(joint.legalMoves(state)).isNotEmpty().allMatch(m -> m.kind() == PikkPakkMove.Kind.SHIFT);
    assertIllegal(joint, state, "a1", PikkPakkReason.WRONG_PHASE, "placement phase is over");
    PikkPakkState pushed = joint.play(state, joint.legalMoves(state).get(0));
    assertThat(joint.toMove(pushed)).isEqualTo(Player.FIRST);
  }

  @Test
  void aPlacementThatSurroundsTheTargetWinsAtOnce() {
    // The class Javadoc's example: LIGHT places d5, f5, e6 and then e4, around the TARGET on e5.
    PikkPakk joint = PikkPakk.builder().jointOpening(true).build();
    PikkPakkState state = joint.initialState();
    for (String point : List.of("d5", "b2", "f5", "c2", "e6", "d2")) {
      state = joint.play(state, joint.notation().parse(point));
      assertThat(joint.status(state).isOngoing()).isTrue();
    }
    state = joint.play(state, joint.notation().parse("e4"));
    Status status = joint.status(state);
    assertThat(state.ply()).isEqualTo(7);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PikkPakkTermination.ENCLOSURE);
    assertThat(status.description()).isEqualTo("LIGHT balls enclose the TARGET on e5");
    assertThat(joint.legalMoves(state)).isEmpty();
    assertIllegal(joint, state, "a2", PikkPakkReason.GAME_OVER, "LIGHT balls enclose the TARGET");
    // DARK's enclosure in the placements wins for DARK alike.
    PikkPakkState dark = joint.initialState();
    for (String point : List.of("b2", "d5", "c2", "f5", "d2", "e6", "b3", "e4")) {
      dark = joint.play(dark, joint.notation().parse(point));
    }
    assertThat(joint.status(dark).winner()).contains(Player.SECOND);
  }

  @Test
  void thePlyLimitOptionDrawsAndIsThePlyBound() {
    PikkPakk limited = PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    assertThat(limited.drawOptions().plyLimit()).hasValue(2);
    assertThat(limited.plyBound()).hasValue(2);
    PikkPakkState state = limited.initialState();
    state = limited.play(state, PikkPakkMove.parse("b7-h7>"));
    assertThat(limited.status(state).isOngoing()).isTrue();
    state = limited.play(state, limited.legalMoves(state).get(0));
    Status status = limited.status(state);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(PikkPakkTermination.PLY_LIMIT);
    assertThat(status.description()).isEqualTo("the ply limit of 2 was reached");
    assertThat(limited.legalMoves(state)).isEmpty();
    assertThat(limited.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(BASIC);
  }

  @Test
  void withoutOptionsNoGameIsDrawnAndNothingBoundsIt() {
    // Issue 14: the basic game drew at ply 10,000 (a "safety bound") although the rules know no
    // draw. Positions at and far past that ply must go on, with the opening's 14 pushes.
    assertThat(BASIC.plyBound()).isEmpty();
    assertThat(BASIC.drawOptions().plyLimit()).isEmpty();
    assertThat(BASIC.drawOptions().repetitionDraw()).isEmpty();
    for (int ply : new int[] {9_999, 10_000, 10_001, 123_456_789}) {
      PikkPakkState late = BASIC.positions().decode(
          BASIC.initialState().toString().replace(" X 0", " X " + ply));
      assertThat(BASIC.status(late).isOngoing()).as("ply %d", ply).isTrue();
      assertThat(BASIC.legalMoves(late)).as("ply %d", ply).hasSize(14);
    }
    // Played across ply 10,000: still ongoing, and the next player moves.
    PikkPakkState before = BASIC.positions().decode(
        BASIC.initialState().toString().replace(" X 0", " X 9999"));
    PikkPakkState after = BASIC.play(before, PikkPakkMove.parse("b7-h7>"));
    assertThat(after.ply()).isEqualTo(10_000);
    assertThat(BASIC.status(after).isOngoing()).isTrue();
    assertThat(BASIC.legalMoves(after)).isNotEmpty();
    assertThat(BASIC.randomPlayout(after, new java.util.SplittableRandom(5), 0))
        .isEqualTo(io.github.boardrules.core.PlayoutResult.UNFINISHED);
  }

  @Test
  void aLongSquareGameGoesPastTenThousandPliesWithoutADraw() {
    // The square variant keeps every ball in the block, so a game can cycle for ever: this one
    // repeats a four-move cycle 2,600 times (10,400 plies) and is never over by default.
    PikkPakk square = PikkPakk.builder().square(true).build();
    String[] cycle = {"b7-h7>", "b8-h8>", "b7-h7<", "b8-h8<"};
    PikkPakkState state = square.initialState();
    for (int ply = 0; ply < 10_400; ply++) {
      state = square.play(state, PikkPakkMove.parse(cycle[ply % 4]));
    }
    assertThat(state.ply()).isEqualTo(10_400);
    assertThat(state).isEqualTo(square.positions().decode(
        square.initialState().toString().replace(" X 0", " X 10400")));
    assertThat(square.status(state).isOngoing()).isTrue();
  }

  @Test
  void theRepetitionDrawOptionDrawsAtTheConfiguredOccurrence() {
    String[] cycle = {"b7-h7>", "b8-h8>", "b7-h7<", "b8-h8<"};
    for (int occurrences : new int[] {2, 3, 5}) {
      PikkPakk rules = PikkPakk.builder().square(true)
          .drawOptions(DrawOptions.NONE.withRepetitionDraw(occurrences)).build();
      assertThat(rules.drawOptions().repetitionDraw()).hasValue(occurrences);
      assertThat(rules.plyBound()).as("a repetition draw bounds no game").isEmpty();
      PikkPakkState state = rules.initialState();
      for (int round = 1; round < occurrences; round++) {
        for (String move : cycle) {
          assertThat(rules.status(state).isOngoing()).as("round %d", round).isTrue();
          state = rules.play(state, PikkPakkMove.parse(move));
        }
        assertThat(state.occurrences()).isEqualTo(round + 1);
      }
      Status status = rules.status(state);
      assertThat(status.kind()).as("%d occurrences", occurrences).isEqualTo(Status.Kind.DRAW);
      assertThat(status.termination()).contains(PikkPakkTermination.REPETITION);
      assertThat(rules.legalMoves(state)).isEmpty();
      // The history travels in the position text.
      PikkPakkState read = rules.positions().decode(rules.positions().encode(state));
      assertThat(read).isEqualTo(state);
      assertThat(rules.status(read)).isEqualTo(status);
    }
    assertThat(PikkPakk.builder().square(true)
        .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build().status(
            play(PikkPakk.builder().square(true)
                .drawOptions(DrawOptions.NONE.withRepetitionDraw(3)).build(),
                "b7-h7>", "b8-h8>", "b7-h7<", "b8-h8<", "b7-h7>", "b8-h8>", "b7-h7<", "b8-h8<"))
        .description()).isEqualTo("the position occurred for the third time");
    // Without the option the same moves just go on.
    PikkPakk plain = PikkPakk.builder().square(true).build();
    PikkPakkState again = plain.initialState();
    for (int i = 0; i < 8; i++) {
      again = plain.play(again, PikkPakkMove.parse(cycle[i % 4]));
    }
    assertThat(plain.status(again).isOngoing()).isTrue();
    assertThat(again.occurrences()).isEqualTo(1);
    assertThatThrownBy(() -> PikkPakk.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 or more times, not 1");
    PikkPakk both = PikkPakk.builder()
        .drawOptions(DrawOptions.NONE.withRepetitionDraw(3).withPlyLimit(50)).build();
    assertThat(both.plyBound()).hasValue(50);
    assertThat(both.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(BASIC);
    assertThat(both).hasToString("PikkPakk[9x9, ply limit 50, repetition draw 3]");
  }

  private static PikkPakkState play(PikkPakk rules, String... moves) {
    PikkPakkState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, PikkPakkMove.parse(move));
    }
    return state;
  }

  @Test
  void buildersRefuseImpossibleCombinations() {
    assertThatThrownBy(() -> PikkPakk.builder().square(true).capture(true).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("excludes the capture");
    assertThatThrownBy(() -> PikkPakk.builder().neutralFrame(true).square(true).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("exclude each other");
    assertThatThrownBy(() -> PikkPakk.builder().neutralFrame(true).enlargedBoard(11).build())
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("enlarged");
    assertThatThrownBy(() -> PikkPakk.builder().enlargedBoard(10))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("odd, 9 to 15, not 10");
    assertThatThrownBy(() -> PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
    PikkPakk rules = PikkPakk.builder().capture(true).winningTieMove(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
    assertThat(rules.toBuilder().build()).isEqualTo(rules).hasSameHashCodeAs(rules);
    assertThat(rules).hasToString("PikkPakk[9x9, winning tie move, capture, ply limit 300]");
  }
}
