package io.github.boardrules.pikkpakk.fiveshift;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import org.junit.jupiter.api.Test;

/** The core bots on five-in-a-row with a shifting phase: MCTS against random play, alpha-beta. */
class FiveShiftBotsTest {
  /** The exact rules: no draw; the match and the playouts carry their own ply caps. */
  private static final FiveShift RULES = FiveShift.standard();
  /** No heuristic: the wins below are found by search alone. */
  private static final Evaluation<FiveShiftState> EVEN = (state, player) -> 0;

  private static AlphaBetaBot<FiveShiftState, PikkPakkMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, EVEN).hash(FiveShiftState::positionHash).maxDepth(3).build();
  }

  /*
   * Placement phase, ply 8, LIGHT to move. LIGHT has b2-e2; DARK has b8, d8, f8 and h8. Only f2
   * makes five (a2 is on the rim, where nothing is placed).
   */
  private static final String WIN_IN_ONE =
      "........./.o.o.o.o./........./........./........./........./........./.XXXX..../......... X 8";

  /*
   * Ply 6, LIGHT to move with c4, d4 and e4; DARK has b8, e8 and h8. f4 makes c4-f4 with b4 and
   * g4 both empty: DARK can block one end, and LIGHT places on the other for five. b4 is no such
   * move (a4 is on the rim), nor g4 (c4-e4 and g4 leave one gap).
   */
  private static final String WIN_IN_TWO =
      "........./.o..o..o./........./........./........./..XXX..../........./........./......... X 6";

  @Test
  void alphaBetaFindsTheWinInOne() {
    FiveShiftState state = RULES.positions().decode(WIN_IN_ONE);
    AlphaBetaBot.Search<PikkPakkMove> search = alphaBeta().search(state);
    assertThat(search.move()).hasToString("f2");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheWinInTwo() {
    FiveShiftState state = RULES.positions().decode(WIN_IN_TWO);
    for (PikkPakkMove move : RULES.legalMoves(state)) {
      assertThat(RULES.status(RULES.play(state, move)).isOver()).as("after %s", move).isFalse();
    }
    assertThat(winsWithinThreePlies(state, PikkPakkMove.parse("f4"))).isTrue();
    assertThat(winsWithinThreePlies(state, PikkPakkMove.parse("b4"))).isFalse();
    AlphaBetaBot.Search<PikkPakkMove> search = alphaBeta().search(state);
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    assertThat(winsWithinThreePlies(state, search.move())).as("%s", search.move()).isTrue();
  }

  /** Plain search, written here: after {@code first}, every DARK reply allows a LIGHT five. */
  private static boolean winsWithinThreePlies(FiveShiftState state, PikkPakkMove first) {
    FiveShiftState afterFirst = RULES.play(state, first);
    for (PikkPakkMove reply : RULES.legalMoves(afterFirst)) {
      FiveShiftState afterReply = RULES.play(afterFirst, reply);
      if (RULES.status(afterReply).isOver()) {
        if (RULES.status(afterReply).winner().orElse(null) != Player.FIRST) {
          return false;
        }
        continue;
      }
      boolean win = false;
      for (PikkPakkMove second : RULES.legalMoves(afterReply)) {
        win |= RULES.status(RULES.play(afterReply, second)).winner().orElse(null) == Player.FIRST;
      }
      if (!win) {
        return false;
      }
    }
    return true;
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MctsBot<FiveShiftState, PikkPakkMove> mcts =
        MctsBot.builder(RULES).iterations(300).playout(RULES::randomPlayout).seed(31).build();
    MatchResult result = Match.between(RULES, mcts, RandomBot.of(RULES, 32)).plyCap(1_000).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
    assertThat(result.draws()).as("the exact rules never draw").isZero();
  }
}
