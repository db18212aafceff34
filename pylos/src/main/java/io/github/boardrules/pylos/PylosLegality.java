package io.github.boardrules.pylos;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;

/**
 * Whether a move is legal in a game that is not over, and if not, why: the reasons and messages of
 * {@link Pylos#check}, on the engine's take-back rule ({@link PylosEngine#formed}).
 */
final class PylosLegality {
  private PylosLegality() {}

  /** Checks a move in a state whose game is not over. */
  static Legality check(
      PylosEngine engine, PylosRuleSet ruleSet, PylosState state, PylosMove move) {
    Player mover = state.toMove();
    long own = state.balls(mover);
    long occupied = state.light() | state.dark();
    int to = move.to();
    int from = move.fromSpot();
    long toBit = 1L << to;
    if ((occupied & toBit) != 0) {
      return Legality.illegal(PylosReason.SPOT_TAKEN,
          move + ": " + PylosSpots.name(to) + " already holds a ball");
    }
    long after;
    long occupiedAfter;
    if (from < 0) {
      if (Long.bitCount(own) >= Board.BALLS_PER_PLAYER) {
        return Legality.illegal(PylosReason.RESERVE_EMPTY,
            move + ": " + Pylos.colour(mover) + "'s reserve is empty; only a raise is possible");
      }
      if ((Board.SUPPORT[to] & ~occupied) != 0) {
        return notSupported(move, occupied);
      }
      after = own | toBit;
      occupiedAfter = occupied | toBit;
    } else {
      long fromBit = 1L << from;
      if ((own & fromBit) == 0) {
        return Legality.illegal(PylosReason.NOT_OWN_BALL, move + ": " + PylosSpots.name(from)
            + ((occupied & fromBit) == 0 ? " is empty" : " holds a ball of "
                + Pylos.colour(mover.opponent())));
      }
      if ((Board.ABOVE[from] & occupied) != 0) {
        return Legality.illegal(PylosReason.BALL_NOT_FREE, move + ": the ball on "
            + PylosSpots.name(from) + " supports " + PylosSpots.list(Board.ABOVE[from] & occupied)
            + " and cannot be moved");
      }
      if (Board.LEVEL[to] <= Board.LEVEL[from]) {
        return Legality.illegal(PylosReason.NOT_HIGHER, move + ": a ball is raised to a higher"
            + " level; " + PylosSpots.name(to) + " is on level " + Board.LEVEL[to] + " and "
            + PylosSpots.name(from) + " on level " + Board.LEVEL[from]);
      }
      if ((Board.SUPPORT[to] & fromBit) != 0) {
        return Legality.illegal(PylosReason.SUPPORTS_TARGET, move + ": the ball on "
            + PylosSpots.name(from) + " is one of the four balls under " + PylosSpots.name(to));
      }
      if ((Board.SUPPORT[to] & ~occupied) != 0) {
        return notSupported(move, occupied);
      }
      after = (own & ~fromBit) | toBit;
      occupiedAfter = (occupied & ~fromBit) | toBit;
    }
    long takeBacks = move.takeBackMask();
    if (takeBacks == 0) {
      return Legality.legal();
    }
    if (!engine.formed(to, after)) {
      return Legality.illegal(PylosReason.NO_TAKE_BACK_RIGHT, move + ": " + (ruleSet
          == PylosRuleSet.CHILDREN
          ? "the children's rules have no take-backs"
          : "the ball on " + PylosSpots.name(to) + " completes no square"
              + (ruleSet == PylosRuleSet.MATURE ? " or line" : "") + " of " + Pylos.colour(mover)
              + ", so no ball may be taken back"));
    }
    // The upper ball first: the only order that can be legal.
    for (int k = 0; k < 2 && takeBacks != 0; k++) {
      int spot = 63 - Long.numberOfLeadingZeros(takeBacks);
      long bit = 1L << spot;
      if ((after & bit) == 0) {
        return Legality.illegal(PylosReason.TAKE_BACK_NOT_OWN, move + ": "
            + PylosSpots.name(spot) + ((occupiedAfter & bit) == 0 ? " is empty"
                : " holds a ball of " + Pylos.colour(mover.opponent()))
            + " and cannot be taken back");
      }
      if ((Board.ABOVE[spot] & occupiedAfter) != 0) {
        return Legality.illegal(PylosReason.TAKE_BACK_NOT_FREE, move + ": the ball on "
            + PylosSpots.name(spot) + " supports "
            + PylosSpots.list(Board.ABOVE[spot] & occupiedAfter) + " and cannot be taken back");
      }
      after &= ~bit;
      occupiedAfter &= ~bit;
      takeBacks &= ~bit;
    }
    return Legality.legal();
  }

  private static Legality notSupported(PylosMove move, long occupied) {
    int to = move.to();
    return Legality.illegal(PylosReason.NOT_SUPPORTED, move + ": " + PylosSpots.name(to)
        + " does not rest on four balls; " + PylosSpots.list(Board.SUPPORT[to] & ~occupied)
        + (Long.bitCount(Board.SUPPORT[to] & ~occupied) == 1 ? " is" : " are") + " empty");
  }
}
