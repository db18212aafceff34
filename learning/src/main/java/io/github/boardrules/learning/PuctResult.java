package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * What one {@link PuctSearch} found at its root: the visit count of every action, the chosen
 * move, the root's value and the priors it searched with.
 *
 * <pre>{@code
 * PuctResult<M> result = search.search(state, new SplittableRandom(7));
 * result.move();              // the most visited legal move
 * result.visits(action);      // that action's visits, 0 for an illegal one
 * float[] pi = result.policy();   // visits / simulations: the self-play training target
 * result.value();             // the root's mean value for the player to move
 * result.actionQ(action);     // that action's mean value (its Q), for the same player
 * }</pre>
 *
 * <p>Immutable: the arrays it returns are new.
 *
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class PuctResult<M extends Object> {
  private final M move;
  private final int action;
  private final int[] visits;
  private final double[] rootPriors;
  private final int simulations;
  private final double value;
  /** The root's legal actions, ascending, and the total value each one's simulations backed up. */
  private final int[] rootActions;
  private final double[] rootValueSums;

  PuctResult(M move, int action, int[] visits, double[] rootPriors, int simulations, double value,
      int[] rootActions, double[] rootValueSums) {
    this.move = move;
    this.action = action;
    this.visits = visits;
    this.rootPriors = rootPriors;
    this.simulations = simulations;
    this.value = value;
    this.rootActions = rootActions;
    this.rootValueSums = rootValueSums;
  }

  /**
   * Returns the chosen move: the most visited, the lowest action index among equals.
   *
   * @return a legal move of the searched position
   */
  public M move() {
    return move;
  }

  /**
   * Returns the chosen move's action index.
   *
   * @return the index of {@link #move()}
   */
  public int action() {
    return action;
  }

  /**
   * Returns the visit count of every action of the encoding.
   *
   * @return {@code actionCount()} counts, 0 for the illegal actions, summing to {@link
   *     #simulations()}
   */
  public int[] visits() {
    return visits.clone();
  }

  /**
   * Returns the visit count of one action.
   *
   * @param action an action index of the encoding
   * @return its visits
   * @throws IllegalArgumentException if the action is out of range
   */
  public int visits(int action) {
    if (action < 0 || action >= visits.length) {
      throw new IllegalArgumentException(
          "action " + action + " is outside [0, " + visits.length + "), the encoding's actions");
    }
    return visits[action];
  }

  /**
   * Returns the visit distribution, the target a policy network learns from.
   *
   * @return {@code visits[a] / simulations()} for every action
   */
  public float[] policy() {
    float[] policy = new float[visits.length];
    for (int a = 0; a < visits.length; a++) {
      policy[a] = (float) ((double) visits[a] / simulations);
    }
    return policy;
  }

  /**
   * Returns the priors the root was searched with: the evaluator's, kept to the legal actions and
   * scaled to sum to 1, with the Dirichlet noise mixed in when the search adds it.
   *
   * @return one prior per action, 0 for the illegal ones
   */
  public double[] rootPriors() {
    return rootPriors.clone();
  }

  /**
   * Returns the number of simulations, the sum of the visits.
   *
   * @return 1 or more
   */
  public int simulations() {
    return simulations;
  }

  /**
   * Returns the root's value for the player to move: the mean of the values the simulations
   * backed up through it.
   *
   * @return −1 to +1
   */
  public double value() {
    return value;
  }

  /**
   * Returns a root action's Q: the mean of the values its simulations backed up, for the player to
   * move at the root (so the Q of a move that wins at once is +1).
   *
   * @param action an action index of the encoding
   * @return −1 to +1; NaN for an action with no visits (an illegal one, or one never tried)
   * @throws IllegalArgumentException if the action is out of range
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public double actionQ(int action) {
    int n = visits(action);
    int edge = Arrays.binarySearch(rootActions, action);
    return n == 0 || edge < 0 ? Double.NaN : rootValueSums[edge] / n;
  }

  @Override
  public String toString() {
    return "PuctResult[move=" + move + ", action=" + action + ", simulations=" + simulations
        + ", value=" + value + "]";
  }
}
