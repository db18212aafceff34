package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.MAINTAINED;

import io.github.boardrules.core.api.API;
import java.util.Locale;

/**
 * An Elo difference with its 95 % confidence interval.
 *
 * <pre>{@code
 * EloEstimate elo = MatchTotals.of(60, 20, 20, 0).elo();
 * elo.text();   // "+147.2 [+86.2, +218.2]"
 * }</pre>
 *
 * <p>When one side scored every point the estimate is infinite but the interval has one finite
 * end (see {@link MatchTotals#elo()}): {@link #text()} then says {@code "at most -277.4"}.
 *
 * @param elo the estimate; infinite when one side scored every point
 * @param low the interval's lower end; −∞ when bot A scored nothing
 * @param high the interval's upper end; +∞ when bot A scored every point
 */
@API(status = MAINTAINED, since = "0.1.0")
public record EloEstimate(double elo, double low, double high) {
  /**
   * The Elo difference that a score stands for, by the logistic model: {@code
   * -400 · log10(1/score − 1)}, so that {@code score = 1 / (1 + 10^(−elo/400))}.
   *
   * @param score 0 to 1
   * @return the difference; −∞ at 0, +∞ at 1
   */
  public static double fromScore(double score) {
    if (!(score >= 0 && score <= 1)) {
      throw new IllegalArgumentException("A score is 0 to 1, not " + score);
    }
    return score == 0 ? Double.NEGATIVE_INFINITY
        : score == 1 ? Double.POSITIVE_INFINITY
        : -400 * Math.log10(1 / score - 1);
  }

  /**
   * The expected score of an Elo difference: {@code 1 / (1 + 10^(−elo/400))}.
   *
   * @param elo the difference
   * @return the score, 0 to 1
   */
  public static double toScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * Writes the estimate, a sweep by its finite end.
   *
   * @return such as {@code "+147.2 [+86.2, +218.2]"}, or {@code "at most -277.4"} for 0 points of
   *     20 games, {@code "at least +277.4"} for 20 of 20
   */
  public String text() {
    if (elo == Double.NEGATIVE_INFINITY && Double.isFinite(high)) {
      return "at most " + number(high);
    }
    if (elo == Double.POSITIVE_INFINITY && Double.isFinite(low)) {
      return "at least " + number(low);
    }
    return number(elo) + " [" + number(low) + ", " + number(high) + "]";
  }

  static String number(double value) {
    if (Double.isNaN(value)) {
      return "?";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "+inf" : "-inf";
    }
    // A value that rounds to zero prints as +0.0, never -0.0 (fromScore(0.5) is -0.0).
    double tenths = Math.rint(value * 10) / 10;
    return String.format(Locale.ROOT, "%+.1f", tenths == 0 ? 0.0 : tenths);
  }
}
