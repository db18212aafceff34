package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Ratings of several players from the games between them, by the Bradley-Terry model fitted by
 * maximum likelihood, on the Elo scale: player {@code i} is expected to score {@code
 * p_ij = 1 / (1 + 10^(−(r_i − r_j)/400))} against {@code j}. A draw (and an unfinished game)
 * counts as half a win and half a loss, as the scores of {@link MatchTotals} do. One player, the
 * anchor, is fixed at 0.
 *
 * <pre>{@code
 * List<EloEstimate> ratings = BradleyTerry.fit(3, List.of(
 *     new PairResult(0, 1, MatchTotals.of(5, 0, 5, 0)), ...), 0);
 * ratings.get(1).text();   // "+190.8 [+…, +…]"
 * }</pre>
 *
 * <p><b>Fit.</b> With {@code θ = r · ln 10 / 400}, the log-likelihood is {@code
 * Σ_pairs s_ij ln p_ij + (n_ij − s_ij) ln(1 − p_ij)} ({@code s_ij} the points of {@code i} in
 * {@code n_ij} games), concave in θ; Newton's method maximises it from θ = 0, its gradient being
 * {@code Σ_j (s_ij − n_ij p_ij)} and its Hessian {@code −Σ_j n_ij p_ij (1 − p_ij)} on the
 * diagonal and {@code n_ij p_ij (1 − p_ij)} off it.
 *
 * <p><b>Intervals.</b> The covariance of the ratings is the inverse of the Fisher information
 * (the negated Hessian at the maximum) with the anchor's row and column removed, so each
 * interval, {@code r_i ± 1.959964 · sqrt(C_ii) · 400 / ln 10}, is of the difference to the
 * anchor.
 *
 * <p><b>No finite maximum.</b> A player who scored every point of its games (or none) has no
 * finite maximum-likelihood rating: it is reported as +∞ (−∞) with an infinite interval, and the
 * others are fitted without its games, again until every player left has scored some points and
 * lost some. If the anchor itself is such a player, every other player is rated −∞ or +∞
 * against it.
 *
 * <p><b>A prior of virtual draws.</b> {@link #fit(int, List, int, double)} adds to every pair
 * that met a number of drawn games that were never played, as BayesElo's prior does (its default
 * is two): a ladder whose level 1 (random) lost every game still gets finite ratings, pulled
 * slightly towards each other. With one virtual draw, 10 wins of 10 become 10.5 points of 11:
 * {@code 400 · log10(10.5 / 0.5)} = +528.9 Elo.
 */
@API(status = MAINTAINED, since = "0.1.0")
public final class BradleyTerry {
  private static final double NATURAL_TO_ELO = 400 / Math.log(10);
  private static final int MAX_ITERATIONS = 200;

  private BradleyTerry() {}

  /**
   * Fits the ratings.
   *
   * @param players the number of players, numbered 0 to {@code players − 1}
   * @param pairs the pairings played; a pair may appear more than once, in either order
   * @param anchor the player rated 0
   * @return each player's rating with its 95 % interval, by number
   * @throws IllegalArgumentException if a number is out of range
   * @throws IllegalStateException if the players fall apart into groups that never met, so that
   *     no ratings exist relative to the anchor
   */
  public static List<EloEstimate> fit(int players, List<PairResult> pairs, int anchor) {
    return fit(players, pairs, anchor, 0);
  }

  /**
   * Fits the ratings with a prior: {@code virtualDraws} drawn games added to every pair that met.
   *
   * <pre>{@code
   * List<EloEstimate> ladder = BradleyTerry.fit(5, adjacentPairs, 0, 1);   // finite even after sweeps
   * }</pre>
   *
   * @param players the number of players, numbered 0 to {@code players − 1}
   * @param pairs the pairings played; a pair may appear more than once, in either order
   * @param anchor the player rated 0
   * @param virtualDraws the drawn games added to each pair that played, 0 or more (0: the plain
   *     maximum-likelihood fit of {@link #fit(int, List, int)})
   * @return each player's rating with its 95 % interval, by number
   * @throws IllegalArgumentException if a number is out of range
   * @throws IllegalStateException if the players fall apart into groups that never met
   */
  public static List<EloEstimate> fit(int players, List<PairResult> pairs, int anchor, double virtualDraws) {
    if (!(virtualDraws >= 0) || Double.isInfinite(virtualDraws)) {
      throw new IllegalArgumentException("virtualDraws must be 0 or more, not " + virtualDraws);
    }
    if (players < 1 || anchor < 0 || anchor >= players) {
      throw new IllegalArgumentException("players " + players + ", anchor " + anchor + ": the anchor must be one of the players");
    }
    double[][] games = new double[players][players];
    double[][] points = new double[players][players];
    for (PairResult pair : pairs) {
      if (pair.a() >= players || pair.b() >= players) {
        throw new IllegalArgumentException("The pairing " + pair.a() + "-" + pair.b() + " names a player beyond " + (players - 1));
      }
      games[pair.a()][pair.b()] += pair.totals().games();
      games[pair.b()][pair.a()] += pair.totals().games();
      points[pair.a()][pair.b()] += pair.totals().points();
      points[pair.b()][pair.a()] += pair.totals().games() - pair.totals().points();
    }
    for (int i = 0; i < players; i++) {
      for (int j = 0; j < players; j++) {
        if (i != j && games[i][j] > 0) {
          games[i][j] += virtualDraws;
          points[i][j] += virtualDraws / 2;
        }
      }
    }
    double[] infinite = new double[players]; // +1 or -1 for players without a finite rating
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int i = 0; i < players; i++) {
        if (infinite[i] != 0) {
          continue;
        }
        double n = 0;
        double s = 0;
        for (int j = 0; j < players; j++) {
          if (infinite[j] == 0) {
            n += games[i][j];
            s += points[i][j];
          }
        }
        if (n > 0 && (s == 0 || s == n)) {
          infinite[i] = s == 0 ? -1 : 1;
          changed = true;
        }
      }
    }
    EloEstimate[] result = new EloEstimate[players];
    if (infinite[anchor] != 0) {
      for (int i = 0; i < players; i++) {
        result[i] = i == anchor ? new EloEstimate(0, 0, 0) : infiniteRating(-infinite[anchor]);
      }
      return List.of(result);
    }
    List<Integer> free = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      if (infinite[i] != 0) {
        result[i] = infiniteRating(infinite[i]);
      } else if (i != anchor) {
        free.add(i);
      }
    }
    result[anchor] = new EloEstimate(0, 0, 0);
    int k = free.size();
    double[] theta = new double[players];
    double[][] information = new double[k][k];
    for (int iteration = 0; ; iteration++) {
      double[] gradient = new double[k];
      for (double[] row : information) {
        Arrays.fill(row, 0);
      }
      for (int i = 0; i < players; i++) {
        for (int j = 0; j < players; j++) {
          if (i == j || games[i][j] == 0 || infinite[i] != 0 || infinite[j] != 0) {
            continue;
          }
          double p = 1 / (1 + Math.exp(-(theta[i] - theta[j])));
          int fi = free.indexOf(i);
          int fj = free.indexOf(j);
          if (fi >= 0) {
            gradient[fi] += points[i][j] - games[i][j] * p;
            information[fi][fi] += games[i][j] * p * (1 - p);
            if (fj >= 0) {
              information[fi][fj] -= games[i][j] * p * (1 - p);
            }
          }
        }
      }
      double[][] covariance = invert(information, players);
      double largest = 0;
      for (int a = 0; a < k; a++) {
        double step = 0;
        for (int b = 0; b < k; b++) {
          step += covariance[a][b] * gradient[b];
        }
        theta[free.get(a)] += step;
        largest = Math.max(largest, Math.abs(step));
      }
      if (largest < 1e-12) {
        for (int a = 0; a < k; a++) {
          double elo = theta[free.get(a)] * NATURAL_TO_ELO;
          double margin = MatchTotals.Z95 * Math.sqrt(covariance[a][a]) * NATURAL_TO_ELO;
          result[free.get(a)] = new EloEstimate(elo, elo - margin, elo + margin);
        }
        return List.of(result);
      }
      if (iteration == MAX_ITERATIONS) {
        throw new IllegalStateException("The ratings did not converge in " + MAX_ITERATIONS + " Newton steps");
      }
    }
  }

  private static EloEstimate infiniteRating(double sign) {
    double value = sign > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
    return new EloEstimate(value, sign > 0 ? Double.NaN : Double.NEGATIVE_INFINITY,
        sign > 0 ? Double.POSITIVE_INFINITY : Double.NaN);
  }

  /** Gauss-Jordan inversion with partial pivoting; a singular matrix means unconnected players. */
  private static double[][] invert(double[][] matrix, int players) {
    int n = matrix.length;
    double[][] a = new double[n][2 * n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(matrix[i], 0, a[i], 0, n);
      a[i][n + i] = 1;
    }
    for (int c = 0; c < n; c++) {
      int pivot = c;
      for (int r = c + 1; r < n; r++) {
        if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
          pivot = r;
        }
      }
      if (Math.abs(a[pivot][c]) < 1e-12) {
        throw new IllegalStateException("The " + players + " players did not all meet, directly or"
            + " through others: no ratings exist relative to the anchor");
      }
      double[] swap = a[c];
      a[c] = a[pivot];
      a[pivot] = swap;
      double d = a[c][c];
      for (int j = 0; j < 2 * n; j++) {
        a[c][j] /= d;
      }
      for (int r = 0; r < n; r++) {
        if (r != c && a[r][c] != 0) {
          double f = a[r][c];
          for (int j = 0; j < 2 * n; j++) {
            a[r][j] -= f * a[c][j];
          }
        }
      }
    }
    double[][] inverse = new double[n][n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], n, inverse[i], 0, n);
    }
    return inverse;
  }
}
