package io.github.boardrules.bots.match;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A sequential probability ratio test on a match's game pairs: H0 "bot A is {@code elo0} stronger
 * than bot B" against H1 "{@code elo1} stronger", in logistic Elo, with error rates {@code alpha}
 * (accepting H1 when H0 holds) and {@code beta}. After every pair the log-likelihood ratio of the
 * {@link Pentanomial} is compared with Wald's bounds {@code ln(β / (1 − α))} and {@code
 * ln((1 − β) / α)}: at or below the lower one H0 is accepted, at or above the upper one H1, and in
 * between the match goes on.
 *
 * <pre>{@code
 * Sprt sprt = Sprt.parse("elo0=0,elo1=10,alpha=0.05,beta=0.05");
 * double llr = sprt.llr(Pentanomial.of(games));
 * sprt.decision(llr);   // CONTINUE, H0 or H1
 * }</pre>
 *
 * <p><b>The ratio</b> is the generalised (GSPRT) one of the pentanomial, logistic model, as
 * fastchess's {@code --sprt model=logistic} and fishtest compute it (after Michel Van den Bergh,
 * "Comments on Normalized Elo", proposition 1.1): for each hypothesis the expected pair score
 * {@code s = 1 / (1 + 10^(−elo/400))} is fixed and the pair-score distribution closest to the
 * observed one with that mean is {@code p_a = p̂_a / (1 + θ (a − s))}, {@code θ} solving {@code
 * Σ p̂_a (a − s) / (1 + θ (a − s)) = 0}; the ratio is {@code N · Σ p̂_a ln(p1_a / p0_a)} over the
 * {@code N} pairs. A pair score never seen is given the frequency 0.001 pairs (as fastchess does),
 * so that the fitted distributions exist.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, more than {@code elo0}
 * @param alpha the chance of accepting H1 when H0 holds, between 0 and 1
 * @param beta the chance of accepting H0 when H1 holds, between 0 and 1
 */
@API(status = EXPERIMENTAL, since = "0.2.0")
public record Sprt(double elo0, double elo1, double alpha, double beta) {
  /** What the test says after some pairs. */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public enum Decision {
    /** The ratio is between the bounds: play on. */
    CONTINUE,
    /** The ratio reached the lower bound: H0 (the difference is {@code elo0}) accepted. */
    H0,
    /** The ratio reached the upper bound: H1 (the difference is {@code elo1}) accepted. */
    H1
  }

  /**
   * The test after a pair of games.
   *
   * @param pairs the pairs so far
   * @param llr their log-likelihood ratio
   * @param decision what the test says
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public record Step(Pentanomial pairs, double llr, Decision decision) {
    /**
     * Checks the parts.
     *
     * @param pairs see the record
     * @param llr see the record
     * @param decision see the record
     */
    public Step {
      Objects.requireNonNull(pairs, "pairs");
      Objects.requireNonNull(decision, "decision");
    }
  }

  private static final double UNSEEN = 1e-3;
  private static final double[] PAIR_SCORES = {0, 0.25, 0.5, 0.75, 1};

  /**
   * Checks the parameters.
   *
   * @param elo0 see the record
   * @param elo1 see the record
   * @param alpha see the record
   * @param beta see the record
   * @throws IllegalArgumentException if {@code elo0 ≥ elo1}, an error rate is not between 0 and 1,
   *     {@code alpha + beta ≥ 1}, or a hypothesis is so far from even that its expected score rounds
   *     to 0 or 1 in double precision (above about +6,380 Elo, below about -123,000), where the
   *     ratio is undefined and the test could never decide
   */
  public Sprt {
    if (!(elo0 < elo1) || Double.isInfinite(elo0) || Double.isInfinite(elo1)) {
      throw new IllegalArgumentException("SPRT: elo0 must be less than elo1, both finite, not " + elo0 + " and " + elo1);
    }
    if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1 && alpha + beta < 1)) {
      throw new IllegalArgumentException("SPRT: alpha and beta are between 0 and 1 with a sum below 1, not "
          + alpha + " and " + beta);
    }
    // A hypothesis whose expected score rounds to 0 or 1 has no pair-score distribution with that
    // mean: the ratio would be NaN after every pair and the test could never decide.
    for (double elo : new double[] {elo0, elo1}) {
      double score = EloEstimate.toScore(elo);
      if (!(score > 0 && score < 1)) {
        throw new IllegalArgumentException("SPRT: " + (elo == elo0 ? "elo0=" : "elo1=") + plain(elo)
            + " is beyond what games can measure: its expected score rounds to " + (score > 0 ? 1 : 0)
            + ", so the ratio is undefined and the test could never decide");
      }
    }
  }

  /**
   * Reads a test such as {@code elo0=0,elo1=10,alpha=0.05,beta=0.05}: all four, in any order.
   *
   * @param text the parameters
   * @return the test
   * @throws IllegalArgumentException if a parameter is missing, repeated, unknown or out of range
   */
  public static Sprt parse(String text) {
    double[] values = {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
    String[] names = {"elo0", "elo1", "alpha", "beta"};
    for (String part : text.split(",", -1)) {
      int equals = part.indexOf('=');
      String name = equals < 0 ? part.strip() : part.substring(0, equals).strip().toLowerCase(Locale.ROOT);
      int k = java.util.Arrays.asList(names).indexOf(name);
      if (equals < 0 || k < 0) {
        throw new IllegalArgumentException("SPRT: \"" + part.strip() + "\" is not one of elo0=, elo1=, alpha=, beta=");
      }
      if (!Double.isNaN(values[k])) {
        throw new IllegalArgumentException("SPRT: " + name + " is given twice");
      }
      try {
        values[k] = Double.parseDouble(part.substring(equals + 1).strip());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("SPRT: " + name + " must be a number, not \""
            + part.substring(equals + 1).strip() + "\"", e);
      }
      if (Double.isNaN(values[k])) {
        throw new IllegalArgumentException("SPRT: " + name + " must be a number, not NaN");
      }
    }
    for (int k = 0; k < names.length; k++) {
      if (Double.isNaN(values[k])) {
        throw new IllegalArgumentException("SPRT: " + names[k] + "= is missing (give elo0, elo1, alpha and beta)");
      }
    }
    return new Sprt(values[0], values[1], values[2], values[3]);
  }

  /**
   * Returns the lower bound, where H0 is accepted.
   *
   * @return {@code ln(β / (1 − α))}, negative
   */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /**
   * Returns the upper bound, where H1 is accepted.
   *
   * @return {@code ln((1 − β) / α)}, positive
   */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /**
   * Returns the log-likelihood ratio of H1 over H0 for the pairs played (see the class comment).
   *
   * @param pairs the pairs so far
   * @return the ratio; 0 with no pairs
   */
  public double llr(Pentanomial pairs) {
    if (pairs.pairs() == 0) {
      return 0;
    }
    int[] counts = pairs.byPairScore();
    double total = 0;
    double[] observed = new double[counts.length];
    for (int k = 0; k < counts.length; k++) {
      observed[k] = counts[k] == 0 ? UNSEEN : counts[k];
      total += observed[k];
    }
    for (int k = 0; k < counts.length; k++) {
      observed[k] /= total;
    }
    double[] p0 = closestWithMean(observed, EloEstimate.toScore(elo0));
    double[] p1 = closestWithMean(observed, EloEstimate.toScore(elo1));
    double sum = 0;
    for (int k = 0; k < counts.length; k++) {
      sum += observed[k] * Math.log(p1[k] / p0[k]);
    }
    return total * sum;
  }

  /**
   * The distribution on the pair scores with mean {@code s} that is most likely to have given the
   * observed frequencies: {@code p̂_a / (1 + θ (a − s))}, with θ found by bisection on the interval
   * where every {@code 1 + θ (a − s)} is positive (the left side of the equation falls with θ).
   */
  private static double[] closestWithMean(double[] observed, double s) {
    double low = -1 / (PAIR_SCORES[PAIR_SCORES.length - 1] - s);
    double high = -1 / (PAIR_SCORES[0] - s);
    for (int i = 0; i < 200; i++) {
      double theta = (low + high) / 2;
      if (theta == low || theta == high) {
        break;
      }
      double f = 0;
      for (int k = 0; k < observed.length; k++) {
        double d = PAIR_SCORES[k] - s;
        f += observed[k] * d / (1 + theta * d);
      }
      if (f > 0) {
        low = theta;
      } else {
        high = theta;
      }
    }
    double theta = (low + high) / 2;
    double[] p = new double[observed.length];
    for (int k = 0; k < observed.length; k++) {
      p[k] = observed[k] / (1 + theta * (PAIR_SCORES[k] - s));
    }
    return p;
  }

  /**
   * Returns a stop rule for {@link MatchRunner.Builder#stopWhen}: it counts the games in pairs
   * ({@code 2k}, {@code 2k + 1}), tests after every pair, tells {@code onPair} of each step, and
   * ends the match when H0 or H1 is accepted. A rule serves one match.
   *
   * <pre>{@code
   * builder.stopWhen(sprt.stopRule(step -> System.out.println(step.llr() + " " + step.decision())));
   * }</pre>
   *
   * @param onPair told of the test after every pair
   * @return the rule
   */
  public MatchRunner.StopRule stopRule(Consumer<Step> onPair) {
    Objects.requireNonNull(onPair, "onPair");
    return new MatchRunner.StopRule() {
      private Pentanomial pairs = Pentanomial.EMPTY;
      private @Nullable GameResult firstOfPair;

      @Override
      public boolean stopAfter(GameResult game) {
        GameResult first = firstOfPair;
        if (game.index() % 2 == 0 || first == null || first.index() != game.index() - 1) {
          firstOfPair = game;
          return false;
        }
        firstOfPair = null;
        pairs = pairs.plus(first.outcome(), game.outcome());
        double ratio = llr(pairs);
        Decision decision = decision(ratio);
        onPair.accept(new Step(pairs, ratio, decision));
        return decision != Decision.CONTINUE;
      }
    };
  }

  /**
   * Returns what the test says for a ratio.
   *
   * @param llr the log-likelihood ratio
   * @return H0 at or below the lower bound, H1 at or above the upper one, else CONTINUE
   */
  public Decision decision(double llr) {
    return llr >= upperBound() ? Decision.H1 : llr <= lowerBound() ? Decision.H0 : Decision.CONTINUE;
  }

  /**
   * Writes the test's parameters.
   *
   * @return such as {@code "elo0=0, elo1=10, alpha=0.05, beta=0.05"}
   */
  public String text() {
    return "elo0=" + plain(elo0) + ", elo1=" + plain(elo1) + ", alpha=" + plain(alpha) + ", beta=" + plain(beta);
  }

  private static String plain(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
        : java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
