package io.github.boardrules.nim.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link GridNimLegality} refuses a grid NIM move, in the order it checks them. The constants
 * match the public {@code GridNimReason} one for one, by name; the rules map one to the other. Each
 * constant means what the public {@code GridNimReason} constant of its name documents.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum GridNimRefusal {
  GAME_OVER,
  OFF_BOARD,
  NO_BALL_THERE,
  NOT_IN_ONE_LINE,
  TOO_MANY,
  NOT_TOUCHING
}
