package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import org.junit.jupiter.api.Test;

/** The core bots on Pikk-Pakk: MCTS against random play, alpha-beta on hand-built wins. */
class PikkPakkBotsTest {
  /** The exact rules: no draw; the match and the playouts carry their own ply caps. */
  private static final PikkPakk RULES = PikkPakk.standard();

  private static AlphaBetaBot<PikkPakkState, PikkPakkMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, PikkPakkEvaluation.of(RULES))
        .hash(PikkPakkState::positionHash)
        .maxDepth(5)
        .build();
  }

  /*
   * Both positions: the TARGET on e5 with LIGHT on d5, f5 and e6 and DARK on e4, so a LIGHT ball
   * reaching e4 encloses it. Row 4 holds a run c4-i4 with a LIGHT majority that can only be pushed
   * left (i4 is on the edge), moving f4's ball onto e4. LIGHT has one other push, a2-g2 right,
   * which does nothing there; DARK's only pushes are its row 9. Columns hold no run of 7.
   */
  private static final String WIN_IN_ONE =
      "ooooooo../........./........./....X..../...XRX.../..XooXXoX/........./XXXXXXX../......... X 0";

  /** Row 4 is X X o o X X o: the first push left brings f4's o to e4, the second g4's X. */
  private static final String WIN_IN_TWO =
      "ooooooo../........./........./....X..../...XRX.../..XXooXXo/........./XXXXXXX../......... X 0";

  @Test
  void alphaBetaFindsTheWinInOne() {
    PikkPakkState state = RULES.positions().decode(WIN_IN_ONE);
    assertThat(RULES.legalMoves(state)).extracting(PikkPakkMove::toString)
        .containsExactlyInAnyOrder("c4-i4<", "a2-g2>");
    AlphaBetaBot.Search<PikkPakkMove> search = alphaBeta().search(state);
    assertThat(search.move()).hasToString("c4-i4<");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheWinInTwo() {
    PikkPakkState state = RULES.positions().decode(WIN_IN_TWO);
    AlphaBetaBot.Search<PikkPakkMove> search = alphaBeta().search(state);
    assertThat(search.move()).hasToString("c4-i4<");
    // LIGHT pushes, DARK pushes its row 9 (its only move), LIGHT pushes again: 3 plies.
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MctsBot<PikkPakkState, PikkPakkMove> mcts =
        MctsBot.builder(RULES).iterations(300).playout(RULES::randomPlayout).seed(11).build();
    MatchResult result = Match.between(RULES, mcts, RandomBot.of(RULES, 12)).plyCap(1_000).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
    assertThat(result.draws()).as("the exact rules never draw").isZero();
  }
}
