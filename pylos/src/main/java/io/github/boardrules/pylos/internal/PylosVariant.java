package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The rule sets as the engine knows them: what entitles a player to take balls back. The
 * constants match the public rule sets' one for one (the facade maps them with an exhaustive
 * switch, and a test checks the names).
 */
@API(status = INTERNAL, since = "0.1.0")
public enum PylosVariant {
  /** No take-backs at all. */
  CHILDREN,
  /** A ball that completes a 2x2 square of its player's colour, on any level. */
  STANDARD,
  /**
   * A square as in {@link #STANDARD}, or a line of 4 in a row or column of level 0, or of 3 in a
   * row or column of level 1.
   */
  MATURE
}
