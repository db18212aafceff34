package io.github.boardrules.pikkpakk.pushfour;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A push-four move: a ball of the mover's colour enters the board at an <em>entry point</em> — one
 * of the 28 rim points that are not corners — and is pushed one point inward, together with the
 * chain of balls directly ahead of it.
 *
 * <p>The notation ({@link #toString()}, {@link #parse}) is the entry point's name: each entry
 * point has exactly one inward direction, so the name says everything.
 *
 * <ul>
 *   <li>{@code a3}: enters at a3 and pushes right into row 3 (direction {@code >});
 *   <li>{@code i3}: enters at i3 and pushes left ({@code <});
 *   <li>{@code e9}: enters at e9 and pushes down column e ({@code v});
 *   <li>{@code e1}: enters at e1 and pushes up ({@code ^}).
 * </ul>
 *
 * <pre>{@code
 * PushFourMove move = PushFourMove.parse("a3");
 * move.direction();    // RIGHT
 * move.landing();      // b3: where the new ball stands after the move
 * PushFourMove.of(Point.parse("e9")).direction();   // DOWN
 * PushFourMove.all().size();                        // 28
 * }</pre>
 *
 * <p>Corners and inner points are not entry points: {@link #of} and {@link #parse} refuse them
 * with the reason, so every {@code PushFourMove} names a move the rules know. Whether it may be
 * played now is {@link PushFour#check}'s answer (it may not once the game is over). Instances are
 * immutable and shared: {@code of} and {@code parse} return the same object for the same point.
 */
@API(status = STABLE, since = "0.1.0")
public final class PushFourMove {
  /** The number of entry points: the 32 rim points of the 9x9 board without the 4 corners. */
  public static final int ENTRY_POINTS = PushFourEngine.ENTRY_POINTS;

  private static final int SIZE = PushFourEngine.SIZE;
  private static final String KIND = "move";

  /** The move of each entry point by {@code row * SIZE + column}; null for other points. */
  private static final @Nullable PushFourMove[] BY_POINT = new PushFourMove[SIZE * SIZE];

  /** The moves in the order of {@link PushFour#legalMoves}: by entry point, rows from the bottom. */
  private static final List<PushFourMove> ALL;

  static {
    // The engine's codes are the entry points in this order.
    List<PushFourMove> all = new ArrayList<>(ENTRY_POINTS);
    for (int code = 0; code < ENTRY_POINTS; code++) {
      int column = PushFourEngine.entryColumn(code);
      int row = PushFourEngine.entryRow(code);
      int inward = PushFourEngine.direction(code);
      Direction direction = Direction.of(Directions.horizontal(inward), Directions.step(inward));
      PushFourMove move = new PushFourMove(Point.of(column, row), direction, code);
      BY_POINT[row * SIZE + column] = move;
      all.add(move);
    }
    ALL = List.copyOf(all);
  }

  private final Point entry;
  private final Direction direction;
  private final int code;

  private PushFourMove(Point entry, Direction direction, int code) {
    this.entry = entry;
    this.direction = direction;
    this.code = code;
  }

  /**
   * Returns the move that enters at {@code entry}.
   *
   * @param entry a rim point of the 9x9 board that is not a corner
   * @return the move
   * @throws IllegalArgumentException naming the point and why, if it is a corner, an inner point
   *     or not on the 9x9 board
   */
  public static PushFourMove of(Point entry) {
    Objects.requireNonNull(entry, "entry");
    String problem = problem(entry);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return byPoint(entry);
  }

  private static PushFourMove byPoint(Point entry) {
    PushFourMove move = BY_POINT[entry.row() * SIZE + entry.column()];
    if (move == null) {
      throw new AssertionError("Checked to be an entry point: " + entry);
    }
    return move;
  }

  /** Says why a point is not an entry point, or null when it is one. */
  private static @Nullable String problem(Point point) {
    if (!point.isOnBoard(SIZE)) {
      return point + " is not on the 9x9 board";
    }
    int column = point.column();
    int row = point.row();
    if (PushFourEngine.inward(column, row) >= 0) {
      return null;
    }
    if (column == 0 || column == SIZE - 1) {
      return point + " is a corner, which has no inward direction: balls enter at the 28 other rim"
          + " points";
    }
    return point + " is not on the rim: balls enter at a rim point (column a or i, row 1 or 9,"
        + " not a corner) and are pushed inward";
  }

  /**
   * Returns the 28 moves, one per entry point, in the order of {@link PushFour#legalMoves}: by
   * entry point, rows from the bottom and within a row from the left ({@code b1} … {@code h1},
   * {@code a2}, {@code i2}, {@code a3}, … , {@code i8}, {@code b9} … {@code h9}).
   *
   * @return the moves, an unmodifiable list
   */
  public static List<PushFourMove> all() {
    return ALL;
  }

  /**
   * Reads a move: the name of its entry point, such as {@code a3} or {@code e9}.
   *
   * @param text the notation
   * @return the move
   * @throws TextParseException (kind {@code "move"}) naming the index and the reason: the text is
   *     not a point name, the point is a corner, an inner point or off the board, or text follows
   *     the point (the direction is not written)
   */
  public static PushFourMove parse(CharSequence text) {
    String input = text.toString();
    ParsePosition position = new ParsePosition(0);
    Point entry = Point.parse(input, position, KIND);
    String problem = problem(entry);
    if (problem != null) {
      throw new TextParseException(KIND, input, 0, problem);
    }
    int end = position.getIndex();
    if (end < input.length()) {
      throw new TextParseException(
          KIND, input, end,
          "<>v^".indexOf(input.charAt(end)) >= 0
              ? "the direction is not written: " + entry + " always pushes "
                  + byPoint(entry).direction.symbol()
              : "unexpected text after the entry point " + entry);
    }
    return byPoint(entry);
  }

  /**
   * Returns the rim point where the ball enters.
   *
   * @return the entry point, such as {@code a3}
   */
  public Point entry() {
    return entry;
  }

  /**
   * Returns the inward direction the ball and the chain ahead of it are pushed in.
   *
   * @return {@code RIGHT} from column a, {@code LEFT} from column i, {@code UP} from row 1,
   *     {@code DOWN} from row 9
   */
  public Direction direction() {
    return direction;
  }

  /**
   * Returns the first inner point in the move's direction: where the new ball stands after the
   * move.
   *
   * @return the point one step inward from the entry point, such as {@code b3} for {@code a3}
   */
  public Point landing() {
    return direction.isHorizontal()
        ? Point.of(entry.column() + direction.step(), entry.row())
        : Point.of(entry.column(), entry.row() + direction.step());
  }

  /** The move's index in {@link #all()}, its code in move buffers. */
  int code() {
    return code;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof PushFourMove that && that.entry.equals(entry);
  }

  @Override
  public int hashCode() {
    return entry.hashCode();
  }

  /**
   * Returns the move's notation: the entry point's name, such as {@code a3}.
   *
   * @return the notation; {@link #parse} reads it back
   */
  @Override
  public String toString() {
    return entry.toString();
  }
}
