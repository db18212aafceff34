package io.github.boardrules.pylos.internal;

/**
 * Why {@link PylosLegality} refuses a move. The constants match the public reasons' one for one,
 * in the same order (the facade maps them with an exhaustive switch, and a test checks the
 * names); their meaning is documented on the public reasons.
 */
public enum PylosRefusal {
  /** The game is over: the facade's, which asks the legality only about games that go on. */
  GAME_OVER,
  /** The target spot already holds a ball. */
  SPOT_TAKEN,
  /** A placement with an empty reserve. */
  RESERVE_EMPTY,
  /** A raise from a spot that does not hold one of the player's balls. */
  NOT_OWN_BALL,
  /** A raise of a ball that another ball rests on. */
  BALL_NOT_FREE,
  /** A raise to a spot that is not on a higher level than the ball. */
  NOT_HIGHER,
  /** A raise of one of the four balls the target spot rests on. */
  SUPPORTS_TARGET,
  /** The target spot, above level 0, does not have four balls under it. */
  NOT_SUPPORTED,
  /** Balls taken back without a square (or line) that gives the right. */
  NO_TAKE_BACK_RIGHT,
  /** A ball to take back is not one of the player's. */
  TAKE_BACK_NOT_OWN,
  /** A ball to take back has a ball resting on it. */
  TAKE_BACK_NOT_FREE
}
