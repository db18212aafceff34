package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosMoveCode;
import java.util.Objects;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Pylos move: a whole turn. The player either places a ball from his reserve on a spot, or
 * raises one of his balls from a spot to a spot on a higher level; then he takes back 0, 1 or 2 of
 * his free balls into his reserve, which he may do only when the placed or raised ball completed
 * a square (or, in the mature rules, a line) of his colour.
 *
 * <p>The balls taken back are a set: when one of them rests on the other, the upper one is taken
 * first (the only order that can be legal), otherwise the order does not matter.
 *
 * <p>{@link #toString()} gives the move's notation: {@code b2} (place), {@code a1-1b2} (raise),
 * {@code b2xc1,b2} (place, then take back c1 and b2); see {@link Pylos#notation()}.
 *
 * <pre>{@code
 * PylosMove place = PylosMove.place(PylosSpots.parse("b2"));
 * PylosMove raise = PylosMove.raise(PylosSpots.parse("a1"), PylosSpots.parse("1b2"));
 * PylosMove saving = place.withTakeBacks(PylosSpots.parse("b2"), PylosSpots.parse("c1"));
 * saving.toString();   // "b2xc1,b2": one level, so by spot number
 * }</pre>
 *
 * <p>Instances are immutable; two moves are equal when they place or raise to the same spot from
 * the same place and take back the same balls.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosMove {
  /** The placements without take-back, by spot: made once, as the move lists hand them out. */
  private static final PylosMove[] PLACES = new PylosMove[Board.SPOTS];

  /** The raises without take-back, by {@code from * 30 + to}. */
  private static final PylosMove[] RAISES = new PylosMove[Board.SPOTS * Board.SPOTS];

  static {
    for (int to = 0; to < Board.SPOTS; to++) {
      PLACES[to] = new PylosMove(-1, to, 0);
      for (int from = 0; from < Board.SPOTS; from++) {
        RAISES[from * Board.SPOTS + to] = new PylosMove(from, to, 0);
      }
    }
  }

  private final int from;
  private final int to;
  private final long takeBacks;

  PylosMove(int from, int to, long takeBacks) {
    this.from = from;
    this.to = to;
    this.takeBacks = takeBacks;
  }

  /**
   * Returns the move that places a reserve ball on {@code to} and takes nothing back.
   *
   * @param to the spot, 0 to 29
   * @return the move
   * @throws IndexOutOfBoundsException if the spot does not exist
   */
  public static PylosMove place(int to) {
    PylosSpots.level(to);
    return new PylosMove(-1, to, 0);
  }

  /**
   * Returns the move that raises the ball on {@code from} to {@code to} and takes nothing back.
   * Whether the raise is legal (a higher, supported spot not resting on {@code from}) is for
   * {@link Pylos#check}.
   *
   * @param from the spot of the ball raised
   * @param to the spot it goes to
   * @return the move
   * @throws IndexOutOfBoundsException if a spot does not exist
   * @throws IllegalArgumentException if {@code from} and {@code to} are the same spot
   */
  public static PylosMove raise(int from, int to) {
    PylosSpots.level(from);
    PylosSpots.level(to);
    if (from == to) {
      throw new IllegalArgumentException(
          "A raise goes to another spot, not from " + PylosSpots.name(from) + " to itself");
    }
    return new PylosMove(from, to, 0);
  }

  /**
   * Returns this move with the given balls taken back instead of its own take-backs.
   *
   * @param spots 0, 1 or 2 different spots
   * @return the move
   * @throws IllegalArgumentException if more than two spots are given or a spot is named twice
   * @throws IndexOutOfBoundsException if a spot does not exist
   */
  public PylosMove withTakeBacks(int... spots) {
    if (spots.length > 2) {
      throw new IllegalArgumentException(
          "At most 2 balls are taken back in a turn, not " + spots.length);
    }
    long mask = 0;
    for (int spot : spots) {
      PylosSpots.level(spot);
      if ((mask & (1L << spot)) != 0) {
        throw new IllegalArgumentException(PylosSpots.name(spot) + " is taken back twice");
      }
      mask |= 1L << spot;
    }
    return new PylosMove(from, to, mask);
  }

  /**
   * Tells whether the move raises a ball already on the board.
   *
   * @return true for a raise, false for a placement from the reserve
   */
  public boolean isRaise() {
    return from >= 0;
  }

  /**
   * Returns the spot the raised ball comes from.
   *
   * @return the spot, or empty for a placement
   */
  public OptionalInt from() {
    return from >= 0 ? OptionalInt.of(from) : OptionalInt.empty();
  }

  /**
   * Returns the spot the ball is placed or raised to.
   *
   * @return the spot, 0 to 29
   */
  public int to() {
    return to;
  }

  /**
   * Returns the balls taken back, as a mask of spots.
   *
   * @return the mask, with 0 to 2 bits set
   */
  public long takeBackMask() {
    return takeBacks;
  }

  /**
   * Returns how many balls the move takes back.
   *
   * @return 0, 1 or 2
   */
  public int takeBackCount() {
    return Long.bitCount(takeBacks);
  }

  /** Returns the raw from-spot, -1 for a placement. */
  int fromSpot() {
    return from;
  }

  /** Returns the engine's code of this move. */
  int code() {
    return PylosMoveCode.of(from, to, takeBacks);
  }

  /** Returns the move of an engine's code; moves without take-backs are shared. */
  static PylosMove ofCode(int code) {
    int to = PylosMoveCode.to(code);
    int from = PylosMoveCode.from(code);
    if (PylosMoveCode.lowTakeBack(code) < 0) {
      return from < 0 ? PLACES[to] : RAISES[from * Board.SPOTS + to];
    }
    return new PylosMove(from, to, PylosMoveCode.takeBackMask(code));
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof PylosMove other)) {
      return false;
    }
    return from == other.from && to == other.to && takeBacks == other.takeBacks;
  }

  @Override
  public int hashCode() {
    return Objects.hash(from, to, takeBacks);
  }

  /**
   * Returns the move's notation, such as {@code b2}, {@code a1-1b2} or {@code 1a1x1a1,b2}.
   *
   * @return the notation
   */
  @Override
  public String toString() {
    return PylosMoveCode.text(code());
  }
}
