package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAway;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The random opening of {@link MatchRunner.Builder#randomOpening}, on the take-away game (21
 * counters, take 1 to 3, who takes the last wins) between two copies of a bot that always takes
 * one counter: without the opening every game is the same 21 plies; with it, the first k plies
 * are random and every later ply is the bot's "take 1".
 */
class MatchRunnerOpeningTest {
  private static final int COUNTERS = 21;
  private static final TakeAway RULES = new TakeAway(COUNTERS);

  /** A deterministic bot, as alpha-beta with a node budget is: it always takes one counter. */
  private static Bot<Pile, Take> takeOne(AtomicInteger calls) {
    return state -> {
      calls.incrementAndGet();
      return new Take(1);
    };
  }

  /** The moves of every game of a match, by index. */
  private static Map<Integer, List<Take>> games(int games, long seed, int openingPlies, AtomicInteger calls,
      int threads) {
    Map<Integer, List<Take>> moves = Collections.synchronizedMap(new TreeMap<>());
    MatchRunner.builder(RULES, s -> takeOne(calls), s -> takeOne(calls))
        .games(games).seed(seed).threads(threads).randomOpening(openingPlies)
        .onGame((result, start, played) -> moves.put(result.index(), played))
        .build().play(List.of());
    return moves;
  }

  private static int taken(List<Take> moves) {
    return moves.stream().mapToInt(Take::count).sum();
  }

  @Test
  void withoutAnOpeningTwoDeterministicBotsPlayOneGameOverAndOver() {
    Map<Integer, List<Take>> games = games(10, 7, 0, new AtomicInteger(), 1);
    assertThat(games.values()).allMatch(m -> m.size() == COUNTERS && taken(m) == COUNTERS).hasSize(10);
    assertThat(games.values().stream().distinct().count()).isEqualTo(1);
  }

  @Test
  void theFirstKPliesAreRandomAndThenTheBotsPlay() {
    AtomicInteger calls = new AtomicInteger();
    Map<Integer, List<Take>> games = games(40, 7, 3, calls, 1);
    long plies = 0;
    for (List<Take> moves : games.values()) {
      // 3 random takes of 1 to 3 counters leave 21 - (their sum) >= 12, taken one a ply by the bots.
      List<Take> opening = moves.subList(0, 3);
      assertThat(opening).allMatch(t -> t.count() >= 1 && t.count() <= 3);
      assertThat(moves.subList(3, moves.size())).allMatch(t -> t.count() == 1);
      assertThat(moves).hasSize(3 + COUNTERS - taken(opening));
      plies += moves.size();
    }
    // The bots were asked for every ply after the opening, and for none of the opening's.
    assertThat(calls.get()).isEqualTo(plies - 3 * 40);
    // 27 openings are possible; 40 games drawn from the seeds must not all share one.
    assertThat(games.values().stream().map(m -> m.subList(0, 3)).distinct().count()).isGreaterThan(5);
  }

  @Test
  void theOpeningMovesAreDrawnUniformly() {
    int[] firstTakes = new int[4];
    for (List<Take> moves : games(600, 3, 1, new AtomicInteger(), 1).values()) {
      firstTakes[moves.get(0).count()]++;
    }
    // Each of the 3 takes has probability 1/3: 200 of 600, standard deviation 11.5; 150 to 250 is
    // more than four deviations either side.
    for (int take = 1; take <= 3; take++) {
      assertThat(firstTakes[take]).as("take %d", take).isBetween(150, 250);
    }
  }

  @Test
  void theSameSeedPlaysTheSameGamesOnAnyThreadsAndAGameAlone() {
    Map<Integer, List<Take>> one = games(24, 11, 4, new AtomicInteger(), 1);
    Map<Integer, List<Take>> again = games(24, 11, 4, new AtomicInteger(), 3);
    assertThat(again).isEqualTo(one);
    assertThat(games(24, 12, 4, new AtomicInteger(), 1)).isNotEqualTo(one);

    List<List<Take>> alone = new ArrayList<>();
    MatchRunner.builder(RULES, s -> takeOne(new AtomicInteger()), s -> takeOne(new AtomicInteger()))
        .games(24).seed(11).randomOpening(4).onGame((result, start, moves) -> alone.add(moves))
        .build().playGame(17);
    assertThat(alone).containsExactly(one.get(17));
  }

  @Test
  void theGameIsScoredByItsRulesAfterTheOpening() {
    List<GameResult> results = new ArrayList<>();
    Map<Integer, List<Take>> moves = new TreeMap<>();
    MatchRunner.builder(RULES, s -> takeOne(new AtomicInteger()), s -> takeOne(new AtomicInteger()))
        .games(20).seed(5).randomOpening(2)
        .onGame((result, start, played) -> {
          results.add(result);
          moves.put(result.index(), played);
        })
        .build().play(List.of());
    for (GameResult result : results) {
      // Whoever takes the last counter wins: FIRST plays the even plies (0, 2, ...).
      int plies = moves.get(result.index()).size();
      Player winner = (plies - 1) % 2 == 0 ? Player.FIRST : Player.SECOND;
      boolean aWon = (winner == Player.FIRST) == result.botAFirst();
      assertThat(result.outcome()).isEqualTo(aWon ? GameResult.Outcome.WIN : GameResult.Outcome.LOSS);
      assertThat(result.plies()).isEqualTo(plies);
    }
  }

  @Test
  void aGameThatEndsWithinTheOpeningEndsThere() {
    AtomicInteger calls = new AtomicInteger();
    Map<Integer, List<Take>> games = games(10, 2, 50, calls, 1);
    // 21 counters last at most 21 plies: every game is random to its end, and no bot is asked.
    assertThat(games.values()).allMatch(m -> taken(m) == COUNTERS && m.size() <= COUNTERS);
    assertThat(calls.get()).isZero();
  }

  @Test
  void aNegativeOpeningIsRefused() {
    assertThatThrownBy(() -> MatchRunner.builder(RULES, s -> takeOne(new AtomicInteger()),
            s -> takeOne(new AtomicInteger())).randomOpening(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("randomOpening: 0 or more plies, not -1");
  }
}
