package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAway;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Games stopped at the ply cap and scored by {@link MatchRunner.Builder#adjudication}, on the
 * take-away game (21 counters) between two bots that always take one counter.
 */
class MatchRunnerAdjudicationTest {
  private static final TakeAway RULES = new TakeAway(21);

  private static Bot<Pile, Take> takeOne(long seed) {
    return state -> new Take(1);
  }

  private static MatchRunner.Builder<Pile, Take> match(int plyCap) {
    return MatchRunner.builder(RULES, MatchRunnerAdjudicationTest::takeOne, MatchRunnerAdjudicationTest::takeOne)
        .games(4).seed(1).plyCap(plyCap);
  }

  @Test
  void withoutAnAdjudicationAStoppedGameIsUnfinished() {
    List<GameResult> games = match(4).build().play(List.of());
    assertThat(games).extracting(GameResult::outcome).containsOnly(GameResult.Outcome.UNFINISHED);
    assertThat(MatchTotals.of(games).score()).isEqualTo(0.5);
  }

  @Test
  void theLeaderAtTheCapWinsTheStoppedGame() {
    // After 5 plies of one counter, 16 are left and SECOND is to move; this adjudication names the
    // side to move as the leader: SECOND. Bot A moves first in games 0 and 2, so it loses those
    // and wins games 1 and 3.
    List<GameResult> games = match(5).adjudication(pile -> Optional.of(pile.toMove())).build().play(List.of());
    assertThat(games).extracting(GameResult::outcome).containsExactly(GameResult.Outcome.LOSS,
        GameResult.Outcome.WIN, GameResult.Outcome.LOSS, GameResult.Outcome.WIN);
    assertThat(games).extracting(GameResult::plies).containsOnly(5);
    MatchTotals firstPlayer = MatchTotals.ofFirstPlayer(games);
    assertThat(firstPlayer.losses()).isEqualTo(4);
    assertThat(firstPlayer.score()).isZero();
  }

  @Test
  void aStoppedGameWithoutALeaderIsADraw() {
    List<GameResult> games = match(6).adjudication(pile -> Optional.empty()).build().play(List.of());
    assertThat(games).extracting(GameResult::outcome).containsOnly(GameResult.Outcome.DRAW);
    assertThat(MatchTotals.of(games).draws()).isEqualTo(4);
  }

  @Test
  void aGameTheRulesEndedIsNeverAdjudicated() {
    // 21 plies of one counter: FIRST takes the last (ply 20) and wins by the rules, within the cap.
    List<GameResult> games = match(21).adjudication(pile -> {
      throw new AssertionError("asked to adjudicate a finished game: " + pile);
    }).build().play(List.of());
    assertThat(games).extracting(GameResult::outcome).containsExactly(GameResult.Outcome.WIN,
        GameResult.Outcome.LOSS, GameResult.Outcome.WIN, GameResult.Outcome.LOSS);
    assertThat(games).extracting(GameResult::plies).containsOnly(21);
  }
}
