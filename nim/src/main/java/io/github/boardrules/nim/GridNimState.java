package io.github.boardrules.nim;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.nim.internal.NimZobrist;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A grid NIM position: which points still hold a ball, and whose turn it is, on a board of a
 * given size. Point {@code (column, row)}, both from 0 at the bottom left, is bit {@code row *
 * columns + column} of {@link #balls()}.
 *
 * <p>{@link #toString()} gives the position text, rows from the top: {@code oooo/oooo/oooo/oooo 1}.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimState state = rules.initialState();
 * state.ballCount();        // 16
 * state.hasBall(0, 0);      // true: a1
 * rules.state(0b1001, Player.SECOND).toString();   // "..../..../..../o..o 2"
 * }</pre>
 *
 * <p>States are obtained from a {@link GridNim} rules object. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class GridNimState {
  private final long balls;
  private final Player toMove;
  private final int rows;
  private final int columns;
  /** The Zobrist hash, see {@link #positionHash()}. */
  private final long hash;

  /** Makes a state; the caller checks that the balls lie on the board. */
  GridNimState(long balls, Player toMove, int rows, int columns) {
    this(balls, toMove, rows, columns, NimZobrist.grid(balls, toMove));
  }

  /** Makes a state whose hash the caller has updated incrementally. */
  GridNimState(long balls, Player toMove, int rows, int columns, long hash) {
    this.balls = balls;
    this.toMove = toMove;
    this.rows = rows;
    this.columns = columns;
    this.hash = hash;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the XOR of a fixed random key for each point
   * holding a ball and, when the second player is to move, a key for that. It covers the whole
   * position — the balls and the player to move; the board size and the options belong to the
   * rules — so the same balls reached by different move orders have the same hash. The rules
   * update it with each move, XORing out the keys of the balls taken.
   *
   * <pre>{@code
   * GridNim rules = GridNim.standard();
   * MoveNotation<GridNimMove> n = rules.notation();
   * GridNimState a = rules.play(rules.play(rules.initialState(), n.parse("a1")), n.parse("d4"));
   * GridNimState b = rules.play(rules.play(rules.initialState(), n.parse("d4")), n.parse("a1"));
   * a.positionHash() == b.positionHash();   // true
   * }</pre>
   *
   * <p>The keys depend on the bit of a point, not on the board size, so states of boards of
   * different sizes may share a hash. Different positions of one board share one with a chance of
   * about 2<sup>-64</sup> a pair.
   *
   * @return the hash
   */
  public long positionHash() {
    return hash;
  }

  /**
   * Returns the points that hold a ball, as a bit mask, bit {@code row * columns() + column}.
   *
   * @return the mask; 0 when the game is over
   */
  public long balls() {
    return balls;
  }

  /**
   * Returns the player to move; when the game is over, the player who did not take the last
   * ball.
   *
   * @return the player to move
   */
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the board's number of rows.
   *
   * @return the rows
   */
  public int rows() {
    return rows;
  }

  /**
   * Returns the board's number of columns.
   *
   * @return the columns
   */
  public int columns() {
    return columns;
  }

  /**
   * Returns how many balls are left.
   *
   * @return the number of balls
   */
  public int ballCount() {
    return Long.bitCount(balls);
  }

  /**
   * Tells whether a point holds a ball.
   *
   * @param column the column, from 0 at the left ({@code a})
   * @param row the row, from 0 at the bottom ({@code 1})
   * @return true when there is a ball
   * @throws IndexOutOfBoundsException if the point is not on the board
   */
  public boolean hasBall(int column, int row) {
    if (column < 0 || column >= columns || row < 0 || row >= rows) {
      throw new IndexOutOfBoundsException(
          "Point (" + column + ", " + row + ") is not on the " + rows + "x" + columns + " board");
    }
    return (balls & (1L << (row * columns + column))) != 0;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof GridNimState other)) {
      return false;
    }
    return balls == other.balls
        && toMove == other.toMove
        && rows == other.rows
        && columns == other.columns;
  }

  @Override
  public int hashCode() {
    return ((Long.hashCode(balls) * 31 + toMove.ordinal()) * 31 + rows) * 31 + columns;
  }

  /**
   * Returns the position text, such as {@code oooo/oooo/oooo/oooo 1}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    return GridNimPositions.encode(balls, toMove, rows, columns);
  }
}
