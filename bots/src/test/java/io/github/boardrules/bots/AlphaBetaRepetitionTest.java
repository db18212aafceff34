package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Repetitions avoided, on {@link ShuttleGame}, whose rules never end its loop. Every expected move
 * is worked out by hand from the game's arrows and evaluation.
 */
class AlphaBetaRepetitionTest {
  private final ShuttleGame rules = new ShuttleGame();

  /** A bot for whom the loop (worth 100) looks better than the way out (50). */
  private AlphaBetaBot<Integer, String> bot(int depth, boolean avoidRepetitions) {
    return AlphaBetaBot.builder(rules, ShuttleGame.evaluation(100, 50))
        .maxDepth(depth)
        .avoidRepetitions(avoidRepetitions)
        .build();
  }

  /** The first player's choices at spot 0 over {@code visits} visits; the second player's moves are forced. */
  private List<String> choicesAtTheStart(AlphaBetaBot<Integer, String> bot, int visits) {
    List<String> choices = new ArrayList<>();
    int spot = rules.initialState();
    while (choices.size() < visits && !rules.status(spot).isOver()) {
      String move = rules.toMove(spot) == Player.FIRST ? bot.chooseMove(spot) : ShuttleGame.ON;
      if (spot == 0) {
        choices.add(move);
      }
      spot = rules.play(spot, move);
    }
    return choices;
  }

  @Test
  void withoutTheOptionTheBotGoesRoundTheLoopForever() {
    // Depth 2 from spot 0: the loop reaches spot 2 (100), the way out spot 5 (50).
    assertThat(choicesAtTheStart(bot(2, false), 5)).containsOnly(ShuttleGame.LOOP).hasSize(5);
  }

  @Test
  void aPositionOfTheGameSoFarIsWorthAtMostADraw() {
    // First visit: nothing repeats yet, the loop (100) beats the way out (50). Second visit: the
    // loop's first position, spot 1, is one the bot's own move made: at most a draw, min(100, 0) = 0 < 50.
    assertThat(choicesAtTheStart(bot(2, true), 2)).containsExactly(ShuttleGame.LOOP, ShuttleGame.OUT);
  }

  @Test
  void aPositionEarlierOnTheSearchedLineIsWorthAtMostADraw() {
    // Depth 4 from spot 0 sees the loop come back to spot 0, the root: at most a draw, min(100, 0) = 0; the way out
    // reaches spot 7 (50). Without the option the loop's spot 0 is worth 100.
    assertThat(bot(4, true).search(0).move()).isEqualTo(ShuttleGame.OUT);
    assertThat(bot(4, false).search(0).move()).isEqualTo(ShuttleGame.LOOP);
    assertThat(bot(4, false).search(0).score()).isEqualTo(100);
  }

  @Test
  void aBotThatIsBehindIsNotDrawnIntoARepetition() {
    // Loop -100, way out -50 for the first player. Depth 4 from spot 0: the loop comes back to the
    // root, worth its evaluation (-100), not a draw (0); the way out reaches spot 7 (-50).
    AlphaBetaBot<Integer, String> behind = AlphaBetaBot.builder(rules, ShuttleGame.evaluation(-100, -50))
        .maxDepth(4)
        .avoidRepetitions(true)
        .build();
    AlphaBetaBot.Search<String> search = behind.search(0);
    assertThat(search.move()).isEqualTo(ShuttleGame.OUT);
    assertThat(search.score()).isEqualTo(-50);
  }

  @Test
  void theBotThatLeavesTheLoopWinsTheGame() {
    AlphaBetaBot<Integer, String> bot = bot(2, true);
    int spot = rules.initialState();
    for (int ply = 0; ply < 40 && !rules.status(spot).isOver(); ply++) {
      spot = rules.play(spot, rules.toMove(spot) == Player.FIRST ? bot.chooseMove(spot) : ShuttleGame.ON);
    }
    assertThat(rules.status(spot).winner()).contains(Player.FIRST);
  }
}
