package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ForcedWinCheck;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Forced wins in standard Pylos, worked out by hand from the rules, that levels 3 to 5 must find
 * (with their fixed budgets, on seeds 0, 1 and 2); the kit's exhaustive search checks each
 * position's winning moves against the rules. A player whose turn comes with an empty reserve
 * loses; the empty spots always number both reserves together.
 */
class PylosForcedWinsTest {
  private static final ForcedWinCheck WINS = ForcedWinCheck.of(Bots::of);
  private static final ConfiguredGame<?, ?> PYLOS = GameCatalog.load().game("pylos(ruleSet=standard)");

  /**
   * The last ball: 29 balls stand, LIGHT holds the last one in reserve and DARK none. LIGHT's one
   * move puts it on the top (no ball can be raised there: every free ball supports it), and DARK,
   * to move with an empty reserve, loses.
   */
  private static final String LAST_BALL_IN_ONE = "LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD . L 37";

  /**
   * The reserve race, one ball each and two empty spots (2b2 and the top): placing on 2b2 without
   * taking back loses (DARK puts the top ball on). But 2b2 completes LIGHT's square on level 2
   * (2a1, 2b1, 2a2 are LIGHT), and taking back one of the four (2b2 itself, 2a1, 2b1 or 2a2) keeps
   * LIGHT's ball: DARK must fill that spot with its last ball (it can raise none: every DARK ball
   * that is free supports that spot) and LIGHT puts the top ball on. Taking back two leaves a
   * DARK level-1 ball free that DARK raises to the other hole (1a1 to 2b1 when 2a1 and 2b1 are
   * taken back, for example), so that DARK keeps its ball and LIGHT cannot finish in two turns.
   * Nothing wins in one: DARK still holds a ball.
   */
  private static final String SQUARE_IN_TWO = "LLLL/LLLL/LLLD/DDDD DDD/DDD/DDD L./LL . L 28";

  @Test
  void theLastBallOnTheTopWinsInOne() {
    assertThat(ForcedWinCheck.winningMoves(PYLOS, LAST_BALL_IN_ONE, 1)).containsExactly("3a1");
    WINS.levelsFindTheWin(PYLOS, LAST_BALL_IN_ONE, 1, Set.of("3a1"), Replies.EVERY);
  }

  @Test
  void aSquareThatTakesOneBallBackWinsTheReserveRaceInTwo() {
    Set<String> oneBack = Set.of("2b2x2b2", "2b2x2a1", "2b2x2b1", "2b2x2a2");
    assertThat(ForcedWinCheck.turnsToForceAWin(PYLOS, SQUARE_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(PYLOS, SQUARE_IN_TWO, 2)).containsExactlyInAnyOrderElementsOf(oneBack);
    WINS.levelsFindTheWin(PYLOS, SQUARE_IN_TWO, 2, oneBack, Replies.EVERY);
  }
}
