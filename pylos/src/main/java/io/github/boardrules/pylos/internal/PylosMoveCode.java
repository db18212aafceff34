package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The move codes of the engine and the solvers: a whole turn in one {@code int}, {@code to | (from
 * + 1) << 5 | (lower take-back + 1) << 10 | (higher take-back + 1) << 15}, with 0 for an absent
 * part (a placement has no {@code from}; a turn takes back none, one or two balls, the one ball
 * in the lower field). Every spot is 0 to 29, so each field fits its five bits and any turn has
 * a code. This class is the only one that knows the fields: the rest of the module writes and
 * reads codes through it.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class PylosMoveCode {
  private static final int FIELD = 31;
  private static final int FROM = 5;
  private static final int LOW = 10;
  private static final int HIGH = 15;

  private PylosMoveCode() {}

  /**
   * Returns the code of a placement without take-back.
   *
   * @param to the spot the ball goes to
   * @return the code
   */
  public static int place(int to) {
    return to;
  }

  /**
   * Returns the code of a raise without take-back.
   *
   * @param from the spot of the ball raised
   * @param to the spot it goes to
   * @return the code
   */
  public static int raise(int from, int to) {
    return to | (from + 1) << FROM;
  }

  /**
   * Returns a code without take-back with one ball taken back.
   *
   * @param code a placement or raise without take-back
   * @param spot the ball taken back
   * @return the code
   */
  public static int withTakeBack(int code, int spot) {
    return code | (spot + 1) << LOW;
  }

  /**
   * Returns a code without take-back with two balls taken back.
   *
   * @param code a placement or raise without take-back
   * @param low the lower spot taken back
   * @param high the higher spot taken back
   * @return the code
   */
  public static int withTakeBacks(int code, int low, int high) {
    return code | (low + 1) << LOW | (high + 1) << HIGH;
  }

  /**
   * Returns the code of any turn.
   *
   * @param from the spot of the ball raised, -1 for a placement
   * @param to the spot the ball goes to
   * @param takeBacks the balls taken back, 0 to 2 bits
   * @return the code
   */
  public static int of(int from, int to, long takeBacks) {
    int code = to | (from + 1) << FROM;
    if (takeBacks == 0) {
      return code;
    }
    int low = Long.numberOfTrailingZeros(takeBacks);
    int high = 63 - Long.numberOfLeadingZeros(takeBacks);
    return high == low ? withTakeBack(code, low) : withTakeBacks(code, low, high);
  }

  /**
   * Returns the spot the ball goes to.
   *
   * @param code a move code
   * @return the spot
   */
  public static int to(int code) {
    return code & FIELD;
  }

  /**
   * Returns the spot a raised ball comes from.
   *
   * @param code a move code
   * @return the spot, or -1 for a placement
   */
  public static int from(int code) {
    return ((code >>> FROM) & FIELD) - 1;
  }

  /**
   * Tells whether the code is a raise.
   *
   * @param code a move code
   * @return true for a raise, false for a placement
   */
  public static boolean isRaise(int code) {
    return ((code >>> FROM) & FIELD) != 0;
  }

  /**
   * Returns the balls taken back.
   *
   * @param code a move code
   * @return their mask, 0 to 2 bits
   */
  public static long takeBackMask(int code) {
    int low = (code >>> LOW) & FIELD;
    int high = (code >>> HIGH) & FIELD;
    return (low == 0 ? 0 : 1L << (low - 1)) | (high == 0 ? 0 : 1L << (high - 1));
  }

  /**
   * Returns how many balls the turn takes back.
   *
   * @param code a move code
   * @return 0, 1 or 2
   */
  public static int takeBackCount(int code) {
    return ((code >>> LOW) & FIELD) == 0 ? 0 : ((code >>> HIGH) & FIELD) == 0 ? 1 : 2;
  }

  /**
   * Returns the lower ball taken back, the only one when one is.
   *
   * @param code a move code
   * @return the spot, or -1 when none is taken back
   */
  public static int lowTakeBack(int code) {
    return ((code >>> LOW) & FIELD) - 1;
  }

  /**
   * Returns the higher ball taken back, when two are.
   *
   * @param code a move code
   * @return the spot, or -1 when fewer than two are taken back
   */
  public static int highTakeBack(int code) {
    return ((code >>> HIGH) & FIELD) - 1;
  }

  /**
   * Returns the image of a move code under a symmetry of the square.
   *
   * @param s the symmetry, 0 (the identity) to 7
   * @param code a move code
   * @return the code of the image move, its take-backs in order again
   */
  public static int transform(int s, int code) {
    int[] map = Board.SYMMETRY_SPOTS[s];
    int to = map[code & FIELD];
    int from = (code >>> FROM) & FIELD;
    int low = (code >>> LOW) & FIELD;
    int high = (code >>> HIGH) & FIELD;
    from = from == 0 ? 0 : map[from - 1] + 1;
    low = low == 0 ? 0 : map[low - 1] + 1;
    high = high == 0 ? 0 : map[high - 1] + 1;
    if (high != 0 && high < low) {
      int swap = low;
      low = high;
      high = swap;
    }
    return to | from << FROM | low << LOW | high << HIGH;
  }

  /**
   * Returns the notation of a turn: {@code b2} places on b2, {@code a1-1b2} raises the ball on a1
   * to 1b2, {@code 2a1x1a1,b2} places on 2a1 and takes back the balls on 1a1 and b2, the upper
   * ball first (the order in which they can be taken), by spot number within a level.
   *
   * @param code a move code
   * @return the notation
   */
  public static String text(int code) {
    StringBuilder out = new StringBuilder(16);
    int from = from(code);
    if (from >= 0) {
      out.append(Board.name(from)).append('-');
    }
    out.append(Board.name(to(code)));
    long takeBacks = takeBackMask(code);
    if (takeBacks != 0) {
      out.append('x');
      int high = 63 - Long.numberOfLeadingZeros(takeBacks);
      int low = Long.numberOfTrailingZeros(takeBacks);
      if (low != high && Board.LEVEL[low] == Board.LEVEL[high]) {
        out.append(Board.name(low)).append(',').append(Board.name(high));
      } else {
        out.append(Board.name(high));
        if (low != high) {
          out.append(',').append(Board.name(low));
        }
      }
    }
    return out.toString();
  }
}
