package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import org.junit.jupiter.api.Test;

/**
 * The core bots on TZAAR with the module's fast playout, evaluation and hash. Each action is one
 * move and a turn is two of them (a capture, then a capture, a stack or a pass) by the same
 * player: the bots ask the rules who moves, and a win counts the plies (actions) to it.
 */
class TzaarBotsTest {
  private static final Tzaar RULES = Tzaar.fixedSetup();

  /**
   * WHITE: a Tzaar on a Tott (ca) on A1, a Tott on A3, a Tzarra on I3. BLACK: his only Tzaar, on a
   * Tott (CA), on A5; Totts on B3, G1 and I1; Tzarras on H1, H6 and I5. Column A runs A1-A5 with
   * A2 and A4 empty; B3 is A3's neighbour down-right.
   */
  private static final String BOARD = "(ca).c.(CA)/..C.../......./......../......../......../C....../B....B/C.b.B";

  private static AlphaBetaBot<TzaarState, TzaarMove> alphaBeta() {
    return AlphaBetaBot.builder(RULES, TzaarEvaluation.standard())
        .maxDepth(4)
        .hash(TzaarState::positionHash)
        .build();
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MctsBot<TzaarState, TzaarMove> mcts =
        MctsBot.builder(RULES).iterations(300).playout(RULES::randomPlayout).seed(1).build();
    MatchResult result = Match.between(RULES, mcts, RandomBot.of(RULES, 2)).play(50);
    assertThat(result.games()).isEqualTo(50);
    assertThat(result.firstBotWins()).isGreaterThanOrEqualTo(45);
  }

  @Test
  void alphaBetaTakesTheLastTzaarAtOnce() {
    // The board after WHITE's first action A3xB3 (the Tott from A3 took BLACK's Tott on B3), WHITE
    // to make his second action. Column A is now clear between A1 and A5: WHITE's (ca), 2 high,
    // takes BLACK's (CA), 2 high and his only stack topped by a Tzaar, and BLACK loses at once.
    // The other second actions (the Tott on B3 takes G1 or H6, the Tzarra on I3 takes I1 or I5,
    // pass) leave BLACK his Tzaar and a capture to begin his turn with.
    TzaarState state = TzaarState.parse(
        "(ca)...(CA)/..c.../......./......../......../......../C....../B....B/C.b.B w second");
    AlphaBetaBot.Search<TzaarMove> search = alphaBeta().search(state);
    assertThat(search.move()).isEqualTo(TzaarMove.parse("A1xA5"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 1);
  }

  @Test
  void alphaBetaFindsTheFirstCaptureThatOpensTheLineForTheSecond() {
    // WHITE to begin his turn (BOARD). BLACK's only Tzaar is the 2-high (CA) on A5; WHITE's only
    // stack as high is the (ca) on A1, whose line up column A is blocked by his own Tott on A3.
    // WHITE's captures: A3xB3 (the Tott on A3 takes B3; A5 is too high for it and its other lines
    // are empty), I3xI1 and I3xI5 (the Tzarra on I3 down and up column I); the (ca) on A1 sees
    // nothing capturable. A3xB3 clears column A, and the second action A1xA5 takes the last Tzaar:
    // a win with WHITE's second move of the turn, 2 plies away, so the score is WIN - 2 (the
    // opponent has no move in between: both actions are WHITE's turn). After I3xI1 or I3xI5 the
    // Tott still blocks A1 from A5, nothing else is tall enough for the (CA), and BLACK keeps two
    // Totts and two Tzarras, so no second action wins.
    TzaarState state = TzaarState.parse(BOARD + " w capture");
    assertThat(RULES.legalMoves(state))
        .containsExactlyInAnyOrder(TzaarMove.parse("A3xB3"), TzaarMove.parse("I3xI1"), TzaarMove.parse("I3xI5"));
    AlphaBetaBot.Search<TzaarMove> search = alphaBeta().search(state);
    assertThat(search.move()).isEqualTo(TzaarMove.parse("A3xB3"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 2);
    assertThat(search.isForcedWin()).isTrue();
    // The line, through the rules.
    TzaarState afterFirst = RULES.play(state, search.move());
    assertThat(afterFirst.colourToMove()).isEqualTo(TzaarColour.WHITE);
    TzaarState end = RULES.play(afterFirst, TzaarMove.parse("A1xA5"));
    assertThat(RULES.status(end).winner()).contains(Player.FIRST);
    assertThat(RULES.status(end).termination()).contains(TzaarTermination.LOST_A_TYPE);
  }

  @Test
  void alphaBetaBuildsAThreatThatTheOpponentsWholeTurnCannotParry() {
    // WHITE: Totts on A4, H1 and I1, two Totts (cc) on A5, a Tzaar on C7, a Tzarra on D8. BLACK:
    // his only Tzaar on a Tott (CA) on A1, Totts on H2 and I2, Tzarras on G7 and H6. WHITE is to
    // make his second action. A1's lines: column A up to A4 (a Tott, 1 high), B2-C3-D4 (empty up
    // to the hole), B1-C1-D1-E1 (empty to the edge).
    //
    // A4>A5 (or A5>A4) makes a stack of three Totts on column A (on A5, or on A4) with only empty
    // points between it and the (CA). Then nothing BLACK does in his turn (ply 2, a capture; ply 3, a capture, stack or
    // pass) helps: no BLACK stack is 3 high, so none can take the new stack; the (CA) cannot move
    // (its only occupied line ends at that stack, too high) and nothing can land on its empty
    // lines, so no BLACK stack can be put on it either; WHITE's Tzaar on C7 and Tzarra on D8 see
    // only each other, A5 and empty lines, so BLACK cannot take a type from WHITE, and WHITE keeps
    // his Tott stack on column A. WHITE's next action takes the last Tzaar: ply 4, WIN - 4.
    // Nothing wins sooner: no WHITE stack 2 high sees A1 now, and every second action leaves BLACK
    // a capture to begin his turn with (H2 and I2 face H1 and I1).
    TzaarState state = TzaarState.parse(
        "(CA)..c(cc)/....../......a/.......b/......../......../......B/cC...B/cC... w second");
    AlphaBetaBot.Search<TzaarMove> search = alphaBeta().search(state);
    assertThat(search.move()).isIn(TzaarMove.parse("A4>A5"), TzaarMove.parse("A5>A4"));
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 4);
    // The claim, through the rules: after A4>A5, every BLACK turn ends with WHITE able to take A1.
    TzaarState threat = RULES.play(state, TzaarMove.parse("A4>A5"));
    assertThat(RULES.legalMoves(threat)).isNotEmpty();
    for (TzaarMove first : RULES.legalMoves(threat)) {
      TzaarState afterFirst = RULES.play(threat, first);
      assertThat(RULES.status(afterFirst).isOngoing()).as("after %s", first).isTrue();
      for (TzaarMove second : RULES.legalMoves(afterFirst)) {
        TzaarState afterSecond = RULES.play(afterFirst, second);
        assertThat(RULES.status(afterSecond).isOngoing()).as("after %s %s", first, second).isTrue();
        TzaarState end = RULES.play(afterSecond, TzaarMove.parse("A5xA1"));
        assertThat(RULES.status(end).winner()).as("after %s %s", first, second).contains(Player.FIRST);
      }
    }
  }

  @Test
  void theEvaluationWeighsTheScarcestTypeForBothPlayersAlike() {
    TzaarEvaluation evaluation = TzaarEvaluation.standard();
    TzaarState state = TzaarState.parse(BOARD + " w capture");
    // Worked by hand (lines of sight stop at the first stack and at the centre hole E5).
    // WHITE (to move): Tzaar A1 (2 high), Tott A3, Tzarra I3. It can capture A3xB3, I3xI1, I3xI5
    // (A1 sees only A3; A3 sees A5, 2 high, too tall): 3 captures. BLACK attacks A3 (from A5 and
    // B3) and I3 (from I1 and I5): 4 captures. White moves next, so its types count in full:
    // 3 types x (3000 - 3000/1) = 0, less 100 for each attacked stack (A3, I3): -200; few
    // captures -1500/(1+3) = -375, mobility 3 x 640 = 1920; 3 stacks x 50 + 1 piece above a
    // bottom x 20 = 170: 1515.
    // BLACK, whom White may take two stacks from this turn: Tzaar A5 (not attacked) 1 left: 0;
    // Tzarras H1, H6, I5 (I5 attacked): 3 - 1 = 2 left: 1500 - 100; Totts B3, G1, I1 (B3, I1
    // attacked): 3 - 2 = 1 left: 0 - 200; few captures -1500/(1+4) = -300, mobility 4 x 640 = 2560;
    // 7 stacks x 50 + 1 piece above a bottom x 20 = 370: 3830. White's view: 1515 - 3830.
    assertThat(evaluation.evaluate(state, Player.FIRST)).isEqualTo(1_515 - 3_830);
    assertThat(evaluation.evaluate(state, Player.SECOND)).isEqualTo(3_830 - 1_515);
    TzaarState start = RULES.initialState();
    assertThat(evaluation.evaluate(start, Player.FIRST)).isEqualTo(-evaluation.evaluate(start, Player.SECOND));
  }

  @Test
  void aTurnHalfPlayedIsNotQuiet() {
    TzaarEvaluation evaluation = TzaarEvaluation.standard();
    assertThat(evaluation.isQuiet(TzaarState.parse(BOARD + " w capture"))).isTrue();
    assertThat(evaluation.isQuiet(TzaarState.parse(BOARD + " w second"))).isFalse();
  }
}
