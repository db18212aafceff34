package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.match.Match;
import io.github.boardrules.bots.match.MatchResult;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.fixture.Endless;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAway;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bots on the take-away game (take 1 to 3, who takes the last wins), whose theory is known: a
 * pile that is a multiple of 4 is lost for the player to move, and the winning move leaves one.
 */
class BotsTest {
  private static final TakeAway RULES = new TakeAway(21);
  private static final Evaluation<Pile> NO_IDEA = (state, player) -> 0;

  private static Pile pile(int counters) {
    return new Pile(counters, Player.FIRST);
  }

  @Test
  void theRandomBotPlaysLegalMovesAndRepeatsItselfForASeed() {
    RandomBot<Pile, Take> a = RandomBot.of(RULES, 5);
    RandomBot<Pile, Take> b = RandomBot.of(RULES, 5);
    List<Take> movesA = new ArrayList<>();
    List<Take> movesB = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      movesA.add(a.chooseMove(pile(21)));
      movesB.add(b.chooseMove(pile(21)));
    }
    assertThat(movesA).isEqualTo(movesB).allMatch(m -> RULES.isLegal(pile(21), m));
    assertThat(movesA).extracting(Take::count).contains(1, 2, 3);
  }

  @Test
  void everyBotRefusesAFinishedGame() {
    Pile over = new Pile(0, Player.SECOND);
    List<Bot<Pile, Take>> bots = List.of(
        RandomBot.of(RULES, 1),
        MctsBot.builder(RULES).iterations(10).build(),
        AlphaBetaBot.builder(RULES, NO_IDEA).build());
    for (Bot<Pile, Take> bot : bots) {
      assertThatThrownBy(() -> bot.chooseMove(over))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("The game is over")
          .hasMessageContaining("FIRST took the last counter");
    }
  }

  @Test
  void mctsTakesTheWinningMove() {
    // From 3 taking all wins at once; from 5, 6 and 7 only leaving 4 wins.
    int[][] pileAndWinningTake = {{3, 3}, {5, 1}, {6, 2}, {7, 3}};
    for (int[] c : pileAndWinningTake) {
      MctsBot<Pile, Take> bot = MctsBot.builder(RULES).iterations(3_000).seed(c[0]).build();
      assertThat(bot.chooseMove(pile(c[0])).count()).as("pile %d", c[0]).isEqualTo(c[1]);
    }
  }

  @Test
  void mctsBeatsTheRandomBotInAtLeastNinetyPercentOfFiftyGames() {
    MatchResult result =
        Match.between(RULES, MctsBot.builder(RULES).iterations(1_000).seed(3).build(), RandomBot.of(RULES, 4))
            .play(50);
    assertThat(result.games()).isEqualTo(50);
    assertThat(result.firstBotWins()).isGreaterThanOrEqualTo(45);
  }

  @Test
  void mctsWithAnIterationBudgetIsDeterministicOnOneOrSeveralThreads() {
    for (int threads : new int[] {1, 2}) {
      MctsBot.Search<Take> first =
          MctsBot.builder(RULES).iterations(2_001).threads(threads).seed(9).build().search(pile(21));
      MctsBot.Search<Take> again =
          MctsBot.builder(RULES).iterations(2_001).threads(threads).seed(9).build().search(pile(21));
      assertThat(again).isEqualTo(first);
      assertThat(first.iterations()).isEqualTo(2_001);
    }
  }

  @Test
  void mctsWithATimeLimitStopsAndAnswers() {
    MctsBot<Pile, Take> bot =
        MctsBot.builder(RULES).timeLimit(Duration.ofMillis(30)).threads(2).seed(1).build();
    MctsBot.Search<Take> search = bot.search(pile(21));
    assertThat(RULES.isLegal(pile(21), search.move())).isTrue();
    assertThat(search.iterations()).isPositive();
  }

  @Test
  void alphaBetaFindsAWinInOneAndInTwoMoves() {
    AlphaBetaBot<Pile, Take> bot = AlphaBetaBot.builder(RULES, NO_IDEA).maxDepth(8).build();
    AlphaBetaBot.Search<Take> inOne = bot.search(pile(3));
    assertThat(inOne.move().count()).isEqualTo(3);
    assertThat(inOne.score()).isEqualTo(AlphaBetaBot.WIN - 1);
    // From 6: take 2, leaving 4; whatever the opponent takes, the rest is taken on the next move.
    AlphaBetaBot.Search<Take> inTwo = bot.search(pile(6));
    assertThat(inTwo.move().count()).isEqualTo(2);
    assertThat(inTwo.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    assertThat(inTwo.isForcedWin()).isTrue();
  }

  @Test
  void alphaBetaSeesALostPileAsLost() {
    AlphaBetaBot<Pile, Take> bot = AlphaBetaBot.builder(RULES, NO_IDEA).maxDepth(8).build();
    // 8 is lost: the opponent answers every take k with 4 - k, and takes the last after 2 rounds.
    assertThat(bot.search(pile(8)).score()).isEqualTo(-(AlphaBetaBot.WIN - 4));
  }

  @Test
  void alphaBetaAgreesWithPlainMinimaxWhenAPlayerMovesTwiceInARow() {
    for (int counters = 1; counters <= 14; counters++) {
      ExtraTurnPile rules = new ExtraTurnPile(counters);
      AlphaBetaBot<ExtraTurnPile.Pile, Integer> bot =
          AlphaBetaBot.builder(rules, (s, p) -> 0).maxDepth(counters).build();
      AlphaBetaBot.Search<Integer> search = bot.search(rules.initialState());
      int expected = minimax(rules, rules.initialState(), 0);
      assertThat(search.score()).as("pile %d", counters).isEqualTo(expected);
      int afterMove = valueAfter(rules, rules.initialState(), search.move());
      assertThat(afterMove).as("value of the chosen move from pile %d", counters).isEqualTo(expected);
    }
  }

  /** Plain minimax, no pruning, no table: the value for the player to move. */
  private static int minimax(ExtraTurnPile rules, ExtraTurnPile.Pile state, int ply) {
    List<Integer> moves = rules.legalMoves(state);
    if (moves.isEmpty()) {
      Player winner = rules.status(state).winner().orElseThrow();
      return winner == state.toMove() ? AlphaBetaBot.WIN - ply : -(AlphaBetaBot.WIN - ply);
    }
    int best = Integer.MIN_VALUE;
    for (int move : moves) {
      ExtraTurnPile.Pile child = rules.playUnchecked(state, move);
      int value = minimax(rules, child, ply + 1);
      best = Math.max(best, child.toMove() == state.toMove() ? value : -value);
    }
    return best;
  }

  private static int valueAfter(ExtraTurnPile rules, ExtraTurnPile.Pile state, int move) {
    ExtraTurnPile.Pile child = rules.playUnchecked(state, move);
    int value = minimax(rules, child, 1);
    return child.toMove() == state.toMove() ? value : -value;
  }

  @Test
  void alphaBetaWithATimeLimitFinishesDepthOne() {
    AlphaBetaBot<Pile, Take> bot =
        AlphaBetaBot.builder(RULES, NO_IDEA).maxDepth(100).timeLimit(Duration.ofNanos(1)).build();
    AlphaBetaBot.Search<Take> search = bot.search(pile(21));
    assertThat(search.depth()).isGreaterThanOrEqualTo(1);
    assertThat(RULES.isLegal(pile(21), search.move())).isTrue();
  }

  @Test
  void aMatchAlternatesTheFirstMoveAndCountsEachSeat() {
    // Both bots always take 1: from 4 counters the player moving second takes the last one.
    Bot<Pile, Take> takeOne = state -> new Take(1);
    Bot<Pile, Take> alsoTakeOne = state -> new Take(1);
    MatchResult result = Match.between(new TakeAway(4), takeOne, alsoTakeOne).play(5);
    // Games 0, 2, 4: takeOne moves first and loses; games 1, 3: it moves second and wins.
    assertThat(result).isEqualTo(new MatchResult(5, 2, 3, 0, 0, 4.0));
    assertThat(result.firstBotScore()).isEqualTo(0.4);
  }

  @Test
  void aMatchStopsAGameAtItsPlyCapAndCountsItUnfinished() {
    Endless endless = new Endless();
    MatchResult result =
        Match.between(endless, RandomBot.of(endless, 1), RandomBot.of(endless, 2)).plyCap(30).play(4);
    assertThat(result).isEqualTo(new MatchResult(4, 0, 0, 0, 4, 30.0));
    assertThat(result.firstBotScore()).isEqualTo(0.5);
    assertThatThrownBy(() -> Match.between(endless, RandomBot.of(endless, 1), RandomBot.of(endless, 2)).plyCap(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 0");
  }

  @Test
  void mctsCapsItsPlayoutsAndScoresAnUnfinishedOneAsTold() {
    // No playout of the endless game ever finishes, so every move's win rate is the unfinished
    // score; the search itself ends because the playouts are capped.
    Endless endless = new Endless();
    MctsBot<Endless.Count, Integer> bot =
        MctsBot.builder(endless).iterations(200).plyCap(50).unfinishedScore(0.3).build();
    MctsBot.Search<Integer> search = bot.search(endless.initialState());
    assertThat(search.iterations()).isEqualTo(200);
    assertThat(search.winRate()).isCloseTo(0.3, org.assertj.core.data.Offset.offset(1e-9));
    assertThatThrownBy(() -> MctsBot.builder(endless).unfinishedScore(1.5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1.5");
    assertThatThrownBy(() -> MctsBot.builder(endless).plyCap(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not 0");
  }

  @Test
  void aMatchStopsABotThatPlaysAnIllegalMove() {
    Bot<Pile, Take> cheat = state -> new Take(4);
    assertThatThrownBy(() -> Match.between(RULES, cheat, RandomBot.of(RULES, 1)).play(1))
        .isInstanceOf(io.github.boardrules.core.IllegalMoveException.class);
  }

  @Test
  void buildersRefuseBadBudgets() {
    assertThatThrownBy(() -> MctsBot.builder(RULES).iterations(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
    assertThatThrownBy(() -> MctsBot.builder(RULES).timeLimit(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    assertThatThrownBy(() -> MctsBot.builder(RULES).exploration(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("NaN");
    assertThatThrownBy(() -> AlphaBetaBot.builder(RULES, NO_IDEA).maxDepth(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
    assertThatThrownBy(() -> AlphaBetaBot.builder(RULES, NO_IDEA).tableBits(40))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2^40");
    assertThatThrownBy(() -> Match.between(RULES, RandomBot.of(RULES, 1), RandomBot.of(RULES, 2)).play(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 0");
  }
}
