package io.github.boardrules.pikkpakk.squareabalone.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link SquareAbaloneLegality} refuses a Square Abalone move. The constants are those of the
 * public {@code SquareAbaloneReason}, one for one and with the same names (a test checks it); the
 * facade maps one to the other. {@link #GAME_OVER} is the facade's own: the legality checks a move
 * in a game that goes on. Each constant means what the public {@code SquareAbaloneReason} constant
 * of its name documents.
 *
 * <pre>{@code
 * Refusal<SquareAbaloneRefusal> refusal = legality.check(rows, columns, Player.FIRST, 0, move);
 * refusal.reason();   // TOO_FAR, for a1-a2^2 in the standard game
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum SquareAbaloneRefusal {
  GAME_OVER,
  WRONG_PHASE,
  OFF_BOARD,
  OUTSIDE_OPENING_AREA,
  OCCUPIED,
  NOT_A_RUN,
  NOT_MAXIMAL,
  NO_MAJORITY,
  TOO_FAR,
  BLOCKED,
  MAJORITY_LOST_IN_COLLISION,
  OWN_BALL_OFF,
  SIDEWAYS_NOT_ALLOWED,
  NOT_OWN_BALLS,
  LEAVES_BOARD
}
