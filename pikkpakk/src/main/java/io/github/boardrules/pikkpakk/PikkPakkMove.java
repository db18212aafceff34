package io.github.boardrules.pikkpakk;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.PointText;
import io.github.boardrules.pikkpakk.internal.RunNotation;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import java.text.ParsePosition;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Pikk-Pakk move: either a <em>shift</em> of a run of touching balls along its row or column,
 * or, in the joint-opening variant's placement phase, the <em>placement</em> of one ball.
 *
 * <p>A shift names the run by its two end points (lower end first: the left end of a row run, the
 * bottom end of a column run), the direction and the distance in points. What happens to the
 * leading ball depends on the game: in the basic game it moves into the empty point beyond; in the
 * capture variant it may fall off the board; in the square and neutral-frame variants the run is a
 * whole line of the block or board and rotates, the leading ball re-entering at the emptied end.
 *
 * <p>Notation ({@link #toString()} and {@link #parse}):
 *
 * <ul>
 *   <li>{@code b5-h5>}: the run from b5 to h5 shifted one point right (towards column {@code i});
 *   <li>{@code e2-e8^}: the run from e2 to e8 shifted one point up; {@code v} is down, {@code <}
 *       left;
 *   <li>{@code c6-c12v2}: shifted two points down (enlarged board); a distance of 1 is not
 *       written;
 *   <li>{@code i5>}: a run of one ball (capture variant);
 *   <li>{@code e4}: a ball of the mover's colour placed on e4 (joint opening).
 * </ul>
 *
 * <pre>{@code
 * PikkPakkMove push = PikkPakkMove.parse("b5-h5>");
 * push.from();       // b5
 * push.to();         // h5
 * push.length();     // 7
 * PikkPakkMove.shift(Point.parse("e2"), Point.parse("e8"), Direction.UP, 1).toString(); // "e2-e8^"
 * }</pre>
 *
 * <p>A move names what it does, not whether it is legal: {@link PikkPakk#check} says that.
 * Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class PikkPakkMove implements RunMove {
  /** What a move does. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** Shifts a run of balls along its line. */
    SHIFT,
    /** Places one ball (joint-opening placement phase). */
    PLACE
  }

  private static final String KIND = "move";

  private final Kind kind;
  private final Point from;
  private final Point to;
  private final @Nullable Direction direction;
  private final int distance;

  private PikkPakkMove(Kind kind, Point from, Point to, @Nullable Direction direction, int distance) {
    this.kind = kind;
    this.from = from;
    this.to = to;
    this.direction = direction;
    this.distance = distance;
  }

  /**
   * Returns the shift of the run from {@code from} to {@code to}.
   *
   * @param from the lower end of the run: its left end for a row, its bottom end for a column
   * @param to the upper end; equal to {@code from} for a run of one ball
   * @param direction the direction, along the run's line
   * @param distance how many points, 1 to {@value Point#MAX_SIZE} - 1
   * @return the move
   * @throws IllegalArgumentException if the ends are not in one row (horizontal directions) or
   *     column (vertical ones), are in the wrong order, or the distance is out of range
   */
  public static PikkPakkMove shift(Point from, Point to, Direction direction, int distance) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(direction, "direction");
    if (distance < 1 || distance >= Point.MAX_SIZE) {
      throw new IllegalArgumentException(
          "A shift goes 1 to " + (Point.MAX_SIZE - 1) + " points, not " + distance);
    }
    String problem = spanProblem(from, to, direction);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return new PikkPakkMove(Kind.SHIFT, from, to, direction, distance);
  }

  /**
   * Returns the placement of a ball of the mover's colour on {@code point}.
   *
   * @param point where the ball goes
   * @return the move
   */
  public static PikkPakkMove place(Point point) {
    Objects.requireNonNull(point, "point");
    return new PikkPakkMove(Kind.PLACE, point, point, null, 0);
  }

  private static @Nullable String spanProblem(Point from, Point to, Direction direction) {
    if (direction.isHorizontal()) {
      if (from.row() != to.row()) {
        return from + " and " + to + " are not in one row, as a shift " + direction.symbol()
            + " needs";
      }
      if (to.column() < from.column()) {
        return "write the run's left end first: " + to + "-" + from + ", not " + from + "-" + to;
      }
    } else {
      if (from.column() != to.column()) {
        return from + " and " + to + " are not in one column, as a shift " + direction.symbol()
            + " needs";
      }
      if (to.row() < from.row()) {
        return "write the run's bottom end first: " + to + "-" + from + ", not " + from + "-" + to;
      }
    }
    return null;
  }

  /**
   * Returns the notation of moves on a board of a given size: {@link #toString()} and {@link
   * #parse}, with the points also checked to lie on the board. The notation of {@link
   * PikkPakk#notation()}, and of the other games of the booklet that move balls this way.
   *
   * <pre>{@code
   * MoveNotation<PikkPakkMove> notation = PikkPakkMove.notation(9);
   * notation.parse("b5-h5>");   // the move
   * notation.parse("b5-j5>");   // TextParseException: j5 is not on the 9x9 board
   * }</pre>
   *
   * @param boardSize the board's number of rows and columns, up to {@value Point#MAX_SIZE}
   * @return the notation
   * @throws IllegalArgumentException if the size is out of range
   */
  public static MoveNotation<PikkPakkMove> notation(int boardSize) {
    if (boardSize < 1 || boardSize > Point.MAX_SIZE) {
      throw new IllegalArgumentException(
          "A board has 1 to " + Point.MAX_SIZE + " rows and columns, not " + boardSize);
    }
    return new PikkPakkNotation(boardSize);
  }

  /**
   * Reads a move in the notation described above.
   *
   * @param text the notation, such as {@code b5-h5>}, {@code e3-e9v2}, {@code i5>} or {@code e4}
   * @return the move
   * @throws TextParseException (kind {@code "move"}) naming the index and the reason
   */
  public static PikkPakkMove parse(CharSequence text) {
    String input = text.toString();
    ParsePosition at = new ParsePosition(0);
    RunNotation.Run run = RunNotation.readRun(input, at, KIND);
    Point from = point(run.from());
    Point to = point(run.to());
    if (at.getIndex() == input.length() && from.equals(to)) {
      return place(from);
    }
    Direction direction = direction(RunNotation.readDirection(input, at, KIND));
    String problem = spanProblem(from, to, direction);
    if (problem != null) {
      throw new TextParseException(KIND, input, run.toIndex(), problem);
    }
    int distance = RunNotation.readDistance(input, at, KIND, Point.MAX_SIZE - 1, "a shift");
    return new PikkPakkMove(Kind.SHIFT, from, to, direction, distance);
  }

  private static Point point(int index) {
    return Point.of(PointText.column(index), PointText.row(index));
  }

  private static Direction direction(int index) {
    return Direction.of(Directions.horizontal(index), Directions.step(index));
  }

  /** Returns the move of a {@link WrittenMove} that the engine made: a placement or a valid shift. */
  static PikkPakkMove ofWritten(int move) {
    Point from = Point.of(WrittenMove.fromColumn(move), WrittenMove.fromRow(move));
    if (WrittenMove.isPlacement(move)) {
      return place(from);
    }
    return shift(
        from,
        Point.of(WrittenMove.toColumn(move), WrittenMove.toRow(move)),
        direction(WrittenMove.direction(move)),
        WrittenMove.distance(move));
  }

  /** Returns the move as its primitive form, a {@link WrittenMove}, for the engine and legality. */
  int written() {
    return kind == Kind.PLACE
        ? WrittenMove.place(from.column(), from.row())
        : WrittenMove.run(
            from.column(), from.row(), to.column(), to.row(), direction().ordinal(), distance);
  }


  /**
   * Returns what the move does.
   *
   * @return {@code SHIFT} or {@code PLACE}
   */
  public Kind kind() {
    return kind;
  }

  @Override
  public Point from() {
    return from;
  }

  @Override
  public Point to() {
    return to;
  }

  @Override
  public Direction direction() {
    if (direction == null) {
      throw new IllegalStateException("The placement " + this + " has no direction");
    }
    return direction;
  }

  @Override
  public int distance() {
    return distance;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof PikkPakkMove other)) {
      return false;
    }
    return kind == other.kind
        && from.equals(other.from)
        && to.equals(other.to)
        && direction == other.direction
        && distance == other.distance;
  }

  @Override
  public int hashCode() {
    // Ordinals, not the enums' identity hashes: the same in every run (AlphaBetaBot indexes its
    // history of good moves by this).
    return Objects.hash(kind.ordinal(), from, to, direction == null ? -1 : direction.ordinal(), distance);
  }

  /**
   * Returns the move's notation, such as {@code b5-h5>}, {@code c6-c12v2} or {@code e4}.
   *
   * @return the notation; {@link #parse} reads it back
   */
  @Override
  public String toString() {
    return RunNotation.write(
        from.column(), from.row(), to.column(), to.row(),
        direction == null ? -1 : direction.ordinal(), distance);
  }
}
