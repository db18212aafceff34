package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link ZertzLegality} refuses a move: one constant for each of the public reasons ({@code
 * ZertzReason}), with the same names, which the rules map one to the other. Each constant means
 * what the public {@code ZertzReason} constant of its name documents.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum ZertzRefusal {
  GAME_OVER,
  WRONG_BOARD,
  PASS_NOT_ALLOWED,
  CAPTURE_REQUIRED,
  MARBLE_NOT_AVAILABLE,
  NO_RING,
  RING_OCCUPIED,
  REMOVAL_REQUIRED,
  RING_NOT_FREE,
  NO_JUMPING_MARBLE,
  NOT_A_JUMP,
  NOTHING_TO_JUMP,
  LANDING_NOT_VACANT,
  CHAIN_NOT_FINISHED
}
