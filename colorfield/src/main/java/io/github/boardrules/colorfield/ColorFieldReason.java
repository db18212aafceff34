package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.IllegalMoveReason;
import io.github.boardrules.core.api.API;

/**
 * Why a colour-field move is illegal. {@link ColorField#check} reports the first that applies, in
 * the order listed here.
 *
 * <pre>{@code
 * Legality legality = rules.check(rules.initialState(), rules.notation().parse("a1-b1"));
 * legality.reason();    // Optional[OCCUPIED_SQUARE]
 * legality.message();   // "a1-b1: b1 is taken"
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum ColorFieldReason implements IllegalMoveReason {
  /** The game is over. */
  GAME_OVER,
  /** The move was made for another layout. */
  OTHER_LAYOUT,
  /** No piece of the player to move stands on the move's starting square or gate. */
  NOT_YOUR_PIECE,
  /** The target is not a neighbour of the starting square, or not a square the gate touches. */
  NOT_A_NEIGHBOUR,
  /** The target is a gate: no piece ever enters a gate. */
  INTO_GATE,
  /** The target square holds a piece. */
  OCCUPIED_SQUARE,
  /** A piece that is not RED tries to step on the castle. */
  CASTLE_FOR_RED_ONLY,
  /** A piece standing on a square of its own colour tries to step to another square of it. */
  OWN_COLOR_TO_OWN_COLOR,
  /** The step earns a capture and an enemy piece can be taken, but the move names none. */
  CAPTURE_REQUIRED,
  /** The move names a capture, but the step does not earn one. */
  NO_CAPTURE_EARNED,
  /** The named capture is not an enemy piece on a square of the capturing piece's colour. */
  NOT_CAPTURABLE,
  /**
   * With {@link ColorField.Builder#capturingStepRequired} on (the draughts reading, off by
   * default): the move captures nothing, but a capturing step exists and must be chosen.
   */
  CAPTURING_STEP_REQUIRED
}
