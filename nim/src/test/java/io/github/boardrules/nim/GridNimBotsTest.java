package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import org.junit.jupiter.api.Test;

/** Core's search bots on grid NIM. */
class GridNimBotsTest {
  private final GridNim rules = GridNim.standard();

  @Test
  void mctsBeatsTheRandomBotAtOneTwoThreeNim() {
    MctsBot<GridNimState, GridNimMove> mcts = MctsBot.builder(rules)
        .iterations(300)
        .playout(rules::randomPlayout)
        .seed(31)
        .build();
    MatchResult result = Match.between(rules, mcts, RandomBot.of(rules, 32)).play(50);
    assertThat(result.firstBotWins()).as("%s", result).isGreaterThanOrEqualTo(45);
  }

  /**
   * Three balls left in a row, a1 b1 c1: a1-c1 takes the last balls and wins. Every other move
   * leaves a ball.
   */
  @Test
  void alphaBetaFindsTheWinInOne() {
    GridNimState state = rules.positions().decode("..../..../..../ooo. 1");
    AlphaBetaBot.Search<GridNimMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(rules.notation().parse("a1-c1"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  /**
   * A full bottom row, a1 b1 c1 d1, and at most three balls a move: no move takes all four. b1-c1
   * leaves a1 and d1, which do not touch: the opponent takes one and the mover the other. Every
   * other move loses: a1, a1-b1, a1-c1, b1-d1, c1-d1 and d1 leave one line of at most three balls
   * for the opponent to take; b1 (or c1) leaves a1 and c1-d1, and the opponent's c1 (or b1) makes
   * the same two single balls with the mover to play.
   */
  @Test
  void alphaBetaFindsTheWinInTwo() {
    GridNimState state = rules.positions().decode("..../..../..../oooo 1");
    AlphaBetaBot.Search<GridNimMove> search = alphaBeta().search(state);

    assertThat(search.move()).isEqualTo(rules.notation().parse("b1-c1"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
  }

  private AlphaBetaBot<GridNimState, GridNimMove> alphaBeta() {
    Evaluation<GridNimState> even = (state, player) -> 0;
    return AlphaBetaBot.builder(rules, even).hash(GridNimState::positionHash).maxDepth(4).build();
  }
}
