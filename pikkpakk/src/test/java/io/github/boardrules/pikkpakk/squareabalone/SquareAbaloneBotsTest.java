package io.github.boardrules.pikkpakk.squareabalone;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The core bots on Square Abalone: MCTS against random play, alpha-beta on hand-built wins. */
@Tag("search-heavy") // its time is a bot's search: the build gives it the optimising compiler (see the POM)
class SquareAbaloneBotsTest {
  /** The standard game (N = 9) with a ply limit, for the hand-built positions. */
  private static final SquareAbalone RULES = SquareAbalone.builder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  private static AlphaBetaBot<SquareAbaloneState, SquareAbaloneMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, SquareAbaloneEvaluation.of(RULES))
        .hash(SquareAbaloneState::positionHash)
        .maxDepth(4)
        .build();
  }

  /*
   *    a b c d e f g h i
   * 9  . . . . . . . . .
   * 8  o o . . . . . . .
   * 7  . . . . . . . . .
   * 6  . . . . . . . . .
   * 5  . . . . . . X X o
   * 4  . . . . . . . . .
   * 3  . . . . . . . . .
   * 2  . . . . . . . . .
   * 1  X X . . . . . . .
   * X to move, ply 40; pushed off: by X 8, by o 0
   *
   * LIGHT has pushed off 8 DARK balls and needs one more. The run g5-i5 is X X o, a LIGHT majority:
   * pushed right, i5 falls off. No other run of LIGHT's has a DARK ball on the rim: a1-b1 and the
   * single balls of columns a, b, g, h hold no DARK ball, and LIGHT has no majority in a8-b8 or in
   * column i. So g5-i5> is the only winning move.
   */
  private static final String WIN_IN_ONE =
      "........./oo......./........./........./......XXo/........./........./........./XX....... X 40 8 0";

  /*
   *    a b c d e f g h i
   * 9  o o . . . . . . .
   * 8  . . . . . . . . .
   * 7  . . . . . . X X o
   * 6  . . . . . . . . .
   * 5  . . . . . . X X o
   * 4  . . . . . . . . .
   * 3  . . . . . . X X o
   * 2  . . . . . . . . .
   * 1  X X . . . . . . .
   * X to move, ply 40; pushed off: by X 7, by o 0
   *
   * LIGHT needs two more balls and has three threats alike: g3-i3>, g5-i5> and g7-i7> each push a
   * DARK ball off. A one-point push drops at most one ball, so there is no win in one. After one
   * capture two threats remain; DARK can spoil one per move (pushing its i-ball up or down out of
   * the row, or nothing that reaches the other: its a9-b9 are far), so LIGHT's second capture wins
   * at ply 3: score WIN - 3. A first move that captures nothing leaves LIGHT at 7 after its second
   * move, so exactly the three captures win in two.
   */
  private static final String WIN_IN_TWO =
      "oo......./........./......XXo/........./......XXo/........./......XXo/........./XX....... X 40 7 0";

  @Test
  void alphaBetaFindsTheWinInOne() {
    SquareAbaloneState state = RULES.positions().decode(WIN_IN_ONE);
    AlphaBetaBot.Search<SquareAbaloneMove> search = alphaBeta().search(state);
    assertThat(search.move().toString()).isEqualTo("g5-i5>");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheWinInTwo() {
    SquareAbaloneState state = RULES.positions().decode(WIN_IN_TWO);
    Set<String> winningFirstMoves = new HashSet<>();
    for (SquareAbaloneMove move : RULES.legalMoves(state)) {
      assertThat(RULES.status(RULES.play(state, move)).winner()).as("after %s", move).isEmpty();
      if (winsWithinThreePlies(state, move)) {
        winningFirstMoves.add(move.toString());
      }
    }
    assertThat(winningFirstMoves).containsExactlyInAnyOrder("g3-i3>", "g5-i5>", "g7-i7>");
    AlphaBetaBot.Search<SquareAbaloneMove> search = alphaBeta().search(state);
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    assertThat(search.move().toString()).isIn(winningFirstMoves);
  }

  /** Plain search, written here: after {@code first}, every DARK reply allows a LIGHT win. */
  private static boolean winsWithinThreePlies(SquareAbaloneState state, SquareAbaloneMove first) {
    SquareAbaloneState afterFirst = RULES.play(state, first);
    if (RULES.legalMoves(afterFirst).isEmpty()) {
      return RULES.status(afterFirst).winner().orElse(null) == Player.FIRST;
    }
    for (SquareAbaloneMove reply : RULES.legalMoves(afterFirst)) {
      SquareAbaloneState afterReply = RULES.play(afterFirst, reply);
      if (RULES.status(afterReply).isOver()) {
        if (RULES.status(afterReply).winner().orElse(null) != Player.FIRST) {
          return false;
        }
        continue;
      }
      boolean win = false;
      for (SquareAbaloneMove second : RULES.legalMoves(afterReply)) {
        win |= RULES.status(RULES.play(afterReply, second)).winner().orElse(null) == Player.FIRST;
      }
      if (!win) {
        return false;
      }
    }
    return true;
  }

  @Test
  void theEvaluationCountsMaterialEdgeDangerAndMobility() {
    SquareAbaloneState state = RULES.positions().decode(WIN_IN_ONE);
    // Material: LIGHT 8 balls, DARK 0: 8 * 1,000. Edge danger: i5 is DARK's, on the rim, at the
    // end of g5-i5 where LIGHT has the majority: +300; a1 and b1 (LIGHT's, on the rim) and a8
    // (DARK's) end runs without an opponent ball: nothing. Mobility: LIGHT has g5-i5 > and <,
    // a1-b1 > (not <: a1 would fall), a1 ^, b1 ^, g5 ^ v, h5 ^ v: 9 moves; DARK has a8-b8 >,
    // a8 ^ v, b8 ^ v, i5 ^ v: 7 moves: 10 * (9 - 7).
    int light = 8 * 1_000 + 300 + 10 * (9 - 7);
    assertThat(SquareAbaloneEvaluation.of(RULES).evaluate(state, Player.FIRST)).isEqualTo(light);
    assertThat(SquareAbaloneEvaluation.of(RULES).evaluate(state, Player.SECOND)).isEqualTo(-light);
    // The opening is symmetric.
    assertThat(SquareAbaloneEvaluation.of(RULES).evaluate(RULES.initialState(), Player.FIRST)).isZero();
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    // Random standard games almost never end: random pushes rarely carry a ball to the far rim, so
    // of 200 random games with N = 9 and 200 plies none was decided, and random playouts tell MCTS
    // nothing. Played to the first ball pushed off (N = 1), about a third of random games of 200
    // plies are decided, enough signal for the playouts; the game is otherwise the standard one,
    // with the exact rules (no draw): the match is cut at 200 plies by the tools, the playouts at
    // 100 — measured with this seed: 50 wins of 50 in half the time that 200-ply playouts took to
    // win 45 (a playout that runs on tells the search less than it costs).
    SquareAbalone rules = SquareAbalone.builder().winAt(1).build();
    MctsBot<SquareAbaloneState, SquareAbaloneMove> mcts =
        MctsBot.builder(rules).iterations(200).playout(rules::randomPlayout).plyCap(100).seed(21).build();
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 22)).plyCap(200).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
    assertThat(result.draws()).as("the exact rules never draw").isZero();
  }
}
