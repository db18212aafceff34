package io.github.boardrules.pikkpakk.pushfour;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The core bots on push-four: MCTS against random play, alpha-beta on hand-built wins. */
class PushFourBotsTest {
  /** The exact rules: no draw; the match and the playouts carry their own ply caps. */
  private static final PushFour RULES = PushFour.standard();

  private static AlphaBetaBot<PushFourState, PushFourMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, PushFourEvaluation.standard())
        .hash(PushFourState::positionHash)
        .maxDepth(4)
        .build();
  }

  /*
   * LIGHT to move with b2, c2, d2; DARK has b8, h8 and h6, far away. Entering at a2 pushes the
   * chain to c2-e2 and lands on b2; entering at e1 lands on e2: both make b2-e2. No other entry
   * touches row 2 next to the three.
   */
  private static final String WIN_IN_ONE =
      "........./.o.....o./........./.......o./........./........./........./.XXX...../......... X 6";

  /*
   * LIGHT to move with c4, d4 and the columns e2-e3, f2-f3. Entering at e1 pushes e2-e3 up to
   * e3-e4: LIGHT then has c4-e4 (threatening a4, which lands on b4) and e2-e4 (threatening e1
   * again, which makes e2-e5), and f1 would bring f3 to f4 for c4-f4. One DARK push cannot stop
   * both a4 and e1: only a4 or i4 touch row 4, and neither reaches e2-e4; DARK's f1 makes c4-f4
   * for LIGHT at once. No LIGHT entry wins at once here: the longest line it can make is three.
   */
  private static final String WIN_IN_TWO =
      "........./.o.....o./........./.......o./........./..XX...../....XX.../....XX.../......... X 6";

  @Test
  void alphaBetaFindsTheWinInOne() {
    PushFourState state = RULES.positions().decode(WIN_IN_ONE);
    AlphaBetaBot.Search<PushFourMove> search = alphaBeta().search(state);
    assertThat(search.move().toString()).isIn("a2", "e1");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheWinInTwo() {
    PushFourState state = RULES.positions().decode(WIN_IN_TWO);
    for (PushFourMove move : RULES.legalMoves(state)) {
      assertThat(RULES.status(RULES.play(state, move)).winner()).as("after %s", move).isEmpty();
    }
    assertThat(winsWithinThreePlies(state, RULES.notation().parse("e1"))).isTrue();
    AlphaBetaBot.Search<PushFourMove> search = alphaBeta().search(state);
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    assertThat(winsWithinThreePlies(state, search.move())).as("%s", search.move()).isTrue();
  }

  /** Plain search, written here: after {@code first}, every DARK entry allows a LIGHT win. */
  private static boolean winsWithinThreePlies(PushFourState state, PushFourMove first) {
    PushFourState afterFirst = RULES.play(state, first);
    List<Boolean> answered = new ArrayList<>();
    for (PushFourMove reply : RULES.legalMoves(afterFirst)) {
      PushFourState afterReply = RULES.play(afterFirst, reply);
      if (RULES.status(afterReply).isOver()) {
        answered.add(RULES.status(afterReply).winner().orElse(null) == Player.FIRST);
        continue;
      }
      boolean win = false;
      for (PushFourMove second : RULES.legalMoves(afterReply)) {
        win |= RULES.status(RULES.play(afterReply, second)).winner().orElse(null) == Player.FIRST;
      }
      answered.add(win);
    }
    return answered.size() == 28 && !answered.contains(false);
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MctsBot<PushFourState, PushFourMove> mcts =
        MctsBot.builder(RULES).iterations(300).playout(RULES::randomPlayout).seed(21).build();
    MatchResult result = Match.between(RULES, mcts, RandomBot.of(RULES, 22)).plyCap(1_000).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
    assertThat(result.draws()).as("the exact rules never draw").isZero();
  }
}
