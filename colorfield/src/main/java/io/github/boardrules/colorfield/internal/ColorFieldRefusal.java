package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why a colour-field move is refused, in the order the rules check: the first two by the rules
 * themselves (the game's status and the move's layout are theirs), the others by {@link
 * ColorFieldLegality}. The constants match the public {@code ColorFieldReason} one for one, by
 * name; the rules map one to the other. Each constant means what the public {@code
 * ColorFieldReason} constant of its name documents.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum ColorFieldRefusal {
  GAME_OVER,
  OTHER_LAYOUT,
  NOT_YOUR_PIECE,
  NOT_A_NEIGHBOUR,
  INTO_GATE,
  OCCUPIED_SQUARE,
  CASTLE_FOR_RED_ONLY,
  OWN_COLOR_TO_OWN_COLOR,
  CAPTURE_REQUIRED,
  NO_CAPTURE_EARNED,
  NOT_CAPTURABLE,
  CAPTURING_STEP_REQUIRED
}
