package io.github.boardrules.colorfield.internal;

/**
 * Why a colour-field move is refused, in the order the rules check: the first two by the rules
 * themselves (the game's status and the move's layout are theirs), the others by {@link
 * ColorFieldLegality}. The constants match the public {@code ColorFieldReason} one for one, by
 * name; the rules map one to the other.
 */
public enum ColorFieldRefusal {
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
  /** A capturing step is required and exists, and the move captures nothing. */
  CAPTURING_STEP_REQUIRED
}
