package io.github.boardrules.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * What one {@link PuctSearch} found at its root: the visits, priors and values of the root's legal
 * actions, the chosen move and the root's value.
 *
 * <pre>{@code
 * PuctResult<M> result = search.search(state, new SplittableRandom(7));
 * result.move();                   // the most visited legal move
 * int[] actions = result.legalActions();  // the root's legal actions, ascending
 * int[] visits = result.legalVisits();    // the visits of each, in that order
 * result.visits(action);           // one action's visits, 0 for an illegal one
 * result.value();                  // the root's mean value for the player to move
 * result.actionQ(action);          // that action's mean value (its Q), for the same player
 * }</pre>
 *
 * <p>Sparse: it keeps one count, prior and value per legal action, never an array of every action
 * of the encoding (433,380 for Pylos). {@link #visits()}, {@link #policy()} and {@link
 * #rootPriors()} make such dense arrays on demand, for small games.
 *
 * <p>Immutable: the arrays it returns are new.
 *
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public final class PuctResult<M extends Object> {
  private final M move;
  private final int action;
  private final int actionCount;
  /** The root's legal actions, ascending, and per action its visits, prior and total backed-up value. */
  private final int[] rootActions;
  private final int[] rootVisits;
  private final double[] rootPriors;
  private final double[] rootValueSums;
  private final int simulations;
  private final double value;

  PuctResult(M move, int action, int actionCount, int[] rootActions, int[] rootVisits, double[] rootPriors,
      int simulations, double value, double[] rootValueSums) {
    this.move = move;
    this.action = action;
    this.actionCount = actionCount;
    this.rootActions = rootActions;
    this.rootVisits = rootVisits;
    this.rootPriors = rootPriors;
    this.simulations = simulations;
    this.value = value;
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
   * Returns the root's legal actions.
   *
   * @return the action indexes, ascending
   */
  public int[] legalActions() {
    return rootActions.clone();
  }

  /**
   * Returns the visits of the root's legal actions.
   *
   * @return one count per action of {@link #legalActions()}, in that order, summing to {@link
   *     #simulations()}
   */
  public int[] legalVisits() {
    return rootVisits.clone();
  }

  /**
   * Returns the visit shares of the root's legal actions: the target a policy network learns from.
   *
   * @return {@code visits / simulations()} per action of {@link #legalActions()}, in that order
   */
  public float[] legalPolicy() {
    float[] policy = new float[rootVisits.length];
    for (int i = 0; i < policy.length; i++) {
      policy[i] = (float) ((double) rootVisits[i] / simulations);
    }
    return policy;
  }

  /**
   * Returns the priors the root's legal actions were searched with: the evaluator's, scaled to sum
   * to 1, with the Dirichlet noise mixed in when the search adds it.
   *
   * @return one prior per action of {@link #legalActions()}, in that order
   */
  public double[] legalPriors() {
    return rootPriors.clone();
  }

  /**
   * Returns the visit count of every action of the encoding: dense, {@code actionCount()} values.
   *
   * @return the counts, 0 for the illegal actions, summing to {@link #simulations()}
   */
  public int[] visits() {
    int[] visits = new int[actionCount];
    for (int i = 0; i < rootActions.length; i++) {
      visits[rootActions[i]] = rootVisits[i];
    }
    return visits;
  }

  /**
   * Returns the visit count of one action.
   *
   * @param action an action index of the encoding
   * @return its visits, 0 for an action not legal at the root
   * @throws IllegalArgumentException if the action is out of range
   */
  public int visits(int action) {
    int edge = edge(action);
    return edge < 0 ? 0 : rootVisits[edge];
  }

  /**
   * Returns the visit distribution over every action of the encoding: dense, {@code
   * actionCount()} values ({@link #legalPolicy()} is the sparse form).
   *
   * @return {@code visits[a] / simulations()} for every action
   */
  public float[] policy() {
    float[] policy = new float[actionCount];
    for (int i = 0; i < rootActions.length; i++) {
      policy[rootActions[i]] = (float) ((double) rootVisits[i] / simulations);
    }
    return policy;
  }

  /**
   * Returns the root's priors over every action of the encoding: dense ({@link #legalPriors()} is
   * the sparse form).
   *
   * @return one prior per action, 0 for the illegal ones
   */
  public double[] rootPriors() {
    double[] priors = new double[actionCount];
    for (int i = 0; i < rootActions.length; i++) {
      priors[rootActions[i]] = rootPriors[i];
    }
    return priors;
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
    int edge = edge(action);
    return edge < 0 || rootVisits[edge] == 0 ? Double.NaN : rootValueSums[edge] / rootVisits[edge];
  }

  /** The action's place among the root's legal actions, or a negative number when it is not one. */
  private int edge(int action) {
    if (action < 0 || action >= actionCount) {
      throw new IllegalArgumentException(
          "action " + action + " is outside [0, " + actionCount + "), the encoding's actions");
    }
    return Arrays.binarySearch(rootActions, action);
  }

  @Override
  public String toString() {
    return "PuctResult[move=" + move + ", action=" + action + ", simulations=" + simulations
        + ", value=" + value + "]";
  }
}
