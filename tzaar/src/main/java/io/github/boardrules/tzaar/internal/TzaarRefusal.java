package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link TzaarLegality} refuses a move: one constant for each of the public reasons ({@code
 * TzaarReason}), with the same names, which the rules map one to the other. Each constant means
 * what the public {@code TzaarReason} constant of its name documents.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum TzaarRefusal {
  GAME_OVER,
  WRONG_PHASE,
  NOT_YOUR_PIECE,
  POINT_OCCUPIED,
  NONE_LEFT,
  CAPTURE_REQUIRED,
  NO_STACK_THERE,
  NOT_YOUR_STACK,
  NOT_IN_LINE,
  CENTRE_HOLE,
  PATH_BLOCKED,
  EMPTY_TARGET,
  OWN_STACK,
  ENEMY_STACK,
  TARGET_TOO_HIGH
}
