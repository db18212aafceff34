package io.github.boardrules.bots.match;

/**
 * Exact (Clopper-Pearson) bounds on a score, for the results where the normal approximation gives
 * nothing: a sweep (every point to one side) or results without spread (all draws). The score's
 * {@code x} points of {@code n} games are taken as a binomial count; half points are allowed, the
 * beta quantiles being defined for any positive shape. For 0 of 20 the upper end is {@code
 * 1 − 0.025^(1/20)} = 0.168, which is −277.4 Elo: the "at least about 280 Elo" that 20 lost
 * games support.
 */
final class ScoreBounds {
  private static final int BISECTIONS = 200;

  private ScoreBounds() {}

  /**
   * Returns the two-sided Clopper-Pearson interval of a score at the 95 % level (2.5 % each side).
   *
   * @param points the points scored, 0 to {@code games}
   * @param games the games, 1 or more
   * @return {low, high}: low 0 when no point was scored, high 1 when every point was
   */
  static double[] clopperPearson(double points, int games) {
    double tail = 0.025;
    double low = points <= 0 ? 0 : betaQuantile(tail, points, games - points + 1);
    double high = points >= games ? 1 : betaQuantile(1 - tail, points + 1, games - points);
    return new double[] {low, high};
  }

  /** The x with {@code I_x(a, b) = p}, by bisection: I is increasing in x. */
  static double betaQuantile(double p, double a, double b) {
    double low = 0;
    double high = 1;
    for (int i = 0; i < BISECTIONS && high - low > 1e-15; i++) {
      double middle = (low + high) / 2;
      if (regularizedBeta(middle, a, b) < p) {
        low = middle;
      } else {
        high = middle;
      }
    }
    return (low + high) / 2;
  }

  /**
   * The regularized incomplete beta function {@code I_x(a, b)}, by its continued fraction
   * (modified Lentz), used directly where it converges fast ({@code x < (a + 1) / (a + b + 2)}) and
   * through {@code I_x(a, b) = 1 − I_{1−x}(b, a)} elsewhere.
   */
  static double regularizedBeta(double x, double a, double b) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    if (x > (a + 1) / (a + b + 2)) {
      return 1 - regularizedBeta(1 - x, b, a);
    }
    double logFront = a * Math.log(x) + b * Math.log1p(-x) - logBeta(a, b) - Math.log(a);
    return Math.exp(logFront) * continuedFraction(x, a, b);
  }

  private static double continuedFraction(double x, double a, double b) {
    double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = Math.abs(d) < tiny ? tiny : d;
    d = 1 / d;
    double result = d;
    for (int m = 1; m <= 10_000; m++) {
      // The even step d_{2m}, then the odd step d_{2m+1} of the fraction's terms.
      double even = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
      d = 1 + even * d;
      d = Math.abs(d) < tiny ? tiny : d;
      c = 1 + even / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      result *= d * c;
      double odd = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
      d = 1 + odd * d;
      d = Math.abs(d) < tiny ? tiny : d;
      c = 1 + odd / c;
      c = Math.abs(c) < tiny ? tiny : c;
      d = 1 / d;
      double step = d * c;
      result *= step;
      if (Math.abs(step - 1) < 1e-15) {
        break;
      }
    }
    return result;
  }

  private static double logBeta(double a, double b) {
    return logGamma(a) + logGamma(b) - logGamma(a + b);
  }

  /** ln Γ(x) for x > 0, by the Lanczos approximation (g = 7, nine coefficients), good to ~15 digits. */
// Lanczos's published coefficients, written as published; the compiler rounds each to its nearest double.
@SuppressWarnings("FloatingPointLiteralPrecision")
  static double logGamma(double x) {
    if (x < 0.5) {
      // Reflection: Γ(x) Γ(1 − x) = π / sin(πx).
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7};
    double z = x - 1;
    double sum = g[0];
    for (int i = 1; i < g.length; i++) {
      sum += g[i] / (z + i);
    }
    double t = z + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}
