package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ForcedWinCheck;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forced wins in TZAAR, worked out by hand from the rules, that levels 3 to 5 must find (with
 * their fixed budgets, on seeds 0, 1 and 2); the kit's exhaustive search checks each position's
 * winning moves against the rules. A turn is the capture and the second action; both positions
 * start at WHITE's second action.
 */
class TzaarForcedWinsTest {
  private static final ForcedWinCheck WINS = ForcedWinCheck.of(Bots::of);
  private static final ConfiguredGame<?, ?> TZAAR = GameCatalog.load().game("tzaar");

  /**
   * BLACK's only Tzaar stands alone on A3; WHITE's (cb) on A1 (across the empty A2) and Tzaar on
   * G1 (along the empty diagonal G1-F2-E3-D3-C3-B3) both see it and capture it: BLACK lacks a type.
   * WHITE's other actions: I1's Tott may take H2 or I2, but BLACK keeps a Tott on the other; the
   * (BB) on H1 is too tall for any WHITE piece; WHITE has no stack to make (every line from its
   * pieces ends at a BLACK piece); a pass. After each, BLACK still has a capture (A3 takes G1, or
   * a Tott takes I1's Tott), so none of them wins by leaving BLACK without one.
   */
  private static final String LAST_TZAAR_IN_ONE =
      "(cb).A../....../......./......../......../......../a....../(BB)C..../cC... w second";

  /**
   * Two wins in two turns. BLACK's only Tzaar is the (AA) on A3, walled in: its lines up the
   * column and to the right are empty to the edge, and down the column it sees WHITE's Tott on A2
   * and behind it WHITE's (ccc) on A1. A2's Tott cannot take the taller (AA), and blocks A1. No
   * line from the block on columns G to I reaches column A (each ends at the edge, at the hole or
   * in the block). In the block BLACK's four Tzarras and four Totts are single pieces, which can
   * take WHITE's two single Totts (G4, I2) but not its (aaa) and (bbb).
   *
   * <p>(1) The Tzaar: stacking A2 onto A1 (A2>A1) or A1 onto A2 (A1>A2) makes a stack of four that
   * sees A3 and takes the Tzaar next turn; the (AA) has nothing in reach to capture or to climb
   * onto, and nothing of BLACK's reaches column A. (2) No capture left: the (aaa) stacked onto one
   * of the single Totts (H3>G4 or H3>I2; the top stays a Tzaar) leaves BLACK two captures, the
   * other Tott and A2 (which walks the Tzaar into A1's reach). After the Tott is taken, WHITE
   * captures with a tall stack and stacks A2 onto A1: all of WHITE's stacks are then three high or
   * more, BLACK's at most two (one stacking action), and BLACK cannot capture. Every other action
   * leaves both single Totts and A2's Tott, and WHITE, taking at most three pieces in its next
   * three actions, cannot strip BLACK of a type. A Tott stacked onto the (aaa) covers WHITE's last
   * Tzaar and loses.
   */
  private static final String WALLED_TZAAR_IN_TWO =
      "(ccc)c(AA)../....../......./......../......../......../...cB../BC(aaa)BC./CcB(bbb)C w second";

  @Test
  void capturingTheLastTzaarWinsInOneTurn() {
    assertThat(ForcedWinCheck.winningMoves(TZAAR, LAST_TZAAR_IN_ONE, 1)).containsExactly("A1xA3", "G1xA3");
    WINS.levelsFindTheWin(TZAAR, LAST_TZAAR_IN_ONE, 1, Set.of("A1xA3", "G1xA3"), Replies.EVERY);
  }

  @Test
  void aWalledTzaarOrNoCaptureLeftWinsInTwoTurns() {
    assertThat(ForcedWinCheck.turnsToForceAWin(TZAAR, WALLED_TZAAR_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(TZAAR, WALLED_TZAAR_IN_TWO, 2)).containsExactly("A1>A2", "A2>A1", "H3>G4", "H3>I2");
    WINS.levelsFindTheWin(TZAAR, WALLED_TZAAR_IN_TWO, 2, Set.of("A1>A2", "A2>A1", "H3>G4", "H3>I2"),
        Replies.STRONGEST);
  }
}
