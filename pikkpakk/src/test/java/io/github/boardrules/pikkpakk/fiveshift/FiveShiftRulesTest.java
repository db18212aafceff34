package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions for each rule of the rules text and each Decision of the library. */
class FiveShiftRulesTest {
  private static final FiveShift STANDARD = FiveShift.standard();
  private static final FiveShift RIM_REMOVAL = FiveShift.builder().rimRemoval(true).build();

  /** A position from its rows, top (row 9) first; the player to move follows from the ply. */
  static FiveShiftState position(FiveShift rules, int ply, String... rowsFromTop) {
    return rules.positions()
        .decode(String.join("/", rowsFromTop) + " " + (ply % 2 == 0 ? 'X' : 'o') + " " + ply);
  }

  /**
   * A full inner field with 25 LIGHT and 24 DARK balls and no five: rows alternate between
   * XXooXXo and its complement, so every line and diagonal changes colour at least every two
   * points.
   */
  private static final String[] FULL_FIELD = {
    ".........",
    ".XXooXXo.",
    ".ooXXooX.",
    ".XXooXXo.",
    ".ooXXooX.",
    ".XXooXXo.",
    ".ooXXooX.",
    ".XXooXXo.",
    "........."
  };

  static List<String> notations(List<PikkPakkMove> moves) {
    List<String> out = new ArrayList<>();
    for (PikkPakkMove m : moves) {
      out.add(m.toString());
    }
    return out;
  }

  static void assertIllegal(
      FiveShift rules, FiveShiftState state, String move, FiveShiftReason reason, String part) {
    Legality legality = rules.check(state, PikkPakkMove.parse(move));
    assertThat(legality.reason()).as("%s: %s", move, legality).contains(reason);
    assertThat(legality.message()).contains(part);
    assertThatThrownBy(() -> rules.play(state, PikkPakkMove.parse(move)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining(part);
  }

  private static void assertFive(FiveShift rules, FiveShiftState state, Player winner, String description) {
    Status status = rules.status(state);
    assertThat(status.winner()).as("%s", status).contains(winner);
    assertThat(status.termination()).contains(FiveShiftTermination.FIVE_IN_A_ROW);
    assertThat(status.description()).isEqualTo(description);
    assertThat(rules.legalMoves(state)).isEmpty();
  }

  @Test
  void theGameStartsEmptyWithLightPlacingOnTheInnerField() {
    FiveShiftState start = STANDARD.initialState();
    assertThat(start.count(Ball.LIGHT) + start.count(Ball.DARK)).isZero();
    assertThat(start.toMove()).isEqualTo(Player.FIRST);
    assertThat(start.phase()).isEqualTo(FiveShiftPhase.PLACEMENT);
    List<String> moves = notations(STANDARD.legalMoves(start));
    assertThat(moves).hasSize(49);
    assertThat(moves.subList(0, 8)).containsExactly("b2", "c2", "d2", "e2", "f2", "g2", "h2", "b3");
    assertThat(moves.get(48)).isEqualTo("h8");
    assertIllegal(STANDARD, start, "a1", FiveShiftReason.OUTSIDE_FIELD, "a1 is on the rim");
    assertIllegal(STANDARD, start, "e9", FiveShiftReason.OUTSIDE_FIELD, "inner 7x7 field b2-h8");
    assertIllegal(STANDARD, start, "j5", FiveShiftReason.OFF_BOARD, "j5 is not on the 9x9 board");
    assertIllegal(STANDARD, start, "b5-h5>", FiveShiftReason.WRONG_PHASE, "placement phase lasts 49");
    FiveShiftState after = STANDARD.play(start, PikkPakkMove.parse("e5"));
    assertThat(after.ballAt(Point.parse("e5"))).contains(Ball.LIGHT);
    assertThat(after.toMove()).isEqualTo(Player.SECOND);
    assertIllegal(STANDARD, after, "e5", FiveShiftReason.OCCUPIED, "e5 already holds a ball");
    FiveShiftState dark = STANDARD.play(after, PikkPakkMove.parse("d4"));
    assertThat(dark.ballAt(Point.parse("d4"))).contains(Ball.DARK);
  }

  @Test
  void aHorizontalFiveWinsInPhaseOne() {
    FiveShiftState state =
        position(STANDARD, 8,
            ".........", ".........", ".........", ".oooo....", ".........",
            ".XXXX....", ".........", ".........", ".........");
    assertThat(STANDARD.status(state).isOngoing()).isTrue();
    assertFive(STANDARD, STANDARD.play(state, PikkPakkMove.parse("f4")), Player.FIRST,
        "LIGHT has five in a row on b4-f4");
    // a4 would make five too, but it is a rim point.
    assertIllegal(STANDARD, state, "a4", FiveShiftReason.OUTSIDE_FIELD, "on the rim");
  }

  @Test
  void aVerticalFiveWinsInPhaseOne() {
    FiveShiftState state =
        position(STANDARD, 8,
            ".........", ".........", ".........", ".........", "..X.o....",
            "..X.o....", "..X.o....", "..X.o....", ".........");
    assertFive(STANDARD, STANDARD.play(state, PikkPakkMove.parse("c6")), Player.FIRST,
        "LIGHT has five in a row on c2-c6");
  }

  @Test
  void aRisingDiagonalFiveWinsInPhaseOne() {
    FiveShiftState state =
        position(STANDARD, 8,
            ".........", ".........", ".........", ".........", "....X....",
            "...X...o.", "..X....o.", ".X....oo.", ".........");
    assertFive(STANDARD, STANDARD.play(state, PikkPakkMove.parse("f6")), Player.FIRST,
        "LIGHT has five in a row on b2-f6");
  }

  @Test
  void aFallingDiagonalFiveWinsInPhaseOneAndSixInARowCountsToo() {
    FiveShiftState state =
        position(STANDARD, 8,
            ".........", ".X.......", "..X......", ".........", "....X....",
            ".....X...", ".........", ".oooo....", ".........");
    // d6 joins b8-c7 and e5-f4: a falling row of five, b8-f4.
    assertFive(STANDARD, STANDARD.play(state, PikkPakkMove.parse("d6")), Player.FIRST,
        "LIGHT has five in a row on b8-f4");
    // With g3 instead, the row has a gap at d6: nothing yet; then d6 makes six, b8-g3.
    FiveShiftState gap = STANDARD.play(state, PikkPakkMove.parse("g3"));
    assertThat(STANDARD.status(gap).isOngoing()).isTrue();
    FiveShiftState six =
        STANDARD.play(STANDARD.play(gap, PikkPakkMove.parse("h8")), PikkPakkMove.parse("d6"));
    assertFive(STANDARD, six, Player.FIRST, "LIGHT has five in a row on b8-g3");
  }

  @Test
  void darkWinsWithHisFiveInPhaseOne() {
    FiveShiftState state =
        position(STANDARD, 9,
            ".........", ".........", ".XXXX....", ".........", ".........",
            "..oooo...", ".........", ".X.......", ".........");
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertFive(STANDARD, STANDARD.play(state, PikkPakkMove.parse("g4")), Player.SECOND,
        "DARK has five in a row on c4-g4");
  }

  @Test
  void theFullFieldStartsTheShiftingPhaseWithDarksPushesOfHisRowsAndColumns() {
    FiveShiftState state = position(STANDARD, 49, FULL_FIELD);
    assertThat(state.phase()).isEqualTo(FiveShiftPhase.SHIFTING);
    assertThat(state.toMove()).isEqualTo(Player.SECOND);
    assertThat(state.count(Ball.LIGHT)).isEqualTo(25);
    assertThat(state.count(Ball.DARK)).isEqualTo(24);
    // Counted by hand: DARK leads 4-3 in rows 3, 5, 7 (ooXXooX) and in columns d, e, h (oXoXoXo).
    assertThat(notations(STANDARD.legalMoves(state)))
        .containsExactly(
            "b3-h3>", "b3-h3<", "b5-h5>", "b5-h5<", "b7-h7>", "b7-h7<",
            "d2-d8^", "d2-d8v", "e2-e8^", "e2-e8v", "h2-h8^", "h2-h8v");
    assertIllegal(STANDARD, state, "b2-h2>", FiveShiftReason.NO_MAJORITY, "holds 3 DARK and 4 LIGHT");
    assertIllegal(STANDARD, state, "e4", FiveShiftReason.WRONG_PHASE, "shifting phase has begun");
    assertIllegal(STANDARD, state, "b3-g3>", FiveShiftReason.NOT_MAXIMAL, "goes on to h3");
    assertIllegal(STANDARD, state, "b3-h3>2", FiveShiftReason.TOO_FAR, "one point, not 2");
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("b3-h3>"));
    assertThat(after.render().split("\n")[7]).isEqualTo("3  . . o o X X o o X");
    assertThat(after.toMove()).isEqualTo(Player.FIRST);
  }

  @Test
  void shiftsNeedAWholeRunOfExactlySevenThatStaysOnTheBoard() {
    FiveShiftState state =
        position(STANDARD, 50,
            ".........", ".........", ".........", ".........", "..XoXXoXX",
            ".........", "..XXXoXX.", ".........", ".........");
    assertThat(notations(STANDARD.legalMoves(state))).containsExactly("c5-i5<");
    assertIllegal(STANDARD, state, "c5-i5>", FiveShiftReason.LEAVES_BOARD, "i5 would leave the board");
    assertIllegal(STANDARD, state, "c5-h5<", FiveShiftReason.NOT_MAXIMAL, "goes on to i5");
    assertIllegal(STANDARD, state, "b5-h5<", FiveShiftReason.NOT_A_RUN, "no ball on b5");
    assertIllegal(STANDARD, state, "c3-h3>", FiveShiftReason.WRONG_LENGTH, "holds 6 balls; exactly 7");
    assertIllegal(STANDARD, state, "e5v", FiveShiftReason.WRONG_LENGTH, "holds 1 ball;");
  }

  @Test
  void aShiftMakesAFiveInPhaseTwo() {
    // Column f holds X on f2, f3, f4, f6 and o on f5; LIGHT's row 5 (X o X X o X X) moved right
    // brings e5's X to f5.
    FiveShiftState state =
        position(STANDARD, 50,
            ".........", ".........", ".........", ".....X...", ".XoXXoXX.",
            ".....X...", ".....X...", ".....X...", ".........");
    assertThat(STANDARD.status(state).isOngoing()).isTrue();
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("b5-h5>"));
    assertFive(STANDARD, after, Player.FIRST, "LIGHT has five in a row on f2-f6");
  }

  /** DARK's column e (X o o o X o X from e2 up) shifted up brings X to e3 and o to e6. */
  private static final String[] BOTH_FIVES = {
    ".........", "....X....", "....o....", "..ooXoo..", "....o....",
    "....o....", ".XXXoX...", "....X....", "........."
  };

  @Test
  void aShiftMakingFivesForBothWinsForTheMover() {
    FiveShiftState state = position(STANDARD, 51, BOTH_FIVES);
    assertThat(STANDARD.status(state).isOngoing()).isTrue();
    assertThat(notations(STANDARD.legalMoves(state))).containsExactly("e2-e8^", "e2-e8v");
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("e2-e8^"));
    assertFive(STANDARD, after, Player.SECOND,
        "LIGHT and DARK both have five in a row (DARK on c6-g6, LIGHT on b3-f3): DARK made the"
            + " last move and wins");
  }

  @Test
  void aShiftMakingOnlyTheOpponentsFiveMakesHimWin() {
    String[] rows = BOTH_FIVES.clone();
    rows[3] = "..ooXo...";   // without g6, DARK's row 6 reaches only four
    FiveShiftState state = position(STANDARD, 51, rows);
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("e2-e8^"));
    assertFive(STANDARD, after, Player.FIRST,
        "LIGHT has five in a row on b3-f3, made by DARK's move");
  }

  /** LIGHT's row 8 shifted left puts b8's X on a8, the rim end of the diagonal a8-e4. */
  private static final String[] RIM_FIVE = {
    ".........", ".XXoXoXX.", ".X.......", "..X......", "...X.....",
    "....X....", ".........", ".ooooXoo.", "........."
  };

  @Test
  void aFiveThroughARimPointCountsWithoutRimRemoval() {
    FiveShiftState state = position(STANDARD, 50, RIM_FIVE);
    assertThat(STANDARD.status(state).isOngoing()).isTrue();
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("b8-h8<"));
    assertThat(after.ballAt(Point.parse("a8"))).contains(Ball.LIGHT);
    assertFive(STANDARD, after, Player.FIRST, "LIGHT has five in a row on a8-e4");
  }

  @Test
  void withRimRemovalTheFiveIsJudgedAfterTheRimIsCleared() {
    FiveShiftState state = position(RIM_REMOVAL, 50, RIM_FIVE);
    FiveShiftState after = RIM_REMOVAL.play(state, PikkPakkMove.parse("b8-h8<"));
    // The ball pushed to a8 is removed at the end of the move: no five, and one ball fewer.
    assertThat(after.ballAt(Point.parse("a8"))).isEmpty();
    assertThat(after.count(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT) - 1);
    assertThat(after.render().split("\n")[2]).isEqualTo("8  . X o X o X X . .");
    assertThat(RIM_REMOVAL.status(after).isOngoing()).isTrue();
    assertThat(notations(RIM_REMOVAL.legalMoves(after))).containsExactly("b2-h2>", "b2-h2<");
  }

  /** DARK's only run, b4-h4 (o o X o X o o), is shifted; then no run of 7 is left for LIGHT. */
  private static final String[] LAST_RUN = {
    ".........", ".........", ".........", ".........", ".........",
    ".ooXoXoo.", ".........", ".........", "........."
  };

  @Test
  void aPlayerWithoutALegalMoveLosesWithRimRemoval() {
    FiveShiftState state = position(RIM_REMOVAL, 59, LAST_RUN);
    assertThat(notations(RIM_REMOVAL.legalMoves(state))).containsExactly("b4-h4>", "b4-h4<");
    FiveShiftState after = RIM_REMOVAL.play(state, PikkPakkMove.parse("b4-h4>"));
    assertThat(after.render().split("\n")[6]).isEqualTo("4  . . o o X o X o .");
    assertThat(RIM_REMOVAL.legalMoves(after)).isEmpty();
    Status status = RIM_REMOVAL.status(after);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.termination()).contains(FiveShiftTermination.NO_LEGAL_MOVE);
    assertThat(status.description()).isEqualTo("LIGHT has no legal move and loses");
  }

  @Test
  void aPlayerWithoutALegalMoveLosesWithoutRimRemoval() {
    FiveShiftState state = position(STANDARD, 59, LAST_RUN);
    FiveShiftState after = STANDARD.play(state, PikkPakkMove.parse("b4-h4>"));
    // The run now stands on c4-i4, still DARK's 5-2: LIGHT leads no run of 7.
    assertThat(after.render().split("\n")[6]).isEqualTo("4  . . o o X o X o o");
    assertThat(STANDARD.status(after).termination()).contains(FiveShiftTermination.NO_LEGAL_MOVE);
    assertThat(STANDARD.status(after).winner()).contains(Player.SECOND);
  }

  @Test
  void thePlyLimitDrawsButTheMoveReachingItCanStillWin() {
    FiveShift limited = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    assertThat(limited.plyBound()).hasValue(2);
    FiveShiftState state = limited.play(limited.initialState(), PikkPakkMove.parse("e5"));
    state = limited.play(state, PikkPakkMove.parse("d5"));
    Status status = limited.status(state);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(FiveShiftTermination.PLY_LIMIT);
    assertThat(status.description()).isEqualTo("the ply limit of 2 was reached");
    assertThat(limited.legalMoves(state)).isEmpty();
    assertIllegal(limited, state, "e6", FiveShiftReason.GAME_OVER, "ply limit of 2");

    FiveShift nine = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(9)).build();
    FiveShiftState eight =
        position(nine, 8,
            ".........", ".........", ".........", ".oooo....", ".........",
            ".XXXX....", ".........", ".........", ".........");
    assertFive(nine, nine.play(eight, PikkPakkMove.parse("f4")), Player.FIRST,
        "LIGHT has five in a row on b4-f4");
  }

  @Test
  void withoutTheOptionNoGameIsDrawnPastTenThousandPlies() {
    // Issue 14: the standard game drew at ply 10,000 (a "safety bound") although the rules know
    // no draw. A full field at and past that ply goes on; a player without a move still loses.
    assertThat(STANDARD.plyBound()).isEmpty();
    for (int ply : new int[] {9_999, 10_000, 10_001, 99_999}) {
      FiveShiftState late = position(STANDARD, ply, FULL_FIELD);
      assertThat(STANDARD.status(late).isOngoing()).as("ply %d", ply).isTrue();
      assertThat(STANDARD.legalMoves(late)).as("ply %d", ply).isNotEmpty();
    }
    FiveShiftState stuck = position(STANDARD, 10_002, LAST_RUN);
    assertThat(STANDARD.status(stuck).termination()).contains(FiveShiftTermination.NO_LEGAL_MOVE);
    // Shifting across ply 10,000: DARK moves row 3 right and back, LIGHT row 2, and no five
    // appears; the game is never drawn.
    FiveShiftState state = position(STANDARD, 9_993, FULL_FIELD);
    String[] cycle = {"b3-h3>", "b2-h2>", "c3-i3<", "c2-i2<"};
    for (int k = 0; k < 16; k++) {
      state = STANDARD.play(state, PikkPakkMove.parse(cycle[k % 4]));
      assertThat(STANDARD.status(state).isOngoing()).as("after ply %d: %s", state.ply(), state).isTrue();
    }
    assertThat(state).isEqualTo(position(STANDARD, 10_009, FULL_FIELD));
  }

  @Test
  void buildersAndRulesValues() {
    assertThatThrownBy(() -> FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The ply limit must be 1 to 999999999 (the largest ply count), not 0");
    FiveShift rules = FiveShift.builder().rimRemoval(true)
        .drawOptions(DrawOptions.NONE.withPlyLimit(300)).build();
    assertThat(rules.rimRemoval()).isTrue();
    assertThat(rules.drawOptions().plyLimit()).hasValue(300);
    assertThat(rules.toBuilder().build()).isEqualTo(rules).hasSameHashCodeAs(rules);
    assertThat(rules.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(RIM_REMOVAL);
    assertThat(rules).hasToString("FiveShift[rim removal, ply limit 300]");
    assertThat(STANDARD).hasToString("FiveShift[]").isNotEqualTo(RIM_REMOVAL);
    assertThat(STANDARD.drawOptions().plyLimit()).isEmpty();
  }
}
