package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ForcedWinCheck;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forced wins in 1 and 2 turns, worked out by hand from the rules, that levels 3 to 5 of the
 * module's games must find (with their fixed budgets, on seeds 0, 1 and 2). Each position's
 * winning moves are also checked against the rules by the kit's exhaustive search.
 */
class PikkPakkForcedWinsTest {
  private static final ForcedWinCheck WINS = ForcedWinCheck.of(Bots::of);
  private static final GameCatalog CATALOG = GameCatalog.load();

  /**
   * Push-four, LIGHT to move, three LIGHT balls on b2-d2 and DARK's diagonal g6-f7-e8. A four must
   * hold the new ball and the three (LIGHT has no other balls), so it lies in row 2: a2 lands on
   * b2 and pushes the three on to c2-e2, and e1 lands on e2 (b2-e2 either way). b1, c1 and d1 push
   * a ball of the three up to row 3, f1-h1 land with a gap, i2 lands on h2 with a gap, and no
   * other entry reaches row 2.
   */
  private static final String PUSH_FOUR_IN_ONE =
      "........./....o..../.....o.../......o../........./........./........./.XXX...../......... X 6";

  /**
   * Push-four, LIGHT to move with f8, g8, h7 and h6; DARK's three balls are scattered, far from
   * any four. i8 or h9 puts a ball on h8 (nothing stands there to push), making two threes that
   * meet on h8: f8-h8, completed by e9 (lands on e8) or i8 (pushes the row on to e8-g8 and lands
   * on h8), and h6-h8, completed by i5 (lands on h5) or h9 (pushes the column on to h5-h7 and
   * lands on h8). One DARK push cannot spoil both: only a push through h8 touches both lines, and
   * DARK's i8 leaves LIGHT e8-g8 (d9 lands on d8) while DARK's h9 leaves LIGHT h5-h7 (i4 lands on
   * h4). No other first move makes two threes: i5 makes only the column's h5-h7, which DARK's i6
   * breaks by pushing h6 out to g6; the others make at most one three, which one DARK push
   * spoils. LIGHT has no four in one move.
   */
  private static final String PUSH_FOUR_IN_TWO =
      "........./.....XX../.......X./..o....X./........./....o..../........./..o....../......... X 6";

  /**
   * Five-in-a-row with shifting, placement phase, ply 8 (LIGHT 4, DARK 4 placed), LIGHT to move
   * with c4-f4: b4 and g4 make five; no other line holds four LIGHT balls.
   */
  private static final String FIVE_SHIFT_IN_ONE =
      "........./........./..o.o..../........./..o....o./..XXXX.../........./........./......... X 8";

  /**
   * Five-in-a-row with shifting, ply 8, LIGHT to move with d4-f4 and h8; DARK (b6, c7, e7, g2) has
   * no three. A five through d4-f4 is b-f, c-g or d-h of row 4: c4 makes the open four c4-f4 (b4
   * and g4 both complete it) and g4 the open four d4-g4 (c4 and h4); DARK blocks one end, LIGHT
   * places the other. b4 or h4 leaves one completion (c4 or g4), which DARK takes; h8 shares no
   * line with three LIGHT balls. LIGHT has no five in one.
   */
  private static final String FIVE_SHIFT_IN_TWO =
      "........./.......X./..o.o..../.o......./........./...XXX.../........./......o../......... X 8";

  /**
   * Square Abalone (nine to win), LIGHT has pushed off 8 DARK balls. Row 5 is g5-i5 = X X o: the
   * run pushed right drops i5's DARK ball, the ninth. LIGHT's other runs (c7-d7, c2, and the
   * single balls in columns c, d, g, h) hold no DARK ball, and g5-i5 pushed left drops nothing.
   */
  private static final String SQUARE_ABALONE_IN_ONE =
      "o......../........./..XX...../........./......XXo/........./...o.o.../..X....../......... X 20 8 0";

  /**
   * Square Abalone, LIGHT has pushed off 8 DARK balls; row 5 is f5, g5 LIGHT, h5 empty, i5 DARK,
   * and i4, i6 are LIGHT. f5-g5> makes g5-i5 = X X o, threatening the ninth ball, and DARK cannot
   * parry: i5's column run i4-i6 (X o X) and the row run g5-i5 have LIGHT majorities, DARK has no
   * ball in columns g or h to push g5 or h5 aside, and DARK's own balls (a9, c2, e2) threaten
   * nothing. No push drops a DARK ball now (i5 touches no LIGHT run along row 5). Any other
   * first move leaves h5 empty, so that DARK's i5 steps left along row 5 out of the corner of
   * LIGHT's balls, or breaks i4-i6 so that i5 moves along column i.
   */
  private static final String SQUARE_ABALONE_IN_TWO =
      "o......../........./........./........X/.....XX.o/........X/........./..o.o..../......... X 20 8 0";

  private static ConfiguredGame<?, ?> game(String name) {
    return CATALOG.game(name);
  }

  /**
   * Pikk-Pakk's hand-worked wins of {@link PikkPakkBotsTest} (the TARGET enclosed by a push of row 4),
   * here for the catalogue's levels: in one move (c4-i4<), and in two turns (c4-i4< twice, DARK's
   * only push between them).
   */
  @Test
  void pikkPakkEnclosesTheTargetInOneAndInTwoTurns() {
    String inOne = "ooooooo../........./........./....X..../...XRX.../..XooXXoX/........./XXXXXXX../......... X 0";
    String inTwo = "ooooooo../........./........./....X..../...XRX.../..XXooXXo/........./XXXXXXX../......... X 0";
    assertThat(ForcedWinCheck.winningMoves(game("pikkpakk"), inOne, 1)).containsExactly("c4-i4<");
    assertThat(ForcedWinCheck.turnsToForceAWin(game("pikkpakk"), inTwo, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(game("pikkpakk"), inTwo, 2)).containsExactly("c4-i4<");
    WINS.levelsFindTheWin(game("pikkpakk"), inOne, 1, Set.of("c4-i4<"), Replies.EVERY);
    WINS.levelsFindTheWin(game("pikkpakk"), inTwo, 2, Set.of("c4-i4<"), Replies.EVERY);
  }

  @Test
  void fiveShiftFiveInOneAndAnOpenFourInTwoTurns() {
    assertThat(ForcedWinCheck.winningMoves(game("fiveshift"), FIVE_SHIFT_IN_ONE, 1)).containsExactly("b4", "g4");
    WINS.levelsFindTheWin(game("fiveshift"), FIVE_SHIFT_IN_ONE, 1, Set.of("b4", "g4"), Replies.EVERY);
    assertThat(ForcedWinCheck.turnsToForceAWin(game("fiveshift"), FIVE_SHIFT_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(game("fiveshift"), FIVE_SHIFT_IN_TWO, 2)).containsExactly("c4", "g4");
    WINS.levelsFindTheWin(game("fiveshift"), FIVE_SHIFT_IN_TWO, 2, Set.of("c4", "g4"), Replies.STRONGEST);
  }

  @Test
  void squareAbaloneTheLastPushOffInOneAndATrappedBallInTwoTurns() {
    assertThat(ForcedWinCheck.winningMoves(game("squareabalone"), SQUARE_ABALONE_IN_ONE, 1))
        .containsExactly("g5-i5>");
    WINS.levelsFindTheWin(game("squareabalone"), SQUARE_ABALONE_IN_ONE, 1, Set.of("g5-i5>"), Replies.EVERY);
    assertThat(ForcedWinCheck.turnsToForceAWin(game("squareabalone"), SQUARE_ABALONE_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(game("squareabalone"), SQUARE_ABALONE_IN_TWO, 2))
        .containsExactly("f5-g5>");
    WINS.levelsFindTheWin(game("squareabalone"), SQUARE_ABALONE_IN_TWO, 2, Set.of("f5-g5>"), Replies.EVERY);
  }

  @Test
  void pushFourFourInARowInOneMove() {
    assertThat(ForcedWinCheck.winningMoves(game("pushfour"), PUSH_FOUR_IN_ONE, 1)).containsExactly("a2", "e1");
    WINS.levelsFindTheWin(game("pushfour"), PUSH_FOUR_IN_ONE, 1, Set.of("a2", "e1"), Replies.EVERY);
  }

  @Test
  void pushFourDoubleThreatWinsInTwoTurns() {
    assertThat(ForcedWinCheck.turnsToForceAWin(game("pushfour"), PUSH_FOUR_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(game("pushfour"), PUSH_FOUR_IN_TWO, 2)).containsExactly("h9", "i8");
    WINS.levelsFindTheWin(game("pushfour"), PUSH_FOUR_IN_TWO, 2, Set.of("h9", "i8"), Replies.EVERY);
  }
}
