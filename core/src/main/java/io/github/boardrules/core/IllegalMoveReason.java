package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * A machine-readable reason why a move is illegal.
 *
 * <p>Every game defines its reasons as an enum implementing this interface, so that callers can
 * switch on them; {@link #name()} is the enum constant's name, stable across releases.
 *
 * <pre>{@code
 * Legality legality = rules.check(state, move);
 * if (legality.reason().orElse(null) == GridNimReason.NOT_TOUCHING) { ... }
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public interface IllegalMoveReason {
  /**
   * Returns the reason's stable identifier, such as {@code GAME_OVER}.
   *
   * @return the identifier; for enums, the constant's name
   */
  String name();
}
