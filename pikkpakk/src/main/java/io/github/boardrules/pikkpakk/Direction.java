package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;

/**
 * The four directions a run of balls can be shifted in, each written with one symbol in the move
 * notation.
 *
 * <pre>{@code
 * Direction.RIGHT.symbol();       // '>'
 * Direction.ofSymbol('v');        // DOWN
 * Direction.UP.isHorizontal();    // false
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum Direction {
  // The order is the engines' numbering of the directions (Directions.LEFT and so on).
  /** Towards column {@code a}; written {@code <}. */
  LEFT,
  /** Towards the last column; written {@code >}. */
  RIGHT,
  /** Towards row {@code 1}; written {@code v}. */
  DOWN,
  /** Towards the last row; written {@code ^}. */
  UP;

  /** The directions by their engine number, made once: {@code values()} copies its array. */
  private static final Direction[] INDEXED = values();

  /**
   * Returns the symbol of the move notation.
   *
   * @return {@code <}, {@code >}, {@code v} or {@code ^}
   */
  public char symbol() {
    return Directions.symbol(ordinal());
  }

  /**
   * Returns +1 when the direction goes towards higher columns or rows, -1 otherwise.
   *
   * @return the step along the line
   */
  public int step() {
    return Directions.step(ordinal());
  }

  /**
   * Tells whether the direction runs along a row.
   *
   * @return true for {@link #LEFT} and {@link #RIGHT}
   */
  public boolean isHorizontal() {
    return Directions.horizontal(ordinal());
  }

  /**
   * Returns the opposite direction.
   *
   * @return the direction back
   */
  public Direction opposite() {
    switch (this) {
      case LEFT:
        return RIGHT;
      case RIGHT:
        return LEFT;
      case DOWN:
        return UP;
      default:
        return DOWN;
    }
  }

  /**
   * Returns the direction written with {@code symbol}.
   *
   * @param symbol {@code <}, {@code >}, {@code v} or {@code ^}
   * @return the direction
   * @throws IllegalArgumentException if the symbol is none of these
   */
  public static Direction ofSymbol(char symbol) {
    int direction = Directions.ofSymbol(symbol);
    if (direction < 0) {
      throw new IllegalArgumentException(
          "No direction '" + symbol + "': directions are < > v ^");
    }
    return INDEXED[direction];
  }

  /**
   * Returns the direction of a step along a row or a column.
   *
   * <pre>{@code
   * Direction.of(true, -1);   // LEFT
   * Direction.of(false, 1);   // UP
   * }</pre>
   *
   * @param horizontal true for a row, false for a column
   * @param step positive towards higher columns or rows, otherwise towards lower ones
   * @return the direction
   */
  public static Direction of(boolean horizontal, int step) {
    return INDEXED[Directions.of(horizontal, step > 0)];
  }
}
