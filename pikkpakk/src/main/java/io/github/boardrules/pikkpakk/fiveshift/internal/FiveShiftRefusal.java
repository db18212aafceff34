package io.github.boardrules.pikkpakk.fiveshift.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * Why {@link FiveShiftLegality} refuses a move of five-in-a-row with a shifting phase. The
 * constants are those of the public {@code FiveShiftReason}, one for one and with the same names (a
 * test checks it); the facade maps one to the other. {@link #GAME_OVER} is the facade's own: the
 * legality checks a move in a game that goes on. Each constant means what the public {@code
 * FiveShiftReason} constant of its name documents.
 *
 * <pre>{@code
 * Refusal<FiveShiftRefusal> refusal = FiveShiftLegality.check(rows, columns, 0, Player.FIRST, move);
 * refusal.reason();   // OUTSIDE_FIELD, for a1
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public enum FiveShiftRefusal {
  GAME_OVER,
  WRONG_PHASE,
  OFF_BOARD,
  OUTSIDE_FIELD,
  OCCUPIED,
  NOT_A_RUN,
  NOT_MAXIMAL,
  WRONG_LENGTH,
  TOO_FAR,
  NO_MAJORITY,
  LEAVES_BOARD
}
