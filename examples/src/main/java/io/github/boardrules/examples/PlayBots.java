package io.github.boardrules.examples;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourEvaluation;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;

/**
 * The guide's bots example ({@code docs/bots.md}): Monte-Carlo tree search against alpha-beta in
 * push-four, compiled with every build; a test checks that the guide shows exactly this code.
 */
public final class PlayBots {
  private PlayBots() {}

  /**
   * Plays a short match and prints the result.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    // snippet:bots
    PushFour rules = PushFour.standard();            // exact rules: no draw by length
    Bot<PushFourState, PushFourMove> mcts = MctsBot.builder(rules)
        .iterations(500)                         // or .timeLimit(Duration.ofMillis(100))
        .playout(rules::randomPlayout)           // the game's allocation-free playout
        .plyCap(300)                             // the bot's playouts stop there, unfinished
        .seed(1)
        .build();
    Bot<PushFourState, PushFourMove> alphaBeta =
        AlphaBetaBot.builder(rules, PushFourEvaluation.standard())
            .hash(PushFourState::positionHash)   // incremental Zobrist hash
            .maxDepth(3)
            .build();
    MatchResult result = Match.between(rules, mcts, alphaBeta)
        .plyCap(100)                             // a game not over at ply 100 is unfinished
        .play(4);                                // each bot starts twice
    System.out.println(result);
    // end-snippet
  }
}
