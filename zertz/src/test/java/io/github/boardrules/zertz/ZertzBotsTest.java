package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import org.junit.jupiter.api.Test;

/**
 * The core bots on ZÈRTZ with the module's fast playout, evaluation and hash. A ZÈRTZ move is a
 * whole turn (a capture chain is one move), so the players alternate: a win with one's first move
 * is 1 ply away ({@code WIN - 1}), with one's second move 3 plies away ({@code WIN - 3}).
 */
class ZertzBotsTest {
  private static final Zertz RULES = Zertz.standard();

  private static AlphaBetaBot<ZertzState, ZertzMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, ZertzEvaluation.of(RULES))
        .maxDepth(4)
        .hash(ZertzState::positionHash)
        .build();
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MctsBot<ZertzState, ZertzMove> mcts =
        MctsBot.builder(RULES).iterations(1_000).playout(RULES::randomPlayout).seed(1).build();
    MatchResult result = Match.between(RULES, mcts, RandomBot.of(RULES, 2)).play(50);
    assertThat(result.games()).isEqualTo(50);
    assertThat(result.firstBotWins()).isGreaterThanOrEqualTo(45);
  }

  @Test
  void alphaBetaTakesTheThirdWhiteMarbleAtOnce() {
    // The full 37-ring board, black on d4 and white on d5; FIRST holds 2 white and needs a third
    // (basic set). Captures are compulsory: xd4-d6 (black jumps the white) wins at once, xd5-d3
    // (white jumps the black) only takes a black.
    ZertzState state = RULES.positions()
        .decode("37 ..../...../....../...bw../....../...../.... 2,7,8 2,0,0 0,0,0 1 0 0");
    assertThat(RULES.legalMoves(state)).hasSize(2);
    AlphaBetaBot.Search<ZertzMove> search = alphaBeta().search(state);
    assertThat(RULES.notation().format(search.move())).isEqualTo("xd4-d6");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheCaptureThatForcesAWinOnItsNextMove() {
    // Rings left: c1 c2 c3 / d1 d2 d3 d4 / e2 / f1 (every other ring removed). Marbles: c1 white,
    // c2 grey, d1 black, d4 white, e2 grey, f1 white; c3 d2 d3 vacant. FIRST holds 2 white and
    // needs a third; the pool has no white left. Lines through the rings:
    //
    //   c1 - c2 - c3          (column c)          d1 - d2 - d3 - d4   (column d)
    //   f1 - e2 - d3 - c3     (a diagonal)        c1 - d2 - e2        (c1-d2-e3 is cut at e3)
    //
    // FIRST must capture and has two chains, neither winning at once (each takes a grey):
    // - xc1-c3 (c1 jumps c2): SECOND's only capture is then xf1-d3 (f1 jumps e2 to d3, stopping
    //   there: d5, b3 and e4 are removed), and it puts a white on d3 between the white on d4 and
    //   the vacant d2, and next to the white on c3 with e2 now vacant behind it. FIRST takes it
    //   by xd4-d2 or xc3-e2: 3 white, a win with FIRST's second move, 3 plies.
    // - xf1-d3 (f1 jumps e2) fails: SECOND answers xc1-c3-e2, taking the grey on c2 and the
    //   white on d3, which leaves FIRST no capture and no placement that isolates a white.
    ZertzState state = RULES.positions()
        .decode("37 ----/-----/wg.---/b..w---/-g----/w----/---- 0,5,8 2,0,0 0,0,0 1 0 0");
    assertThat(RULES.legalMoves(state)).extracting(m -> RULES.notation().format(m))
        .containsExactlyInAnyOrder("xc1-c3", "xf1-d3");
    AlphaBetaBot.Search<ZertzMove> search = alphaBeta().search(state);
    assertThat(RULES.notation().format(search.move())).isEqualTo("xc1-c3");
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    assertThat(search.isForcedWin()).isTrue();
    // The line worked out above, played through the rules.
    ZertzState afterFirst = RULES.play(state, search.move());
    assertThat(RULES.legalMoves(afterFirst)).extracting(m -> RULES.notation().format(m))
        .containsExactly("xf1-d3");
    ZertzState afterSecond = RULES.play(afterFirst, RULES.notation().parse("xf1-d3"));
    for (String win : new String[] {"xd4-d2", "xc3-e2"}) {
      ZertzState end = RULES.play(afterSecond, RULES.notation().parse(win));
      assertThat(RULES.status(end).winner()).as(win).contains(Player.FIRST);
      assertThat(end.captured(Player.FIRST, Marble.WHITE)).isEqualTo(3);
    }
  }

  @Test
  void theEvaluationCountsProgressTowardsAWinningSetForBothPlayersAlike() {
    ZertzEvaluation evaluation = ZertzEvaluation.standard();
    // FIRST holds 2 white of the 3 a set needs, SECOND 2 black of 5.
    ZertzState state = RULES.positions()
        .decode("37 ..../...../....../......./....../...../.... 3,7,7 2,0,0 0,0,2 1 0 0");
    int forFirst = evaluation.evaluate(state, Player.FIRST);
    assertThat(forFirst).isPositive();
    assertThat(evaluation.evaluate(state, Player.SECOND)).isEqualTo(-forFirst);
    // FIRST: closeness 2/3 (white), material (2/3 + 0 + 0) / 3: 6000 * 2/3 + 3000 * 2/9 = 4666.7,
    // rounded 4667. SECOND: closeness 2/5 (black), material 2/15: 2400 + 400 = 2800.
    assertThat(forFirst).isEqualTo(4_667 - 2_800);
    assertThat(evaluation.evaluate(RULES.initialState(), Player.FIRST)).isZero();
  }
}
