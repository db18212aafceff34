package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Paired openings, opening lists and early stops of {@link MatchRunner}, on the take-away game (21
 * counters, take 1 to 3, who takes the last wins) between two bots that always take one counter.
 */
class MatchRunnerPairingTest {
  private static final TakeAway RULES = new TakeAway(21);

  private static Bot<Pile, Take> takeOne() {
    return state -> new Take(1);
  }

  private record Played(Pile start, List<Take> moves, GameResult result) {}

  private static Map<Integer, Played> play(MatchRunner.Builder<Pile, Take> builder) {
    Map<Integer, Played> games = Collections.synchronizedMap(new TreeMap<>());
    builder.onGame((result, start, moves) -> games.put(result.index(), new Played(start, moves, result)))
        .build().play(List.of());
    return games;
  }

  private static MatchRunner.Builder<Pile, Take> match(int games) {
    return MatchRunner.builder(RULES, s -> takeOne(), s -> takeOne()).games(games).seed(9);
  }

  @Test
  void theTwoGamesOfAPairShareTheirRandomOpeningWithColoursSwapped() {
    Map<Integer, Played> games = play(match(40).randomOpening(3));
    for (int k = 0; k < 20; k++) {
      Played first = games.get(2 * k);
      Played second = games.get(2 * k + 1);
      assertThat(second.moves().subList(0, 3)).isEqualTo(first.moves().subList(0, 3));
      assertThat(first.result().botAFirst()).isTrue();
      assertThat(second.result().botAFirst()).isFalse();
      // Same moves from the same start: the same side (by colour) wins, so bot A wins exactly one
      // game of the pair, a WL pair.
      assertThat(first.moves()).isEqualTo(second.moves());
      assertThat(first.result().outcome()).isNotEqualTo(second.result().outcome());
    }
    assertThat(Pentanomial.of(games.values().stream().map(Played::result).toList()))
        .isEqualTo(new Pentanomial(0, 0, 0, 20, 0, 0));
  }

  @Test
  void unpairedOpeningsDrawEachGamesOwnPliesAndKeepTheEvenGamesOfPairedOnes() {
    Map<Integer, Played> paired = play(match(40).randomOpening(3));
    Map<Integer, Played> unpaired = play(match(40).randomOpening(3).pairedOpenings(false));
    long differentPartners = 0;
    for (int k = 0; k < 20; k++) {
      assertThat(unpaired.get(2 * k).moves()).isEqualTo(paired.get(2 * k).moves());
      if (!unpaired.get(2 * k + 1).moves().subList(0, 3).equals(unpaired.get(2 * k).moves().subList(0, 3))) {
        differentPartners++;
      }
    }
    // 27 openings of three takes: twenty independent partners cannot all repeat their pair's.
    assertThat(differentPartners).isGreaterThan(10);
  }

  @Test
  void anOpeningListGivesEachPairItsPositionInTurn() {
    List<Pile> starts = List.of(new Pile(5, Player.FIRST), new Pile(8, Player.FIRST), new Pile(4, Player.FIRST));
    Map<Integer, Played> games = play(match(10).openings(starts));
    for (int i = 0; i < 10; i++) {
      Pile start = starts.get(i / 2 % 3);
      assertThat(games.get(i).start()).isEqualTo(start);
      // Taking one at a time from n counters takes n plies; the side to move at the start takes
      // the last counter when n is odd. The first mover of game i is bot A when i is even.
      assertThat(games.get(i).moves()).hasSize(start.counters());
      boolean firstMoverWins = start.counters() % 2 == 1;
      boolean aWins = firstMoverWins == (i % 2 == 0);
      assertThat(games.get(i).result().outcome())
          .isEqualTo(aWins ? GameResult.Outcome.WIN : GameResult.Outcome.LOSS);
    }
  }

  @Test
  void aStopRuleEndsTheMatchAfterItsGameOnAnyNumberOfThreads() {
    for (int threads : new int[] {1, 3}) {
      List<GameResult> seen = Collections.synchronizedList(new java.util.ArrayList<>());
      List<GameResult> games = match(50).threads(threads).randomOpening(2)
          .stopWhen(game -> {
            seen.add(game);
            return game.index() == 13;
          })
          .build().play(List.of());
      assertThat(games).extracting(GameResult::index).containsExactlyElementsOf(range(14));
      assertThat(seen).extracting(GameResult::index).containsExactlyElementsOf(range(14));
    }
  }

  @Test
  void keptGamesThatAlreadyDecideMeanNothingMoreIsPlayed() {
    MatchRunner<Pile, Take> runner = match(20).build();
    List<GameResult> kept = List.of(runner.playGame(0), runner.playGame(1), runner.playGame(2));
    List<Integer> played = Collections.synchronizedList(new java.util.ArrayList<>());
    List<GameResult> games = match(20).stopWhen(game -> game.index() == 1)
        .onGame((result, start, moves) -> played.add(result.index()))
        .build().play(kept);
    assertThat(games).containsExactlyElementsOf(kept.subList(0, 2));
    assertThat(played).isEmpty();
  }

  private static List<Integer> range(int count) {
    return java.util.stream.IntStream.range(0, count).boxed().toList();
  }
}
