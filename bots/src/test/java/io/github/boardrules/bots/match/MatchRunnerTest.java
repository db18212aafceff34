package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.MctsBot;
import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAway;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The match runner on the take-away game (take 1 to 3, who takes the last wins). */
class MatchRunnerTest {
  private static final TakeAway RULES = new TakeAway(21);

  private static Bot<Pile, Take> random(long seed) {
    return RandomBot.of(RULES, seed);
  }

  private static Bot<Pile, Take> mcts(long seed) {
    return MctsBot.builder(RULES).iterations(300).seed(seed).build();
  }

  private static MatchRunner.Builder<Pile, Take> match(int games) {
    return MatchRunner.builder(RULES, MatchRunnerTest::mcts, MatchRunnerTest::random).games(games).seed(99);
  }

  @Test
  void threadsGiveTheSameGamesAsOneThread() {
    List<GameResult> one = match(40).threads(1).build().play(List.of());
    List<GameResult> three = match(40).threads(3).build().play(List.of());
    assertThat(three).isEqualTo(one);
    assertThat(one).extracting(GameResult::index).containsExactlyElementsOf(range(40));
  }

  @Test
  void aResumedMatchEndsWithTheTotalsOfOneUninterruptedRun() {
    List<GameResult> whole = match(30).build().play(List.of());
    // A first run kept games 0-9 and 17 (stopped part way on two threads); the second plays the rest.
    List<GameResult> kept = new ArrayList<>(match(30).build().play(List.of()).subList(0, 10));
    kept.add(match(30).build().playGame(17));
    List<Integer> played = Collections.synchronizedList(new ArrayList<>());
    List<GameResult> resumed = match(30).threads(2)
        .onGame((result, start, moves) -> played.add(result.index())).build().play(kept);
    assertThat(resumed).isEqualTo(whole);
    assertThat(MatchTotals.of(resumed)).isEqualTo(MatchTotals.of(whole));
    assertThat(played).hasSize(19).doesNotContain(17, 0, 9);
  }

  @Test
  void coloursAlternateAndTheStrongerBotWins() {
    List<GameResult> games = match(40).build().play(List.of());
    assertThat(games).allMatch(g -> g.botAFirst() == (g.index() % 2 == 0));
    assertThat(games).allMatch(g -> g.seed() == MatchRunner.gameSeed(99, g.index()));
    // 21 counters: the first player wins by taking 1 and then keeping the pile a multiple of 4;
    // 300 playouts find that, so the MCTS bot scores far above the random bot's half.
    assertThat(MatchTotals.of(games).score()).isGreaterThan(0.8);
  }

  @Test
  void progressIsToldAfterEveryGameWithTheGamesKeptIncluded() {
    List<MatchProgress> told = new ArrayList<>();
    List<GameResult> kept = match(6).build().play(List.of()).subList(0, 2);
    match(6).onProgress(told::add).build().play(kept);
    assertThat(told).extracting(MatchProgress::done).containsExactly(3, 4, 5, 6);
    assertThat(told.get(3).left().isZero()).isTrue();
    assertThat(told.get(3).totals().games()).isEqualTo(6);
  }

  @Test
  void gamesOfAnotherMatchAreRefused() {
    GameResult other = new GameResult(0, 12345, true, GameResult.Outcome.WIN, 8);
    assertThatThrownBy(() -> match(6).build().play(List.of(other)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not of this match");
    assertThatThrownBy(() -> match(6).build().playGame(6))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 5");
  }

  private static List<Integer> range(int n) {
    List<Integer> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      list.add(i);
    }
    return list;
  }
}
