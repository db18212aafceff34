package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * What an {@link Evaluator} says of a position: prior weights over its <em>legal</em> actions and
 * the position's value for the player to move, as a policy-value network's two heads do.
 *
 * <pre>{@code
 * // legalActions = {2, 5, 9}: one weight per legal action, in that order
 * Prediction p = new Prediction(new double[] {0.7, 0.2, 0.1}, 0.25);
 * p.prior(0);      // 0.7, the weight of action 2
 * p.value();       // -1 (lost) to +1 (won) for the player to move
 * // an evaluator that has priors over every action of the encoding keeps the legal ones:
 * Prediction q = Prediction.ofDense(densePriors, legalActions, value);
 * }</pre>
 *
 * <p>Priors are sparse: {@code priors[i]} is the weight of {@code legalActions[i]}, the i-th
 * legal action the search passed to the evaluator (a Pylos position has tens of legal actions
 * and 433,380 actions in all). The search scales them to sum to 1 (equal if they sum to 0), so
 * the exponentials of a network's logits can be given as they are. Instances are immutable.
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class Prediction {
  private final double[] priors;
  private final double value;

  /**
   * Makes a prediction.
   *
   * @param priors one non-negative, finite weight per legal action, in the order of the legal
   *     actions the evaluator was given (copied)
   * @param value the value for the player to move, −1 to +1
   * @throws IllegalArgumentException if a prior is negative or not finite, naming its position in
   *     the array, or the value is outside −1 to +1
   */
  public Prediction(double[] priors, double value) {
    for (int i = 0; i < priors.length; i++) {
      if (!(priors[i] >= 0) || Double.isInfinite(priors[i])) {
        throw new IllegalArgumentException(
            "prior " + i + " is " + priors[i] + "; priors are finite and 0 or more");
      }
    }
    if (!(value >= -1 && value <= 1)) {
      throw new IllegalArgumentException("value is " + value + "; a value is -1 to +1");
    }
    this.priors = priors.clone();
    this.value = value;
  }

  /**
   * Makes a prediction with equal priors for every legal action.
   *
   * @param legalCount the number of legal actions, 1 or more
   * @param value the value for the player to move, −1 to +1
   * @return the prediction
   * @throws IllegalArgumentException if {@code legalCount} is below 1 or the value is outside
   *     −1 to +1
   */
  public static Prediction uniform(int legalCount, double value) {
    if (legalCount < 1) {
      throw new IllegalArgumentException("legalCount is " + legalCount + "; it must be at least 1");
    }
    double[] priors = new double[legalCount];
    Arrays.fill(priors, 1.0 / legalCount);
    return new Prediction(priors, value);
  }

  /**
   * Makes a prediction from priors over every action of the encoding, keeping those of the legal
   * actions: the way to adapt an evaluator written for dense priors.
   *
   * @param densePriors one weight per action of the encoding
   * @param legalActions the legal actions the evaluator was given
   * @param value the value for the player to move, −1 to +1
   * @return the prediction over the legal actions
   * @throws IllegalArgumentException if a legal action is outside the dense priors, a kept prior
   *     is negative or not finite, or the value is outside −1 to +1
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public static Prediction ofDense(double[] densePriors, int[] legalActions, double value) {
    double[] priors = new double[legalActions.length];
    for (int i = 0; i < legalActions.length; i++) {
      int action = legalActions[i];
      if (action < 0 || action >= densePriors.length) {
        throw new IllegalArgumentException("legal action " + action + " is outside the "
            + densePriors.length + " dense priors");
      }
      priors[i] = densePriors[action];
    }
    return new Prediction(priors, value);
  }

  /**
   * Returns the number of priors: the number of legal actions they are for.
   *
   * @return the length of the priors
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public int size() {
    return priors.length;
  }

  /**
   * Returns the prior weight of one legal action.
   *
   * @param index the action's position among the legal actions, below {@link #size()}
   * @return its weight, 0 or more
   * @throws IllegalArgumentException if the index is out of range
   */
  public double prior(int index) {
    if (index < 0 || index >= priors.length) {
      throw new IllegalArgumentException(
          "index " + index + " is outside [0, " + priors.length + "), the prediction's legal actions");
    }
    return priors[index];
  }

  /**
   * Returns the priors.
   *
   * @return a new array, one weight per legal action
   */
  public double[] priors() {
    return priors.clone();
  }

  /**
   * Returns the value of the position for the player to move.
   *
   * @return −1 (lost) to +1 (won)
   */
  public double value() {
    return value;
  }

  @Override
  public String toString() {
    return "Prediction[value=" + value + ", priors=" + Arrays.toString(priors) + "]";
  }
}
