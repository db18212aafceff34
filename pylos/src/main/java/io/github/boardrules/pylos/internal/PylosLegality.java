package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Whether a move is legal in a game that is not over, and if not, why, with the message: the
 * rules' check, on the engine's take-back rule ({@link PylosEngine#formed}). It reports the first
 * refusal that applies, in the order of {@link PylosRefusal}; the take-backs are checked after the
 * placement or raise is found legal, ball by ball, the upper ball first.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosLegality {
  private PylosLegality() {}

  /**
   * Why a move is refused, and the message for people.
   *
   * @param reason the refusal
   * @param message what is wrong, starting with the move's notation
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record Refusal(PylosRefusal reason, String message) {}

  /**
   * Checks a move in a game that is not over.
   *
   * @param engine the engine of the configured game
   * @param own the balls of the player to move
   * @param opponent the opponent's balls
   * @param mover the player to move, for the messages
   * @param code the move's {@link PylosMoveCode} code
   * @return the refusal, or null when the move is legal
   */
  public static @Nullable Refusal check(
      PylosEngine engine, long own, long opponent, Player mover, int code) {
    long occupied = own | opponent;
    int to = PylosMoveCode.to(code);
    int from = PylosMoveCode.from(code);
    long toBit = 1L << to;
    if ((occupied & toBit) != 0) {
      return refuse(PylosRefusal.SPOT_TAKEN, code, Board.name(to) + " already holds a ball");
    }
    long after;
    long occupiedAfter;
    if (from < 0) {
      if (Long.bitCount(own) >= Board.BALLS_PER_PLAYER) {
        return refuse(PylosRefusal.RESERVE_EMPTY, code,
            PylosColours.name(mover) + "'s reserve is empty; only a raise is possible");
      }
      if ((Board.SUPPORT[to] & ~occupied) != 0) {
        return notSupported(code, occupied);
      }
      after = own | toBit;
      occupiedAfter = occupied | toBit;
    } else {
      long fromBit = 1L << from;
      if ((own & fromBit) == 0) {
        return refuse(PylosRefusal.NOT_OWN_BALL, code, Board.name(from)
            + ((occupied & fromBit) == 0 ? " is empty" : " holds a ball of "
                + PylosColours.name(mover.opponent())));
      }
      if ((Board.ABOVE[from] & occupied) != 0) {
        return refuse(PylosRefusal.BALL_NOT_FREE, code, "the ball on " + Board.name(from)
            + " supports " + Board.list(Board.ABOVE[from] & occupied) + " and cannot be moved");
      }
      if (Board.LEVEL[to] <= Board.LEVEL[from]) {
        return refuse(PylosRefusal.NOT_HIGHER, code, "a ball is raised to a higher level; "
            + Board.name(to) + " is on level " + Board.LEVEL[to] + " and " + Board.name(from)
            + " on level " + Board.LEVEL[from]);
      }
      if ((Board.SUPPORT[to] & fromBit) != 0) {
        return refuse(PylosRefusal.SUPPORTS_TARGET, code, "the ball on " + Board.name(from)
            + " is one of the four balls under " + Board.name(to));
      }
      if ((Board.SUPPORT[to] & ~occupied) != 0) {
        return notSupported(code, occupied);
      }
      after = (own & ~fromBit) | toBit;
      occupiedAfter = (occupied & ~fromBit) | toBit;
    }
    long takeBacks = PylosMoveCode.takeBackMask(code);
    if (takeBacks == 0) {
      return null;
    }
    if (!engine.formed(to, after)) {
      return refuse(PylosRefusal.NO_TAKE_BACK_RIGHT, code, engine.variant() == PylosVariant.CHILDREN
          ? "the children's rules have no take-backs"
          : "the ball on " + Board.name(to) + " completes no square"
              + (engine.variant() == PylosVariant.MATURE ? " or line" : "") + " of "
              + PylosColours.name(mover) + ", so no ball may be taken back");
    }
    // The upper ball first: the only order that can be legal.
    for (int k = 0; k < 2 && takeBacks != 0; k++) {
      int spot = 63 - Long.numberOfLeadingZeros(takeBacks);
      long bit = 1L << spot;
      if ((after & bit) == 0) {
        return refuse(PylosRefusal.TAKE_BACK_NOT_OWN, code, Board.name(spot)
            + ((occupiedAfter & bit) == 0 ? " is empty"
                : " holds a ball of " + PylosColours.name(mover.opponent()))
            + " and cannot be taken back");
      }
      if ((Board.ABOVE[spot] & occupiedAfter) != 0) {
        return refuse(PylosRefusal.TAKE_BACK_NOT_FREE, code, "the ball on " + Board.name(spot)
            + " supports " + Board.list(Board.ABOVE[spot] & occupiedAfter)
            + " and cannot be taken back");
      }
      after &= ~bit;
      occupiedAfter &= ~bit;
      takeBacks &= ~bit;
    }
    return null;
  }

  private static Refusal notSupported(int code, long occupied) {
    int to = PylosMoveCode.to(code);
    long missing = Board.SUPPORT[to] & ~occupied;
    return refuse(PylosRefusal.NOT_SUPPORTED, code, Board.name(to)
        + " does not rest on four balls; " + Board.list(missing)
        + (Long.bitCount(missing) == 1 ? " is" : " are") + " empty");
  }

  /** A refusal whose message is the move's notation, a colon and {@code why}. */
  private static Refusal refuse(PylosRefusal reason, int code, String why) {
    return new Refusal(reason, PylosMoveCode.text(code) + ": " + why);
  }
}
