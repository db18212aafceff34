package io.github.boardrules.core.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The game-independent part of an {@link ActionEncoding}: a game supplies its action count, the
 * index of a legal move and the observation; this class finds moves by index, sorts the legal
 * actions, builds the mask and reads the returns off the status.
 *
 * <pre>{@code
 * final class HeapNimEncoding extends AbstractActionEncoding<HeapNimState, HeapNimMove> {
 *   HeapNimEncoding(HeapNim rules) { super(rules, actionCountOf(rules), 2, heapCount, maxHeap); }
 *   protected int indexOfLegal(HeapNimState state, HeapNimMove move) { ... }
 *   protected void observe(HeapNimState state, float[] out) { ... }
 * }
 * }</pre>
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public abstract class AbstractActionEncoding<S extends Object, M extends Object>
    implements ActionEncoding<S, M> {
  private final Rules<S, M> rules;
  private final int actionCount;
  private final int[] shape;
  private final int observationSize;

  /**
   * Starts an encoding.
   *
   * @param rules the configured game's rules
   * @param actionCount the number of distinct actions, at least 1
   * @param observationShape the observation's shape, every dimension at least 1
   * @throws IllegalArgumentException if a count or dimension is below 1
   */
  protected AbstractActionEncoding(Rules<S, M> rules, int actionCount, int... observationShape) {
    this.rules = Objects.requireNonNull(rules, "rules");
    if (actionCount < 1) {
      throw new IllegalArgumentException("actionCount is " + actionCount + "; it must be at least 1");
    }
    long size = 1;
    for (int dimension : observationShape) {
      if (dimension < 1) {
        throw new IllegalArgumentException(
            "observationShape " + Arrays.toString(observationShape) + " has a dimension below 1");
      }
      size *= dimension;
    }
    if (observationShape.length == 0 || size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "observationShape " + Arrays.toString(observationShape) + " is empty or too large");
    }
    this.actionCount = actionCount;
    this.shape = observationShape.clone();
    this.observationSize = (int) size;
  }

  /**
   * Returns the index of a move known to be legal in {@code state}.
   *
   * @param state a state of the game
   * @param move a legal move of {@code state}
   * @return its index, in {@code [0, actionCount())}, distinct from every other legal move's
   */
  protected abstract int indexOfLegal(S state, M move);

  /**
   * Writes the observation of {@code state}, seen from the player to move, into {@code out}, which
   * holds zeros and has the shape's size.
   *
   * @param state a state of the game
   * @param out the tensor to fill, row-major
   */
  protected abstract void observe(S state, float[] out);

  /**
   * Returns the rules this encoding encodes.
   *
   * @return the rules
   */
  protected final Rules<S, M> rules() {
    return rules;
  }

  @Override
  public final int actionCount() {
    return actionCount;
  }

  @Override
  public final int index(S state, M move) {
    if (!rules.isLegal(state, move)) {
      throw new IllegalArgumentException("move " + move + " is not legal in this state, so it has no action index");
    }
    return indexOfLegal(state, move);
  }

  @Override
  public final M move(S state, int action) {
    if (action < 0 || action >= actionCount) {
      throw new IllegalArgumentException(
          "action " + action + " is outside [0, " + actionCount + "), the game's actions");
    }
    for (M move : rules.legalMoves(state)) {
      if (indexOfLegal(state, move) == action) {
        return move;
      }
    }
    throw new IllegalArgumentException(
        "action " + action + " is not legal in this state; the legal actions are "
            + Arrays.toString(legalActions(state)));
  }

  @Override
  public final int[] legalActions(S state) {
    List<M> moves = rules.legalMoves(state);
    int[] actions = new int[moves.size()];
    for (int i = 0; i < actions.length; i++) {
      actions[i] = indexOfLegal(state, moves.get(i));
    }
    Arrays.sort(actions);
    for (int i = 1; i < actions.length; i++) {
      if (actions[i] == actions[i - 1]) {
        throw new IllegalStateException("two legal moves share the action " + actions[i] + ": an encoding bug");
      }
    }
    return actions;
  }

  @Override
  public final boolean[] legalMask(S state) {
    boolean[] mask = new boolean[actionCount];
    for (int action : legalActions(state)) {
      mask[action] = true;
    }
    return mask;
  }

  @Override
  public final int[] observationShape() {
    return shape.clone();
  }

  @Override
  public final float[] observation(S state) {
    float[] out = new float[observationSize];
    observe(state, out);
    return out;
  }

  @Override
  public final double[] returns(S state) {
    Status status = rules.status(state);
    double[] returns = new double[2];
    status.winner().ifPresent(winner -> {
      returns[winner.ordinal()] = 1;
      returns[winner.opponent().ordinal()] = -1;
    });
    return returns;
  }

  /**
   * Returns the player whose view the observation takes.
   *
   * @param state a state of the game
   * @return the player to move
   */
  protected final Player viewer(S state) {
    return rules.toMove(state);
  }
}
