package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import java.util.Arrays;

/**
 * The action indices and observation planes shared by the booklet's games on an {@code n x n}
 * board, for their encodings for learning.
 *
 * <p>Actions: a placement on point {@code p} is {@code p.row() * n + p.column()}; a run move is
 * {@code n² + ((((from * n + length - 1) * 4 + direction) * d + distance - 1) * kinds + kind)},
 * with {@code from} the run's lower end as a point index, {@code direction} the {@link Directions}
 * index of {@code < > v ^}, {@code d} the longest distance, and {@code kind} 1 for a sideways move of square
 * Abalone (0 otherwise; {@code kinds} is 2 where sideways moves exist, else 1). A run move is
 * named by exactly these values, so distinct moves have distinct indices in every state.
 *
 * <p>Planes, each {@code n x n}, row 0 the bottom row and column 0 column {@code a}: 0 the balls of
 * the player to move, 1 the opponent's, 2 the target ball, 3 neutral balls, 4 all ones when the
 * first player is to move. Games add their own planes after these.
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class RunActions {
  /** The number of planes {@link #observeBalls} fills. */
  public static final int BALL_PLANES = 5;

  private final int size;
  private final int maxDistance;
  private final int kinds;

  /**
   * Makes the indices for one board.
   *
   * @param size the board's side, {@code n}
   * @param maxDistance the longest distance a run can move
   * @param sideways whether sideways moves exist
   */
  public RunActions(int size, int maxDistance, boolean sideways) {
    this.size = size;
    this.maxDistance = maxDistance;
    this.kinds = sideways ? 2 : 1;
  }

  /**
   * Returns the number of actions: placements and run moves.
   *
   * @return {@code n² + n² · n · 4 · d · kinds}
   */
  public int count() {
    return size * size + size * size * size * 4 * maxDistance * kinds;
  }

  /**
   * Returns the action of a placement.
   *
   * @param column the point's column
   * @param row the point's row
   * @return its index
   */
  public int place(int column, int row) {
    return row * size + column;
  }

  /**
   * Returns the action of a run move.
   *
   * @param move the move, as {@link WrittenMove} packs it
   * @param sideways whether it is a sideways move
   * @return its index
   * @throws IllegalStateException if its distance is beyond the longest: a bug in the rules
   */
  public int run(int move, boolean sideways) {
    int distance = WrittenMove.distance(move);
    if (distance < 1 || distance > maxDistance) {
      throw new IllegalStateException(
          "move " + WrittenMove.text(move) + " goes " + distance + " points; at most " + maxDistance);
    }
    int from = WrittenMove.fromRow(move) * size + WrittenMove.fromColumn(move);
    int action =
        ((from * size + WrittenMove.length(move) - 1) * 4 + WrittenMove.direction(move)) * maxDistance
            + distance - 1;
    return size * size + action * kinds + (sideways ? 1 : 0);
  }

  /**
   * Writes the five ball planes.
   *
   * @param out the tensor, planes of {@code n x n}
   * @param viewer the player to move
   * @param rows the board's row words ({@link LineBoard}), {@code n} of them
   */
  public void observeBalls(float[] out, Player viewer, long[] rows) {
    int plane = size * size;
    int mine = viewer == Player.FIRST ? LineBoard.LIGHT : LineBoard.DARK;
    for (int row = 0; row < size; row++) {
      for (int column = 0; column < size; column++) {
        int kind = LineBoard.kind(rows, column, row);
        if (kind != LineBoard.EMPTY) {
          int index =
              kind == mine ? 0 : kind == LineBoard.TARGET ? 2 : kind == LineBoard.NEUTRAL ? 3 : 1;
          out[index * plane + row * size + column] = 1;
        }
      }
    }
    if (viewer == Player.FIRST) {
      fillPlane(out, 4, 1);
    }
  }

  /**
   * Fills one plane with a value.
   *
   * @param out the tensor
   * @param plane the plane's number
   * @param value the value
   */
  public void fillPlane(float[] out, int plane, float value) {
    int cells = size * size;
    Arrays.fill(out, plane * cells, (plane + 1) * cells, value);
  }
}
