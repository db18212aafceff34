package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * One of the two players of a game, in turn order: {@link #FIRST} moves first from the initial
 * position.
 *
 * <p>Each game maps its own colours onto these two values and says so in its documentation; for
 * example a game where White starts maps White to {@code FIRST}.
 *
 * <pre>{@code
 * Player p = Player.FIRST;
 * p.opponent();   // SECOND
 * p.number();     // 1
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum Player {
  /** The player who moves first from the initial position; written {@code 1}. */
  FIRST,
  /** The player who moves second; written {@code 2}. */
  SECOND;

  /**
   * Returns the other player.
   *
   * @return {@code SECOND} for {@code FIRST}, and {@code FIRST} for {@code SECOND}
   */
  public Player opponent() {
    return this == FIRST ? SECOND : FIRST;
  }

  /**
   * Returns the player's number as written in position texts: 1 or 2.
   *
   * @return 1 for {@code FIRST}, 2 for {@code SECOND}
   */
  public int number() {
    return this == FIRST ? 1 : 2;
  }

  /**
   * Returns the player with the given number.
   *
   * @param number 1 or 2
   * @return {@code FIRST} for 1, {@code SECOND} for 2
   * @throws IllegalArgumentException if {@code number} is neither 1 nor 2
   */
  public static Player ofNumber(int number) {
    return switch (number) {
      case 1 -> FIRST;
      case 2 -> SECOND;
      default -> throw new IllegalArgumentException("No player number " + number + ": players are 1 and 2");
    };
  }
}
