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

  @Test
  void theRedPieceStepsIntoTheCastleInOne() {
    assertThat(ForcedWinCheck.winningMoves(COLOR_FIELD, CASTLE_IN_ONE, 1)).containsExactly("d5-e5", "d5-e6");
    WINS.levelsFindTheWin(COLOR_FIELD, CASTLE_IN_ONE, 1, Set.of("d5-e5", "d5-e6"), Replies.EVERY);
  }
}
