package io.github.boardrules.core.learning;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;

import io.github.boardrules.core.api.API;

/**
 * A game seen as learning code sees it, as OpenSpiel shows its games: a fixed number of distinct
 * actions, the legal moves of a state as sorted action indices, an observation tensor of a fixed
 * shape seen from the player to move, and the returns at the end.
 *
 * <p>Each catalogue game's page of the guide ({@code docs/games} in the repository) documents how
 * an index is made from a move and what the observation planes hold. Indices are stable: the same
 * move of the same state has the same index in every release of the same major version.
 *
 * <pre>{@code
 * ConfiguredGame<S, M> game = ...;                   // any game of the catalogue
 * ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
 * S state = game.rules().initialState();
 * while (game.rules().status(state).isOngoing()) {
 *   float[] planes = encoding.observation(state);   // encoding.observationShape() long
 *   int[] legal = encoding.legalActions(state);     // sorted, each below actionCount()
 *   int action = legal[random.nextInt(legal.length)];
 *   state = game.rules().play(state, encoding.move(state, action));
 * }
 * double[] returns = encoding.returns(state);        // {+1, -1}, {-1, +1} or {0, 0}
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe; every array they return is new.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@API(status = EXPERIMENTAL, since = "0.1.0")
public interface ActionEncoding<S extends Object, M extends Object> {

  /**
   * Returns the number of distinct actions of the configured game: every index is below it.
   *
   * @return the size of the action space, at least 1
   */
  int actionCount();

  /**
   * Returns the action index of a legal move. Distinct legal moves of a state have distinct
   * indices, so that {@code move(state, index(state, move))} is {@code move}.
   *
   * @param state a state of the game
   * @param move a legal move of {@code state}
   * @return its index, in {@code [0, actionCount())}
   * @throws IllegalArgumentException if {@code move} is not legal in {@code state}, naming it
   */
  int index(S state, M move);

  /**
   * Returns the legal move with the given action index.
   *
   * @param state a state of the game
   * @param action an action index
   * @return the legal move of {@code state} whose index is {@code action}
   * @throws IllegalArgumentException if no legal move of {@code state} has that index, naming the
   *     action
   */
  M move(S state, int action);

  /**
   * Returns the indices of the legal moves, in ascending order; empty when the game is over.
   *
   * @param state a state of the game
   * @return the sorted legal actions
   */
  int[] legalActions(S state);

  /**
   * Returns the legal-action mask: {@code mask[a]} is true exactly when action {@code a} is legal.
   *
   * @param state a state of the game
   * @return an array of {@link #actionCount()} flags
   */
  boolean[] legalMask(S state);

  /**
   * Returns the shape of the observation tensor, outermost dimension first, such as {@code
   * {planes, rows, columns}}. It is fixed for the configured game: a board size option changes it,
   * a state never does.
   *
   * @return the shape, a new array
   */
  int[] observationShape();

  /**
   * Returns the observation tensor of a state in row-major order (the last dimension of {@link
   * #observationShape()} varies fastest), seen from the player to move: planes that hold "my"
   * pieces hold those of the player to move. Equal states have equal observations.
   *
   * @param state a state of the game
   * @return the tensor, as many values as the shape's product
   */
  float[] observation(S state);

  /**
   * Returns the returns of both players, indexed by {@link io.github.boardrules.core.Player#ordinal()}:
   * {@code +1} for the winner and {@code -1} for the loser of a finished game, {@code 0} for both
   * in a draw and while the game goes on.
   *
   * @param state a state of the game
   * @return the two returns
   */
  double[] returns(S state);
}
