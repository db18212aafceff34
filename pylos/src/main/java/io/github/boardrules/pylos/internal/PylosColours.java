package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;

/**
 * The two colours of Pylos as the engine, the legality and the Zobrist keys know them: LIGHT is
 * {@link Player#FIRST} (index 0) and starts, DARK is {@link Player#SECOND} (index 1).
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosColours {
  /** LIGHT, the colour that starts. */
  public static final Player LIGHT = Player.FIRST;

  /** DARK, the colour that moves second. */
  public static final Player DARK = Player.SECOND;

  private PylosColours() {}

  /**
   * Returns the name of a player's colour, as messages, records and diagrams write it.
   *
   * @param player the player
   * @return {@code "LIGHT"} for FIRST, {@code "DARK"} for SECOND
   */
  public static String name(Player player) {
    return player == LIGHT ? "LIGHT" : "DARK";
  }
}
