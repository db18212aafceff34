package io.github.boardrules.examples;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchRunner;
import io.github.boardrules.bots.match.MatchTotals;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import java.util.List;

// The code of docs/bots.md; BotsGuideTest runs it.
// snippet:bots-match-runner
final class LevelMatch {
  static <S, M> List<GameResult> play(ConfiguredGame<S, M> game, int threads) {
    MatchRunner<S, M> runner = MatchRunner.builder(game.rules(),
            seed -> Bots.of(game, BotSettings.level(5).seed(seed)),    // bot A: moves first in even games
            seed -> Bots.of(game, BotSettings.level(1).seed(seed)))    // bot B
        .games(20).threads(threads).seed(1)
        .build();
    List<GameResult> games = runner.play(List.of());     // or: the games of a stopped run, to go on
    MatchTotals totals = MatchTotals.of(games);
    System.out.println(totals.wins() + "-" + totals.draws() + "-" + totals.losses() + ", Elo " + totals.elo().text());
    return games;
  }
}
// end-snippet
