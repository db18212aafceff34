package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;

/**
 * The two colours of TZAAR. WHITE starts, so WHITE is {@link Player#FIRST} and BLACK {@link
 * Player#SECOND}.
 *
 * <pre>{@code
 * TzaarColour.of(rules.toMove(state));   // WHITE or BLACK
 * TzaarColour.BLACK.player();            // Player.SECOND
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarColour {
  /** The colour that starts: {@link Player#FIRST}; lower-case letters in texts. */
  WHITE,
  /** The colour that moves second: {@link Player#SECOND}; upper-case letters in texts. */
  BLACK;

  /**
   * Returns the core player of this colour.
   *
   * @return {@code FIRST} for WHITE, {@code SECOND} for BLACK
   */
  public Player player() {
    return this == WHITE ? Player.FIRST : Player.SECOND;
  }

  /**
   * Returns the other colour.
   *
   * @return BLACK for WHITE, WHITE for BLACK
   */
  public TzaarColour opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * Returns the colour of a core player.
   *
   * @param player the player
   * @return WHITE for {@code FIRST}, BLACK for {@code SECOND}
   */
  public static TzaarColour of(Player player) {
    return player == Player.FIRST ? WHITE : BLACK;
  }

  /** Returns the colour of an engine colour index (the ordinal): 0 WHITE, 1 BLACK. */
  static TzaarColour ofIndex(int index) {
    return index == 0 ? WHITE : BLACK;
  }
}
