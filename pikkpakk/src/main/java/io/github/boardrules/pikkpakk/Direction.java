package io.github.boardrules.pikkpakk;

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
public enum Direction {
  /** Towards column {@code a}; written {@code <}. */
  LEFT('<', -1, true),
  /** Towards the last column; written {@code >}. */
  RIGHT('>', 1, true),
  /** Towards row {@code 1}; written {@code v}. */
  DOWN('v', -1, false),
  /** Towards the last row; written {@code ^}. */
  UP('^', 1, false);

  private final char symbol;
  private final int step;
  private final boolean horizontal;

  Direction(char symbol, int step, boolean horizontal) {
    this.symbol = symbol;
    this.step = step;
    this.horizontal = horizontal;
  }

  /**
   * Returns the symbol of the move notation.
   *
   * @return {@code <}, {@code >}, {@code v} or {@code ^}
   */
  public char symbol() {
    return symbol;
  }

  /**
   * Returns +1 when the direction goes towards higher columns or rows, -1 otherwise.
   *
   * @return the step along the line
   */
  public int step() {
    return step;
  }

  /**
   * Tells whether the direction runs along a row.
   *
   * @return true for {@link #LEFT} and {@link #RIGHT}
   */
  public boolean isHorizontal() {
    return horizontal;
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
    for (Direction d : values()) {
      if (d.symbol == symbol) {
        return d;
      }
    }
    throw new IllegalArgumentException(
        "No direction '" + symbol + "': directions are < > v ^");
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
    if (horizontal) {
      return step > 0 ? RIGHT : LEFT;
    }
    return step > 0 ? UP : DOWN;
  }
}
