package io.github.boardrules.core;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * A machine-readable reason why a game ended, such as "the last ball was taken".
 *
 * <p>Every game defines its terminations as an enum implementing this interface. The {@link Status}
 * of a finished game carries one, next to a human-readable description.
 *
 * <pre>{@code
 * Status status = rules.status(state);
 * status.termination().map(Termination::name);   // e.g. Optional[LAST_BALL_TAKEN]
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public interface Termination {
  /**
   * Returns the termination's stable identifier.
   *
   * @return the identifier; for enums, the constant's name
   */
  String name();
}
