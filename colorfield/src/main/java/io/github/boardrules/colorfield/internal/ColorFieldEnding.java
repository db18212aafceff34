package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * How {@link ColorFieldEngine#ending} finds a game ended, in the order it checks. The constants
 * match the public {@code ColorFieldTermination} one for one, by name; the rules map one to the
 * other and write the status's words.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum ColorFieldEnding {
  /** A win: the team that moved last brought one of its RED pieces onto the castle. */
  CASTLE_REACHED,
  /** A win: the team to move has no RED piece left. */
  ALL_RED_CAPTURED,
  /** A win: the team to move has no legal move. */
  NO_LEGAL_MOVE,
  /** A draw: the ply limit was reached. */
  PLY_LIMIT,
  /** A draw: the position occurred the configured number of times. */
  REPETITION
}
