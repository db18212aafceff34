package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.util.Optional;

/**
 * The kinds of ball on a Pikk-Pakk board, each written with one character in position texts and
 * renderings: {@code X} LIGHT, {@code o} DARK, {@code R} the TARGET ball, {@code N} a NEUTRAL frame
 * ball; an empty point is {@code .}.
 *
 * <pre>{@code
 * Ball.LIGHT.player();        // Optional[FIRST]: LIGHT moves first
 * Ball.ofSymbol('R');         // TARGET
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum Ball {
  // The order is the engines' numbering of the kinds (LineBoard.LIGHT and so on).
  /** The light balls of {@link Player#FIRST}; written {@code X}. */
  LIGHT,
  /** The dark balls of {@link Player#SECOND}; written {@code o}. */
  DARK,
  /** The neutral target ball ("célgolyó"), which counts for nobody; written {@code R}. */
  TARGET,
  /** A neutral frame ball of the neutral-frame variant, which counts for nobody; written {@code N}. */
  NEUTRAL;

  /** The kinds by their engine number, made once: {@code values()} copies its array. */
  private static final Ball[] KINDS = values();

  /**
   * Returns the character that writes this ball.
   *
   * @return {@code X}, {@code o}, {@code R} or {@code N}
   */
  public char symbol() {
    return LineBoard.symbol(ordinal());
  }

  /**
   * Returns the player who owns balls of this kind.
   *
   * @return {@code FIRST} for LIGHT, {@code SECOND} for DARK, empty for the neutral kinds
   */
  public Optional<Player> player() {
    switch (this) {
      case LIGHT:
        return Optional.of(Player.FIRST);
      case DARK:
        return Optional.of(Player.SECOND);
      default:
        return Optional.empty();
    }
  }

  /**
   * Returns the colour of a player's balls.
   *
   * @param player the player
   * @return LIGHT for {@code FIRST}, DARK for {@code SECOND}
   */
  public static Ball of(Player player) {
    return player == Player.FIRST ? LIGHT : DARK;
  }

  /**
   * Returns the ball written with {@code symbol}.
   *
   * @param symbol {@code X}, {@code o}, {@code R} or {@code N}
   * @return the ball
   * @throws IllegalArgumentException for any other character
   */
  public static Ball ofSymbol(char symbol) {
    int kind = LineBoard.kindOfSymbol(symbol);
    if (kind == LineBoard.EMPTY) {
      throw new IllegalArgumentException("No ball '" + symbol + "': balls are X o R N");
    }
    return KINDS[kind];
  }
}
