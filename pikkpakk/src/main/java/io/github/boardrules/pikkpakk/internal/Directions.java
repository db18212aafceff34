package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The four directions of the booklet's moves in their primitive form, an index in the order of
 * the public {@code Direction} enum: {@link #LEFT}, {@link #RIGHT}, {@link #DOWN}, {@link #UP}
 * ({@code Direction.ordinal()} is the index; a test holds the two together). Odd indices go
 * towards higher columns or rows.
 *
 * <pre>{@code
 * Directions.symbol(Directions.RIGHT);        // '>'
 * Directions.of(false, true);                 // UP
 * Directions.control(Directions.DOWN);        // "push-down"
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class Directions {
  /** Towards column {@code a}; written {@code <}. */
  public static final int LEFT = 0;

  /** Towards the last column; written {@code >}. */
  public static final int RIGHT = 1;

  /** Towards row 1; written {@code v}. */
  public static final int DOWN = 2;

  /** Towards the last row; written {@code ^}. */
  public static final int UP = 3;

  /** No direction: a placement. */
  public static final int NONE = 4;

  private static final String SYMBOLS = "<>v^";

  private static final String[] CONTROLS = {"push-left", "push-right", "push-down", "push-up"};

  private Directions() {}

  /**
   * Returns the symbol of the move notation.
   *
   * @param direction {@link #LEFT} to {@link #UP}
   * @return {@code <}, {@code >}, {@code v} or {@code ^}
   */
  public static char symbol(int direction) {
    return SYMBOLS.charAt(direction);
  }

  /**
   * Returns the direction written with a symbol.
   *
   * @param symbol a character
   * @return the direction, or -1 when the character is none of {@code < > v ^}
   */
  public static int ofSymbol(char symbol) {
    return SYMBOLS.indexOf(symbol);
  }

  /**
   * Tells whether a direction runs along a row.
   *
   * @param direction {@link #LEFT} to {@link #UP}
   * @return true for {@link #LEFT} and {@link #RIGHT}
   */
  public static boolean horizontal(int direction) {
    return direction < DOWN;
  }

  /**
   * Tells whether a direction goes towards higher columns or rows.
   *
   * @param direction {@link #LEFT} to {@link #UP}
   * @return true for {@link #RIGHT} and {@link #UP}
   */
  public static boolean plus(int direction) {
    return (direction & 1) != 0;
  }

  /**
   * Returns the step along the line.
   *
   * @param direction {@link #LEFT} to {@link #UP}
   * @return +1 towards higher columns or rows, -1 otherwise
   */
  public static int step(int direction) {
    return plus(direction) ? 1 : -1;
  }

  /**
   * Returns the direction along a row or a column.
   *
   * @param horizontal true for a row
   * @param plus true towards higher columns or rows
   * @return the direction
   */
  public static int of(boolean horizontal, boolean plus) {
    return (horizontal ? LEFT : DOWN) + (plus ? 1 : 0);
  }

  /**
   * Returns the name of the button that chooses a direction in the pictures.
   *
   * @param direction {@link #LEFT} to {@link #UP}
   * @return {@code push-left}, {@code push-right}, {@code push-down} or {@code push-up}
   */
  public static String control(int direction) {
    return CONTROLS[direction];
  }
}
