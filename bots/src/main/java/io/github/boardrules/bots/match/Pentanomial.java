package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Collection;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The results of a match counted by game pairs: games {@code 2k} and {@code 2k + 1} of a {@link
 * MatchRunner} match start from the same opening with colours swapped, so a lucky opening or the
 * first move's edge cancels within the pair. Each pair scores 0, ½, 1, 1½ or 2 points for bot A:
 * the counts {@code LL}, {@code LD}, {@code DD} and {@code WL} (both 1), {@code WD}, {@code WW}.
 * An unfinished game counts as a draw here, as in {@link MatchTotals}.
 *
 * <pre>{@code
 * Pentanomial penta = Pentanomial.of(games);      // the pairs of a match's games
 * penta.text();                                   // "LL 1, LD 2, DD 3, WL 4, WD 5, WW 6"
 * penta.elo().text();                             // the Elo with its 95 % interval
 * penta.normalizedElo().map(EloEstimate::text);   // nElo, when the pair scores vary
 * }</pre>
 *
 * <p><b>Elo and its interval</b> (as fastchess, OpenBench and Stockfish's fishtest compute them
 * from a pentanomial). A pair's score is its points over 2: {@code a} = 0, ¼, ½, ¾ or 1, with
 * frequencies {@code p_a} over the {@code N} pairs. The score is {@code μ = Σ p_a · a}, the pair
 * variance {@code σ² = Σ p_a (a − μ)²}, and the 95 % interval of the score {@code
 * μ ± 1.959964 · sqrt(σ² / N)}; the Elo difference and its ends are the logistic transform {@code
 * −400 · log10(1/p − 1)}. The pair variance is smaller than the per-game (trinomial) one when the
 * colours or the openings favour a side, so the interval is narrower and honest about the pairing.
 *
 * <p><b>Sweeps and results without spread.</b> When every pair scored the same (all won, all lost,
 * all drawn), {@code σ²} is 0 and the normal interval has no width; when the interval reaches a
 * score of 0 or 1 its Elo end is infinite. In both cases the interval is instead the exact
 * Clopper-Pearson interval of the points over the games: 0 points of 20 games gives a score of at
 * most 0.168, −277.4 Elo, and 10 drawn pairs (20 games, 10 points) give [−171.1, +171.1].
 *
 * <p><b>Normalised Elo</b> (nElo, fishtest's measure): {@code (μ − ½) / (√2 · σ) · 800 / ln 10}, the
 * score's distance from even in units of its own spread, scaled so that it matches logistic Elo
 * for a trinomial without draws at small differences. Its interval is that of the score divided by
 * the same. Without spread ({@code σ² = 0}) there is no nElo.
 *
 * @param ll pairs bot A lost twice
 * @param ld pairs of a loss and a draw
 * @param dd pairs of two draws
 * @param wl pairs of a win and a loss
 * @param wd pairs of a win and a draw
 * @param ww pairs bot A won twice
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public record Pentanomial(int ll, int ld, int dd, int wl, int wd, int ww) {
  private static final double NELO_SCALE = 800 / Math.log(10);

  /** No pairs. */
  public static final Pentanomial EMPTY = new Pentanomial(0, 0, 0, 0, 0, 0);

  /**
   * Checks the counts.
   *
   * @param ll see the record
   * @param ld see the record
   * @param dd see the record
   * @param wl see the record
   * @param wd see the record
   * @param ww see the record
   * @throws IllegalArgumentException if a count is negative
   */
  public Pentanomial {
    if (ll < 0 || ld < 0 || dd < 0 || wl < 0 || wd < 0 || ww < 0) {
      throw new IllegalArgumentException("Pair counts are 0 or more: " + ll + "/" + ld + "/" + dd + "/" + wl
          + "/" + wd + "/" + ww);
    }
  }

  /**
   * Counts the complete pairs among games of a {@link MatchRunner} match: games {@code 2k} and
   * {@code 2k + 1}, both present. A game whose partner is missing (the last of an odd number, or
   * one of a match stopped early) is left out; {@link #games()} says how many games were counted.
   *
   * @param games the games, in any order
   * @return the pair counts
   * @throws IllegalArgumentException if two games of a pair have the same colours
   */
  public static Pentanomial of(Collection<GameResult> games) {
    Map<Integer, GameResult> firstOfPair = new HashMap<>();
    Map<Integer, GameResult> secondOfPair = new HashMap<>();
    for (GameResult game : games) {
      (game.index() % 2 == 0 ? firstOfPair : secondOfPair).put(game.index() / 2, game);
    }
    int[] counts = new int[6];
    for (Map.Entry<Integer, GameResult> entry : firstOfPair.entrySet()) {
      GameResult second = secondOfPair.get(entry.getKey());
      if (second == null) {
        continue;
      }
      GameResult first = entry.getValue();
      if (first.botAFirst() == second.botAFirst()) {
        throw new IllegalArgumentException("Games " + first.index() + " and " + second.index()
            + " are a pair but bot A has the same colour in both");
      }
      counts[kind(first.outcome().score(), second.outcome().score())]++;
    }
    return new Pentanomial(counts[0], counts[1], counts[2], counts[3], counts[4], counts[5]);
  }

  /** 0 LL, 1 LD, 2 DD, 3 WL, 4 WD, 5 WW. */
  private static int kind(double x, double y) {
    double sum = x + y;
    if (sum == 1) {
      return x == 0.5 ? 2 : 3;
    }
    return sum == 0 ? 0 : sum == 0.5 ? 1 : sum == 1.5 ? 4 : 5;
  }

  /**
   * Returns the Elo difference of a match's games as the project prints it: from the pairs when
   * every game is in a complete pair, else (an odd number of games, a partner missing) from the
   * games one by one ({@link MatchTotals#elo()}).
   *
   * <pre>{@code
   * Pentanomial.eloOf(runner.play(List.of())).text();
   * }</pre>
   *
   * @param games the games of one match
   * @return the estimate with its 95 % interval
   * @throws IllegalStateException with no games
   */
  public static EloEstimate eloOf(Collection<GameResult> games) {
    Pentanomial pairs = of(games);
    return pairs.pairs() > 0 && pairs.games() == games.size() ? pairs.elo() : MatchTotals.of(games).elo();
  }

  /**
   * Returns these counts with one more pair.
   *
   * @param first the outcome for bot A of one game of the pair
   * @param second the outcome of the other
   * @return the new counts
   */
  public Pentanomial plus(GameResult.Outcome first, GameResult.Outcome second) {
    int kind = kind(first.score(), second.score());
    return new Pentanomial(ll + (kind == 0 ? 1 : 0), ld + (kind == 1 ? 1 : 0), dd + (kind == 2 ? 1 : 0),
        wl + (kind == 3 ? 1 : 0), wd + (kind == 4 ? 1 : 0), ww + (kind == 5 ? 1 : 0));
  }

  /**
   * Returns the number of pairs.
   *
   * @return the sum of the counts
   */
  public int pairs() {
    return ll + ld + dd + wl + wd + ww;
  }

  /**
   * Returns the games counted, two a pair.
   *
   * @return twice the pairs
   */
  public int games() {
    return 2 * pairs();
  }

  /**
   * Returns bot A's points over the pairs' games.
   *
   * @return 0 to {@link #games()}
   */
  public double points() {
    return 0.5 * ld + 1.0 * (dd + wl) + 1.5 * wd + 2.0 * ww;
  }

  /**
   * Returns the counts by pair score: pairs that scored 0, ½, 1, 1½ and 2 points.
   *
   * @return five counts, DD and WL together in the middle
   */
  public int[] byPairScore() {
    return new int[] {ll, ld, dd + wl, wd, ww};
  }

  /**
   * Returns bot A's score.
   *
   * @return 0 to 1; NaN with no pairs
   */
  public double score() {
    return points() / games();
  }

  /**
   * Returns the variance of a pair's score (its points over 2) about the mean.
   *
   * @return 0 or more; NaN with no pairs
   */
  public double pairVariance() {
    int[] counts = byPairScore();
    double mu = score();
    double sum = 0;
    for (int k = 0; k < counts.length; k++) {
      double a = k / 4.0;
      sum += counts[k] * (a - mu) * (a - mu);
    }
    return sum / pairs();
  }

  /**
   * Returns the 95 % interval of the score: normal from the pair variance, or Clopper-Pearson for a
   * sweep or results without spread (see the class comment).
   *
   * @return {low, high}, never of zero width
   * @throws IllegalStateException with no pairs
   */
  public double[] scoreInterval() {
    if (pairs() == 0) {
      throw new IllegalStateException("No complete pair of games: no score interval");
    }
    return interval(score(), pairVariance(), pairs(), points(), games());
  }

  /**
   * The normal interval of a mean with a given per-unit variance, or the Clopper-Pearson interval of
   * the points over the games when the normal one has no width or reaches 0 or 1.
   */
  static double[] interval(double mu, double variance, int units, double points, int games) {
    double margin = MatchTotals.Z95 * Math.sqrt(variance / units);
    double low = mu - margin;
    double high = mu + margin;
    if (!(margin > 0) || low <= 0 || high >= 1) {
      return ScoreBounds.clopperPearson(points, games);
    }
    return new double[] {low, high};
  }

  /**
   * Returns the Elo difference of bot A over bot B with its 95 % interval (see the class comment):
   * a sweep has an infinite estimate but one finite end.
   *
   * @return the estimate
   * @throws IllegalStateException with no pairs
   */
  public EloEstimate elo() {
    double[] interval = scoreInterval();
    return new EloEstimate(EloEstimate.fromScore(score()), EloEstimate.fromScore(interval[0]),
        EloEstimate.fromScore(interval[1]));
  }

  /**
   * Returns the normalised Elo with its 95 % interval (see the class comment), or nothing when every
   * pair scored the same.
   *
   * @return nElo, or empty without spread
   * @throws IllegalStateException with no pairs
   */
  public Optional<EloEstimate> normalizedElo() {
    if (pairs() == 0) {
      throw new IllegalStateException("No complete pair of games: no normalised Elo");
    }
    double sigma = Math.sqrt(pairVariance());
    if (!(sigma > 0)) {
      return Optional.empty();
    }
    double perUnit = NELO_SCALE / (Math.sqrt(2) * sigma);
    double margin = MatchTotals.Z95 * sigma / Math.sqrt(pairs());
    double mu = score();
    return Optional.of(new EloEstimate((mu - 0.5) * perUnit, (mu - margin - 0.5) * perUnit,
        (mu + margin - 0.5) * perUnit));
  }

  /**
   * Writes the counts.
   *
   * @return such as {@code "LL 1, LD 2, DD 3, WL 4, WD 5, WW 6"}
   */
  public String text() {
    return String.format(Locale.ROOT, "LL %d, LD %d, DD %d, WL %d, WD %d, WW %d", ll, ld, dd, wl, wd, ww);
  }
}
