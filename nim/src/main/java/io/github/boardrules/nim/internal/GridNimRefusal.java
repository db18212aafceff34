package io.github.boardrules.nim.internal;

/**
 * Why {@link GridNimLegality} refuses a grid NIM move, in the order it checks them. The constants
 * match the public {@code GridNimReason} one for one, by name; the rules map one to the other.
 */
public enum GridNimRefusal {
  /** No ball is left: the game is over. */
  GAME_OVER,
  /** A point of the move is not on this board (the move was made for another board). */
  OFF_BOARD,
  /** A point of the move holds no ball. */
  NO_BALL_THERE,
  /** The points are not all in one row or all in one column. */
  NOT_IN_ONE_LINE,
  /** The move takes more balls than the game allows in one move. */
  TOO_MANY,
  /** The game requires touching balls, and the points leave a gap in their line. */
  NOT_TOUCHING
}
