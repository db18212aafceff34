package io.github.boardrules.study;

import io.github.boardrules.bots.match.GameResult;
import io.github.boardrules.bots.match.MatchTotals;
import java.util.Collection;

/**
 * One variant's line of a balance table: a bot level against itself, colours alternating, and how
 * the first player fared.
 *
 * <pre>{@code
 * BalanceRow row = BalanceRow.of("nim(rows=3,columns=5)", games);
 * row.firstScore();    // 0.5 for a fair variant; wins + half the draws and unfinished games
 * }</pre>
 *
 * @param variant the configured game's text
 * @param totals the match's totals from bot A's view, as {@link MatchTotals#of(Collection)} adds them
 * @param firstWins games the first player won
 * @param secondWins games the second player won
 */
public record BalanceRow(String variant, MatchTotals totals, int firstWins, int secondWins) {
  /**
   * Adds up a variant's games.
   *
   * @param variant the configured game's text
   * @param games the games
   * @return the row
   */
  public static BalanceRow of(String variant, Collection<GameResult> games) {
    int first = 0;
    int second = 0;
    for (GameResult game : games) {
      if (game.outcome() == GameResult.Outcome.WIN || game.outcome() == GameResult.Outcome.LOSS) {
        boolean aWon = game.outcome() == GameResult.Outcome.WIN;
        if (aWon == game.botAFirst()) {
          first++;
        } else {
          second++;
        }
      }
    }
    return new BalanceRow(variant, MatchTotals.of(games), first, second);
  }

  /**
   * Returns the first player's score: a win 1, a draw or an unfinished game ½.
   *
   * @return 0 to 1; NaN with no games
   */
  public double firstScore() {
    return (firstWins + (totals.draws() + totals.unfinished()) / 2.0) / totals.games();
  }
}
