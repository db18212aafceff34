package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link PylosLegality} refuses a move. The constants match the public reasons' one for one,
 * in the same order (the facade maps them with an exhaustive switch, and a test checks the
 * names); their meaning is documented on the public reasons.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum PylosRefusal {
  GAME_OVER,
  SPOT_TAKEN,
  RESERVE_EMPTY,
  NOT_OWN_BALL,
  BALL_NOT_FREE,
  NOT_HIGHER,
  SUPPORTS_TARGET,
  NOT_SUPPORTED,
  NO_TAKE_BACK_RIGHT,
  TAKE_BACK_NOT_OWN,
  TAKE_BACK_NOT_FREE
}
