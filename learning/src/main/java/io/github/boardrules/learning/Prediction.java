package io.github.boardrules.learning;

import java.util.Arrays;

/**
 * What an {@link Evaluator} says of a position: prior probabilities over the encoding's actions
 * and the position's value for the player to move, as a policy-value network's two heads do.
 *
 * <pre>{@code
 * float[] logits = network.policy(encoding.observation(state));   // actionCount() numbers
 * Prediction p = new Prediction(softmax(logits), network.value(encoding.observation(state)));
 * p.prior(3);      // the prior of action 3
 * p.value();       // -1 (lost) to +1 (won) for the player to move
 * }</pre>
 *
 * <p>Priors are over all {@code actionCount()} actions: the search keeps those of the legal
 * actions and scales them to sum to 1 (uniform if they sum to 0), so a network's raw masked or
 * unmasked softmax can be given as it is. Instances are immutable.
 */
public final class Prediction {
  private final double[] priors;
  private final double value;

  /**
   * Makes a prediction.
   *
   * @param priors one non-negative, finite weight per action of the encoding (copied)
   * @param value the value for the player to move, −1 to +1
   * @throws IllegalArgumentException if a prior is negative or not finite, naming its action, or
   *     the value is outside −1 to +1
   */
  public Prediction(double[] priors, double value) {
    for (int a = 0; a < priors.length; a++) {
      if (!(priors[a] >= 0) || Double.isInfinite(priors[a])) {
        throw new IllegalArgumentException(
            "prior of action " + a + " is " + priors[a] + "; priors are finite and 0 or more");
      }
    }
    if (!(value >= -1 && value <= 1)) {
      throw new IllegalArgumentException("value is " + value + "; a value is -1 to +1");
    }
    this.priors = priors.clone();
    this.value = value;
  }

  /**
   * Makes a prediction with equal priors for every action.
   *
   * @param actionCount the encoding's action count, 1 or more
   * @param value the value for the player to move, −1 to +1
   * @return the prediction
   * @throws IllegalArgumentException if {@code actionCount} is below 1 or the value is outside
   *     −1 to +1
   */
  public static Prediction uniform(int actionCount, double value) {
    if (actionCount < 1) {
      throw new IllegalArgumentException("actionCount is " + actionCount + "; it must be at least 1");
    }
    double[] priors = new double[actionCount];
    Arrays.fill(priors, 1.0 / actionCount);
    return new Prediction(priors, value);
  }

  /**
   * Returns the number of actions the priors cover.
   *
   * @return the length of the priors
   */
  public int actionCount() {
    return priors.length;
  }

  /**
   * Returns the prior weight of one action.
   *
   * @param action an action index below {@link #actionCount()}
   * @return its weight, 0 or more
   * @throws IllegalArgumentException if the action is out of range
   */
  public double prior(int action) {
    if (action < 0 || action >= priors.length) {
      throw new IllegalArgumentException(
          "action " + action + " is outside [0, " + priors.length + "), the prediction's actions");
    }
    return priors[action];
  }

  /**
   * Returns the priors.
   *
   * @return a new array, one weight per action
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
