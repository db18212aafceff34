package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ForcedWinCheck;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forced wins in the colour-field game (the default 10x10 layout), worked out by hand from the
 * rules, that levels 3 to 5 must find (with their fixed budgets, on seeds 0, 1 and 2); the kit's
 * exhaustive search checks each position's winning moves against the rules. FULL is to move,
 * with one RED piece out of its gate; every other RED piece is still in its gate, where it cannot
 * be taken. EMPTY has a green and a yellow piece on row 10.
 */
class ColorFieldForcedWinsTest {
  private static final ForcedWinCheck WINS = ForcedWinCheck.of(Bots::of);
  private static final ConfiguredGame<?, ?> COLOR_FIELD = GameCatalog.load().game("colorfield");

  /**
   * FULL's RED piece on d5 touches the castle squares e5 and e6 (e4 is yellow): stepping onto
   * either wins. Its other steps, and the green piece's on j1, win nothing: no RED of EMPTY can be
   * taken, and EMPTY keeps moves.
   */
  private static final String CASTLE_IN_ONE =
      "gy......../........../........../........../........../...R....../........../........../........../.........G -RRrrr F 20";

  /**
   * FULL's RED piece on c5 is two steps from the castle. Stepping to d4, d5 or d6 reaches a square
   * next to it (d4 touches e5; d5 and d6 touch e5 and e6), and EMPTY cannot stop the next step:
   * only RED pieces enter the castle, EMPTY's are in their gates, and its green and yellow pieces
   * can take only FULL pieces standing on green or yellow squares, while d4 is blue and d5, d6
   * purple. The RED's other steps (b4, b5, b6, c4, c6) stay two steps away, so nothing wins in one.
   */
  private static final String CASTLE_IN_TWO =
      "gy......../........../........../........../........../..R......./........../........../........../.........G -RRrrr F 20";

  /**
   * FULL's RED piece on b5 is three steps from the castle; c4, c5 and c6 are two steps away, and
   * every path on from them (d4, d5, d6, d7, then the castle) runs over blue and purple squares,
   * which EMPTY's green and yellow pieces cannot take from; EMPTY's own RED pieces need five
   * moves to reach the castle. The RED's other steps (a4, a5, a6, b4, b6) stay three steps away.
   */
  private static final String CASTLE_IN_THREE =
      "gy......../........../........../........../........../.R......../........../........../........../.........G -RRrrr F 20";

  @Test
  void theRedPieceStepsIntoTheCastleInOne() {
    assertThat(ForcedWinCheck.winningMoves(COLOR_FIELD, CASTLE_IN_ONE, 1)).containsExactly("d5-e5", "d5-e6");
    WINS.levelsFindTheWin(COLOR_FIELD, CASTLE_IN_ONE, 1, Set.of("d5-e5", "d5-e6"), Replies.EVERY);
  }

  @Test
  void theRedPieceReachesTheCastleInTwo() {
    assertThat(ForcedWinCheck.turnsToForceAWin(COLOR_FIELD, CASTLE_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(COLOR_FIELD, CASTLE_IN_TWO, 2)).containsExactly("c5-d4", "c5-d5", "c5-d6");
    WINS.levelsFindTheWin(COLOR_FIELD, CASTLE_IN_TWO, 2, Set.of("c5-d4", "c5-d5", "c5-d6"), Replies.EVERY);
  }

  @Test
  void theRedPieceReachesTheCastleInThree() {
    assertThat(ForcedWinCheck.turnsToForceAWin(COLOR_FIELD, CASTLE_IN_THREE, 2)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(COLOR_FIELD, CASTLE_IN_THREE, 3)).containsExactly("b5-c4", "b5-c5", "b5-c6");
    WINS.levelsFindTheWin(COLOR_FIELD, CASTLE_IN_THREE, 3, Set.of("b5-c4", "b5-c5", "b5-c6"), Replies.STRONGEST);
  }
}
