package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hand-built positions for each rule of push-four. */
class PushFourRulesTest {
  private static final PushFour RULES = PushFour.standard();

  /** Reads a board given as rows from the top (row 9) down, with the player to move and ply 0. */
  static PushFourState position(char toMove, String... rowsFromTop) {
    return RULES.positions().decode(String.join("/", rowsFromTop) + " " + toMove + " 0");
  }

  /** The points holding a colour, in point order (rows from the bottom, then from the left). */
  private static List<String> points(PushFourState state, Ball colour) {
    List<String> out = new ArrayList<>();
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        if (state.ballAt(Point.of(c, r)).orElse(null) == colour) {
          out.add(Point.of(c, r).toString());
        }
      }
    }
    return out;
  }

  private static PushFourState push(PushFourState state, String entry) {
    return RULES.play(state, RULES.notation().parse(entry));
  }

  private static List<String> names(List<Point> points) {
    List<String> out = new ArrayList<>();
    for (Point p : points) {
      out.add(p.toString());
    }
    return out;
  }

  @Test
  void theGameStartsEmptyWithLightToMoveAndAll28Entries() {
    PushFourState start = RULES.initialState();
    assertThat(start.count(Ball.LIGHT) + start.count(Ball.DARK)).isZero();
    assertThat(start.toMove()).isEqualTo(Player.FIRST);
    assertThat(start.ply()).isZero();
    assertThat(RULES.status(start).isOngoing()).isTrue();
    List<String> moves = new ArrayList<>();
    for (PushFourMove m : RULES.legalMoves(start)) {
      moves.add(m.toString());
    }
    // The rim without corners, rows from the bottom, within a row from the left.
    assertThat(moves)
        .containsExactly(
            "b1", "c1", "d1", "e1", "f1", "g1", "h1",
            "a2", "i2", "a3", "i3", "a4", "i4", "a5", "i5", "a6", "i6", "a7", "i7", "a8", "i8",
            "b9", "c9", "d9", "e9", "f9", "g9", "h9");
  }

  @Test
  void aBallLandsOnTheFirstInnerPointAndPushesTheChainAhead() {
    PushFourState s = push(RULES.initialState(), "a3");
    assertThat(points(s, Ball.LIGHT)).containsExactly("b3");
    s = push(s, "a3");
    assertThat(points(s, Ball.DARK)).containsExactly("b3");
    assertThat(points(s, Ball.LIGHT)).containsExactly("c3");
    s = push(s, "e9");
    assertThat(points(s, Ball.LIGHT)).containsExactly("c3", "e8");
    s = push(s, "i3");
    assertThat(points(s, Ball.DARK)).containsExactly("b3", "h3");
    s = push(s, "e1");
    assertThat(points(s, Ball.LIGHT)).containsExactly("e2", "c3", "e8");
    assertThat(s.ply()).isEqualTo(5);
    assertThat(s.toMove()).isEqualTo(Player.SECOND);
  }

  @Test
  void onlyTheTouchingChainMovesNotTheBallsBeyondAGap() {
    PushFourState state =
        position('o', ".........", ".........", ".........", ".........", ".........",
            ".........", ".........", ".Xo.X....", ".........");
    PushFourState after = push(state, "a2");
    // DARK lands on b2; b2 X and c2 o move to c2 and d2; e2 X beyond the gap stays.
    assertThat(points(after, Ball.DARK)).containsExactly("b2", "d2");
    assertThat(points(after, Ball.LIGHT)).containsExactly("c2", "e2");
  }

  @Test
  void aPushIntoAFullRowRemovesTheBallAtTheFarEnd() {
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", ".XoXoXoo.",
            ".........", ".........", ".........", ".........");
    // From the left: h5 (DARK) goes out; b..g move to c..h; LIGHT lands on b5.
    PushFourState fromLeft = push(state, "a5");
    assertThat(points(fromLeft, Ball.LIGHT)).containsExactly("b5", "c5", "e5", "g5");
    assertThat(points(fromLeft, Ball.DARK)).containsExactly("d5", "f5", "h5");
    assertThat(fromLeft.ballAt(Point.parse("i5"))).isEmpty();
    assertThat(fromLeft.count(Ball.DARK)).isEqualTo(state.count(Ball.DARK) - 1);
    // From the right: b5 (LIGHT, the mover's own) goes out; c..h move to b..g; LIGHT lands on h5.
    PushFourState fromRight = push(state, "i5");
    assertThat(points(fromRight, Ball.LIGHT)).containsExactly("c5", "e5", "h5");
    assertThat(points(fromRight, Ball.DARK)).containsExactly("b5", "d5", "f5", "g5");
    assertThat(fromRight.ballAt(Point.parse("a5"))).isEmpty();
    assertThat(fromRight.count(Ball.LIGHT)).isEqualTo(state.count(Ball.LIGHT));
    assertThat(RULES.status(fromLeft).isOngoing()).isTrue();
    assertThat(RULES.status(fromRight).isOngoing()).isTrue();
  }

  @Test
  void aPushIntoAFullColumnRemovesTheBallAtTheFarEnd() {
    // Column c from c8 down to c2: X X o X o X o.
    PushFourState state =
        position('o', ".........", "..X......", "..X......", "..o......", "..X......",
            "..o......", "..X......", "..o......", ".........");
    PushFourState after = push(state, "c1");
    // c8 (LIGHT) goes out; c2..c7 move up to c3..c8; DARK lands on c2.
    assertThat(points(after, Ball.DARK)).containsExactly("c2", "c3", "c5", "c7");
    assertThat(points(after, Ball.LIGHT)).containsExactly("c4", "c6", "c8");
    assertThat(after.ballAt(Point.parse("c9"))).isEmpty();
  }

  @Test
  void aHorizontalFourMadeByAPushWins() {
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", ".........",
            ".........", ".XXX.....", ".........", ".........");
    assertThat(RULES.status(state).isOngoing()).isTrue();
    PushFourState after = push(state, "a3");
    assertThat(names(after.fourInARow(Player.FIRST))).containsExactly("b3", "c3", "d3", "e3");
    Status status = RULES.status(after);
    assertThat(status.winner()).contains(Player.FIRST);
    assertThat(status.termination()).contains(PushFourTermination.FOUR_IN_A_ROW);
    assertThat(status.description()).isEqualTo("LIGHT has four in a row, b3-e3");
    assertThat(RULES.legalMoves(after)).isEmpty();
  }

  @Test
  void aVerticalFourMadeByAPushWins() {
    PushFourState state =
        position('o', ".........", ".....o...", ".....o...", ".....o...", ".........",
            ".........", ".........", ".........", ".........");
    PushFourState after = push(state, "f9");
    assertThat(names(after.fourInARow(Player.SECOND))).containsExactly("f5", "f6", "f7", "f8");
    assertThat(RULES.status(after).winner()).contains(Player.SECOND);
    assertThat(RULES.status(after).description()).isEqualTo("DARK has four in a row, f5-f8");
  }

  @Test
  void aRisingDiagonalFourMadeByAPushWins() {
    // LIGHT b2, c3, e5; column d holds d2 DARK and d3 LIGHT. LIGHT's d1 lifts them to d3, d4.
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", "....X....",
            ".........", "..XX.....", ".X.o.....", ".........");
    assertThat(RULES.status(state).isOngoing()).isTrue();
    PushFourState after = push(state, "d1");
    assertThat(points(after, Ball.DARK)).containsExactly("d3");
    assertThat(names(after.fourInARow(Player.FIRST))).containsExactly("b2", "c3", "d4", "e5");
    assertThat(RULES.status(after).winner()).contains(Player.FIRST);
    assertThat(RULES.status(after).description()).isEqualTo("LIGHT has four in a row, b2-e5");
  }

  @Test
  void aFallingDiagonalFourMadeByAPushWins() {
    // DARK e5, f4, h3, h2. DARK's i3 pushes h3 to g3, completing h2-g3-f4-e5.
    PushFourState state =
        position('o', ".........", ".........", ".........", ".........", "....o....",
            ".....o...", ".......o.", ".......o.", ".........");
    assertThat(RULES.status(state).isOngoing()).isTrue();
    PushFourState after = push(state, "i3");
    assertThat(names(after.fourInARow(Player.SECOND))).containsExactly("h2", "g3", "f4", "e5");
    assertThat(RULES.status(after).winner()).contains(Player.SECOND);
    assertThat(RULES.status(after).description()).isEqualTo("DARK has four in a row, h2-e5");
  }

  private static final String[] BOTH_FOURS = {
    ".........", ".........", ".........", ".........", ".........",
    ".....ooo.", ".XXXo....", "....X....", "........."
  };

  @Test
  void aPushThatMakesFourForBothWinsForTheMover() {
    // e1 lifts e2 X and e3 o to e3 and e4: LIGHT b3-e3 and DARK e4-h4, whoever pushes.
    PushFourState light = position('X', BOTH_FOURS);
    PushFourState dark = position('o', BOTH_FOURS);
    assertThat(RULES.status(light).isOngoing()).isTrue();
    PushFourState afterLight = push(light, "e1");
    PushFourState afterDark = push(dark, "e1");
    for (PushFourState after : List.of(afterLight, afterDark)) {
      assertThat(names(after.fourInARow(Player.FIRST))).containsExactly("b3", "c3", "d3", "e3");
      assertThat(names(after.fourInARow(Player.SECOND))).containsExactly("e4", "f4", "g4", "h4");
    }
    Status lightWins = RULES.status(afterLight);
    assertThat(lightWins.winner()).contains(Player.FIRST);
    assertThat(lightWins.termination()).contains(PushFourTermination.FOUR_IN_A_ROW);
    assertThat(lightWins.description())
        .isEqualTo("both colours have four in a row (LIGHT b3-e3, DARK e4-h4): LIGHT, who made"
            + " the last push, wins");
    assertThat(RULES.status(afterDark).winner()).contains(Player.SECOND);
  }

  @Test
  void aPushThatMakesOnlyTheOpponentsFourLoses() {
    // LIGHT's e1 pushes DARK's e2 up to e3, next to f3 g3 h3.
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", ".........",
            ".........", ".....ooo.", "....o....", ".........");
    PushFourState after = push(state, "e1");
    assertThat(after.fourInARow(Player.FIRST)).isEmpty();
    Status status = RULES.status(after);
    assertThat(status.winner()).contains(Player.SECOND);
    assertThat(status.description()).isEqualTo("DARK has four in a row, e3-h3");
  }

  @Test
  void fiveOrMoreInARowWin() {
    // b4 c4 d4 move to c4 d4 e4 next to f4 g4: six in a row b4-g4.
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", ".........",
            ".XXX.XX..", ".........", ".........", ".........");
    PushFourState after = push(state, "a4");
    assertThat(points(after, Ball.LIGHT)).containsExactly("b4", "c4", "d4", "e4", "f4", "g4");
    assertThat(names(after.fourInARow(Player.FIRST))).containsExactly("b4", "c4", "d4", "e4");
    assertThat(RULES.status(after).winner()).contains(Player.FIRST);
  }

  @Test
  void noMoveIsLegalOnceTheGameIsOver() {
    PushFourState state =
        position('X', ".........", ".........", ".........", ".........", ".........",
            ".........", ".XXX.....", ".........", ".........");
    PushFourState over = push(state, "a3");
    Legality legality = RULES.check(over, PushFourMove.parse("i3"));
    assertThat(legality.reason()).contains(PushFourReason.GAME_OVER);
    assertThat(legality.message()).isEqualTo("The game is over: LIGHT has four in a row, b3-e3");
    assertThatThrownBy(() -> RULES.play(over, PushFourMove.parse("i3")))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("LIGHT has four in a row");
    assertThat(RULES.check(state, PushFourMove.parse("i3")).isLegal()).isTrue();
  }

  @Test
  void thePlyLimitDrawsAGameWithoutFour() {
    PushFour limited = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(2)).build();
    assertThat(limited.plyBound()).hasValue(2);
    PushFourState s = limited.play(limited.initialState(), PushFourMove.parse("a3"));
    assertThat(limited.status(s).isOngoing()).isTrue();
    s = limited.play(s, PushFourMove.parse("i3"));
    Status status = limited.status(s);
    assertThat(status.kind()).isEqualTo(Status.Kind.DRAW);
    assertThat(status.termination()).contains(PushFourTermination.PLY_LIMIT);
    assertThat(status.description()).isEqualTo("the ply limit of 2 was reached");
    assertThat(limited.legalMoves(s)).isEmpty();
    assertThat(limited.check(s, PushFourMove.parse("a5")).reason()).contains(PushFourReason.GAME_OVER);
  }

  @Test
  void aFourMadeOnTheLastPlyOfTheLimitStillWins() {
    PushFour limited = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
    PushFourState state =
        limited.positions().decode(
            "........./........./........./........./........./........./.XXX...../........./......... X 0");
    PushFourState after = limited.play(state, PushFourMove.parse("a3"));
    assertThat(after.ply()).isEqualTo(1);
    assertThat(limited.status(after).winner()).contains(Player.FIRST);
    assertThat(limited.randomPlayout(state, new java.util.SplittableRandom(9), 5))
        .as("whichever entry: only a3 makes four, the others end at the limit")
        .isIn(PlayoutResult.FIRST_WINS, PlayoutResult.DRAW);
  }

  @Test
  void withoutTheOptionNoGameIsDrawnPastTenThousandPlies() {
    // Issue 14: the standard game drew at ply 10,000 (a "safety bound") although the rules know
    // no draw. Positions at and past that ply go on, with all 28 entries.
    assertThat(RULES.plyBound()).isEmpty();
    assertThat(RULES.drawOptions().plyLimit()).isEmpty();
    String empty = "........./........./........./........./........./........./........./........./.........";
    for (int ply : new int[] {9_999, 10_000, 10_001, 50_000}) {
      PushFourState late = RULES.positions().decode(empty + (ply % 2 == 0 ? " X " : " o ") + ply);
      assertThat(RULES.status(late).isOngoing()).as("ply %d", ply).isTrue();
      assertThat(RULES.legalMoves(late)).as("ply %d", ply).hasSize(28);
    }
    // A game played from ply 9,990 across 10,000 without a four stays ongoing: both players
    // enter at a3 only, so row 3 always holds alternating colours and no other row has a ball.
    PushFourState state = RULES.positions().decode(empty + " X 9990");
    for (int k = 0; k < 20; k++) {
      state = RULES.play(state, PushFourMove.parse("a3"));
      assertThat(RULES.status(state).isOngoing()).as("after ply %d: %s", state.ply(), state).isTrue();
    }
    assertThat(state.ply()).isEqualTo(10_010);
    assertThat(state.toString()).startsWith(
        "........./........./........./........./........./........./.oXoXoXo./");
  }

  @Test
  void theBuilderSetsAndClearsTheLimit() {
    PushFour limited = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();
    assertThat(limited.drawOptions().plyLimit()).hasValue(100);
    assertThat(limited).hasToString("PushFour[9x9, ply limit 100]");
    assertThat(RULES).hasToString("PushFour[9x9]");
    assertThat(limited.toBuilder().build()).isEqualTo(limited).hasSameHashCodeAs(limited);
    assertThat(limited.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(RULES);
    assertThat(limited).isNotEqualTo(RULES);
    assertThatThrownBy(() -> PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("The ply limit must be 1 to 999999999 (the largest ply count), not 0");
  }
}
