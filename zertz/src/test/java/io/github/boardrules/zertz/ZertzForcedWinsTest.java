package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.ForcedWinCheck;
import io.github.boardrules.testkit.ForcedWinCheck.Replies;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Forced wins in ZÈRTZ (37 rings, the basic marble set: 3 white win), worked out by hand from the
 * rules, that levels 3 to 5 must find (with their fixed budgets, on seeds 0, 1 and 2); the kit's
 * exhaustive search checks each position's winning moves against the rules. The first player,
 * to move in each, holds two white marbles.
 */
class ZertzForcedWinsTest {
  private static final ForcedWinCheck WINS = ForcedWinCheck.of(Bots::of);
  private static final ConfiguredGame<ZertzState, ZertzMove> ZERTZ = zertz();

  @SuppressWarnings("unchecked") // the catalogue's "zertz" is the ZÈRTZ game of this module
  private static ConfiguredGame<ZertzState, ZertzMove> zertz() {
    return (ConfiguredGame<ZertzState, ZertzMove>) GameCatalog.load().game("zertz");
  }

  /**
   * A capture that completes the set: grey d3 jumps white d4 to the vacant d5 (xd3-d5), the third
   * white. The other captures take a grey or a black: d4 over d3 to d2, and along column f f2 over
   * f3 to f4 or f3 over f2 to f1; no landing ring touches another marble, so no chain goes on.
   */
  private static final String CAPTURE_IN_ONE =
      "37 ..../...../....../..gw.../....../.bg../.... 2,5,8 2,0,0 0,0,0 1 0 0";

  /**
   * An isolation: the white marble on a1 hangs on a2 alone (b1 and b2 are gone), and a2 is free
   * (vacant, on the edge). Any placement that removes a2 cuts a1 off, a group with no vacant ring,
   * which the mover captures: the third white. No capture is possible (one marble on the board),
   * and no other removal cuts off an occupied group.
   */
  private static final String ISOLATION_IN_ONE =
      "37 w.../--.../....../......./....../...../.... 2,7,9 2,0,0 0,0,0 1 0 0";

  /**
   * Eight rings left: d2 (grey), d3 (white), d4 (black) in a column whose ends d1 and d5 are gone,
   * and the vacant c3, c4, e3, e4 around d4 and b4 beyond c4. Nothing can capture now, and the
   * white cannot be taken while d4 is occupied. A marble placed on c3, c4, e3 or e4 forces the
   * second player to capture through d4 (captures are compulsory): c4 over d4 to e3 or d4 over
   * c4 to b4, e4 over d4 to c3, c3 over d4 to e4, e3 over d4 to c4. Each empties d4 (no chain goes
   * on: the landing rings touch the white only towards the removed c2 and e2), and the first
   * player's grey d2 then jumps the white to d4. The exception: removing the one ring the forced
   * capture lands on (c3 after e4, e4 after c3, c4 after e3) leaves no capture, and the second
   * player places instead. A marble on b4 forces nothing. One ring removed never cuts off an
   * occupied group but a single placed marble (b4, cut off by removing c4), and no white is left
   * in the pool to place (the second player holds the other two), so nothing wins in one; the
   * forced captures take a grey or a black.
   */
  private static final String FORCED_CAPTURE_IN_TWO =
      "37 ----/---.-/--..--/-gwb---/--..--/-----/---- 0,6,8 2,0,0 2,0,0 1 0 0";

  @Test
  void aCaptureThatCompletesTheWhiteSetWinsInOne() {
    assertThat(ForcedWinCheck.winningMoves(ZERTZ, CAPTURE_IN_ONE, 1)).containsExactly("xd3-d5");
    WINS.levelsFindTheWin(ZERTZ, CAPTURE_IN_ONE, 1, Set.of("xd3-d5"), Replies.EVERY);
  }

  @Test
  void anIsolationThatCapturesTheThirdWhiteWinsInOne() {
    Set<String> removingA2 = new TreeSet<>();
    ZertzState state = ZERTZ.positions().decode(ISOLATION_IN_ONE);
    for (ZertzMove move : ZERTZ.rules().legalMoves(state)) {
      String text = ZERTZ.notation().format(move);
      if (text.endsWith(",a2")) {
        removingA2.add(text);
      }
    }
    assertThat(removingA2).hasSize(3 * 33); // three colours on each of the 33 other vacant rings
    assertThat(ForcedWinCheck.winningMoves(ZERTZ, ISOLATION_IN_ONE, 1)).isEqualTo(removingA2);
    WINS.levelsFindTheWin(ZERTZ, ISOLATION_IN_ONE, 1, removingA2, Replies.EVERY);
  }

  @Test
  void aPlacementThatForcesACaptureThroughD4WinsInTwo() {
    Set<String> forcing = new TreeSet<>();
    ZertzState state = ZERTZ.positions().decode(FORCED_CAPTURE_IN_TWO);
    for (ZertzMove move : ZERTZ.rules().legalMoves(state)) {
      String text = ZERTZ.notation().format(move);
      String ring = text.substring(1, 3);
      String removed = text.contains(",") ? text.substring(text.indexOf(',') + 1) : "";
      boolean forces = switch (ring) {
        case "c4" -> true;
        case "e4" -> !removed.equals("c3");
        case "c3" -> !removed.equals("e4");
        case "e3" -> !removed.equals("c4");
        default -> false;
      };
      if (forces) {
        forcing.add(text);
      }
    }
    assertThat(forcing).isNotEmpty();
    assertThat(ForcedWinCheck.turnsToForceAWin(ZERTZ, FORCED_CAPTURE_IN_TWO, 1)).isEqualTo(-1);
    assertThat(ForcedWinCheck.winningMoves(ZERTZ, FORCED_CAPTURE_IN_TWO, 2)).isEqualTo(forcing);
    WINS.levelsFindTheWin(ZERTZ, FORCED_CAPTURE_IN_TWO, 2, forcing, Replies.EVERY);
  }
}
