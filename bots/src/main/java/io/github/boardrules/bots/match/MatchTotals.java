package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.Collection;

/**
 * The totals of a match from bot A's view: wins, draws, losses and unfinished games (stopped at
 * the ply cap, scored as draws), with the score and the Elo difference. Totals are a sum of {@link
 * GameResult}s, so totals of games played apart merge exactly: {@code a.plus(b)}.
 *
 * <pre>{@code
 * MatchTotals totals = MatchTotals.of(60, 20, 20, 0);
 * totals.score();        // 0.7
 * totals.elo().elo();    // 147.19…: 400 · log10(0.7 / 0.3)
 * }</pre>
 *
 * <p><b>Elo and its interval</b> (the method of cutechess-cli and fastchess). Each game scores
 * {@code x} = 1, ½ or 0 for bot A; over {@code N = W + D + L} games (unfinished counted as draws)
 * the score is {@code μ = (W + D/2) / N}. Its standard error is that of the trinomial per-game
 * score, {@code se = sqrt(σ² / N)} with {@code σ² = (W(1−μ)² + D(½−μ)² + L(0−μ)²) / N}. The 95 %
 * interval of the score is {@code μ ± 1.959964 · se}, clamped to 0 … 1, and the Elo difference and
 * its interval are the logistic transform of the score and its ends: {@code
 * elo(p) = −400 · log10(1/p − 1)}.
 *
 * <p><b>Sweeps and results without spread.</b> When the standard error is 0 (all games won, all
 * lost, all drawn) or the normal interval reaches a score of 0 or 1, the interval is the exact
 * Clopper-Pearson interval of the points over the games instead: never of zero width, and finite
 * on the side away from the sweep. 0 points of 20 games is a score of at most 0.168, −277.4 Elo
 * ({@code "at most -277.4"}). The results of games played in colour-swapped pairs are better read
 * with {@link Pentanomial}.
 *
 * @param wins games bot A won
 * @param draws games the rules drew
 * @param losses games bot B won
 * @param unfinished games stopped at the ply cap
 * @param plies plies played in all games
 */
@API(status = MAINTAINED, since = "0.1.0")
public record MatchTotals(int wins, int draws, int losses, int unfinished, long plies) {
  /** The two-sided 95 % quantile of the normal distribution. */
  public static final double Z95 = 1.959963984540054;

  /** No games. */
  public static final MatchTotals EMPTY = new MatchTotals(0, 0, 0, 0, 0);

  /**
   * Checks the counts.
   *
   * @param wins see the record
   * @param draws see the record
   * @param losses see the record
   * @param unfinished see the record
   * @param plies see the record
   * @throws IllegalArgumentException if a count is negative
   */
  public MatchTotals {
    if (wins < 0 || draws < 0 || losses < 0 || unfinished < 0 || plies < 0) {
      throw new IllegalArgumentException("Match counts are 0 or more: " + wins + "/" + draws + "/"
          + losses + "/" + unfinished + ", plies " + plies);
    }
  }

  /**
   * Totals from counts, with no plies counted.
   *
   * @param wins games bot A won
   * @param draws drawn games
   * @param losses games bot A lost
   * @param unfinished unfinished games
   * @return the totals
   */
  public static MatchTotals of(int wins, int draws, int losses, int unfinished) {
    return new MatchTotals(wins, draws, losses, unfinished, 0);
  }

  /**
   * Adds up games.
   *
   * @param games the games, in any order
   * @return their totals
   */
  public static MatchTotals of(Collection<GameResult> games) {
    MatchTotals totals = EMPTY;
    for (GameResult game : games) {
      totals = totals.plus(game);
    }
    return totals;
  }

  /**
   * Adds up games from the view of the side that moved first, whichever bot it was: the measure
   * of a game's balance when a bot plays itself ({@code match <game> --levels 4,4}).
   *
   * <pre>{@code
   * // game 0: bot A moved first and won; game 1: bot B moved first and won
   * MatchTotals.ofFirstPlayer(games).wins();   // 2: the first player won both
   * }</pre>
   *
   * @param games the games, in any order
   * @return the first player's totals: a win is a game the first player won
   */
  public static MatchTotals ofFirstPlayer(Collection<GameResult> games) {
    MatchTotals totals = EMPTY;
    for (GameResult game : games) {
      GameResult.Outcome o = game.outcome();
      GameResult.Outcome forFirst = game.botAFirst() ? o
          : o == GameResult.Outcome.WIN ? GameResult.Outcome.LOSS
          : o == GameResult.Outcome.LOSS ? GameResult.Outcome.WIN
          : o;
      totals = totals.plus(new GameResult(game.index(), game.seed(), true, forFirst, game.plies()));
    }
    return totals;
  }

  /**
   * Returns the 95 % interval of the score (see the class comment): normal, or Clopper-Pearson for a
   * sweep or results without spread.
   *
   * @return {low, high}, within 0 … 1 and never of zero width; 0 to 1 with no games
   */
  public double[] scoreInterval() {
    double se = scoreStandardError();
    return Pentanomial.interval(score(), se * se * games(), games(), points(), games());
  }

  /**
   * Returns these totals with one more game.
   *
   * @param game the game
   * @return the new totals
   */
  public MatchTotals plus(GameResult game) {
    GameResult.Outcome o = game.outcome();
    return new MatchTotals(wins + (o == GameResult.Outcome.WIN ? 1 : 0),
        draws + (o == GameResult.Outcome.DRAW ? 1 : 0), losses + (o == GameResult.Outcome.LOSS ? 1 : 0),
        unfinished + (o == GameResult.Outcome.UNFINISHED ? 1 : 0), plies + game.plies());
  }

  /**
   * Merges the totals of games played apart.
   *
   * @param other the other games' totals
   * @return the sum
   */
  public MatchTotals plus(MatchTotals other) {
    return new MatchTotals(wins + other.wins, draws + other.draws, losses + other.losses,
        unfinished + other.unfinished, plies + other.plies);
  }

  /**
   * Returns the games counted.
   *
   * @return wins + draws + losses + unfinished
   */
  public int games() {
    return wins + draws + losses + unfinished;
  }

  /**
   * Returns bot A's points: a win 1, a draw or an unfinished game ½.
   *
   * @return the points
   */
  public double points() {
    return wins + (draws + unfinished) / 2.0;
  }

  /**
   * Returns bot A's score, its points over the games.
   *
   * @return 0 to 1; NaN with no games
   */
  public double score() {
    return points() / games();
  }

  /**
   * Returns the standard error of the score, from the trinomial per-game score (see the class
   * comment).
   *
   * @return the standard error; NaN with no games
   */
  public double scoreStandardError() {
    int n = games();
    double mu = score();
    double halves = draws + unfinished;
    double variance = (wins * (1 - mu) * (1 - mu) + halves * (0.5 - mu) * (0.5 - mu) + losses * mu * mu) / n;
    return Math.sqrt(variance / n);
  }

  /**
   * Returns the Elo difference of bot A over bot B with its 95 % interval (see the class comment).
   *
   * @return the estimate; infinite for a sweep, with one finite end
   * @throws IllegalStateException with no games
   */
  public EloEstimate elo() {
    if (games() == 0) {
      throw new IllegalStateException("No games played: no Elo difference");
    }
    double[] interval = scoreInterval();
    return new EloEstimate(EloEstimate.fromScore(score()), EloEstimate.fromScore(interval[0]),
        EloEstimate.fromScore(interval[1]));
  }

  /**
   * Returns the average length of a game.
   *
   * @return plies over games; NaN with no games
   */
  public double averagePlies() {
    return (double) plies / games();
  }
}
