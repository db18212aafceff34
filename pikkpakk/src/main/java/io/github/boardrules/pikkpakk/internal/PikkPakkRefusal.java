package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link PikkPakkLegality} refuses a Pikk-Pakk move. The constants are those of the public
 * {@code PikkPakkReason}, one for one and with the same names (a test checks it); the facade maps
 * one to the other. {@link #GAME_OVER} is the facade's own: the legality checks a move in a game
 * that goes on. Each constant means what the public {@code PikkPakkReason} constant of its name
 * documents.
 *
 * <pre>{@code
 * Refusal<PikkPakkRefusal> refusal = legality.check(rows, columns, target, toMove, ply, move);
 * refusal.reason();   // NOT_MAXIMAL
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum PikkPakkRefusal {
  GAME_OVER,
  WRONG_PHASE,
  OFF_BOARD,
  OUTSIDE_OPENING_AREA,
  OCCUPIED,
  NOT_A_RUN,
  NOT_MAXIMAL,
  NOT_A_WHOLE_LINE,
  WRONG_LENGTH,
  NO_MAJORITY,
  TIE_NOT_WINNING,
  TOO_FAR,
  BLOCKED,
  LEAVES_BOARD,
  TARGET_OFF_BOARD
}
