package io.github.boardrules.pikkpakk.squareabalone;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.RunMove;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.PointText;
import io.github.boardrules.pikkpakk.internal.RunNotation;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import io.github.boardrules.pikkpakk.squareabalone.internal.SquareAbaloneEngine;
import java.text.ParsePosition;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Square Abalone move: a <em>push</em> of a run of touching balls along its row or column, a
 * <em>sideways</em> move of a run of the mover's balls across its line (option e), or, in the
 * joint opening, the <em>placement</em> of one ball.
 *
 * <p>The notation is {@link PikkPakkMove}'s, with one addition for the sideways move. A run is
 * named by its two end points, lower end first (the left end of a row run, the bottom end of a
 * column run; a single ball once); then comes the direction {@code < > v ^}. A direction along the
 * run's line is a push, a direction across it a sideways move:
 *
 * <ul>
 *   <li>{@code b5-h5>}: the run b5…h5 pushed one point right (towards column {@code i});
 *   <li>{@code c4-c6v2}: the run c4…c6 pushed two points down (options a and b); a distance of 1
 *       is not written;
 *   <li>{@code i5>}: a run of one ball pushed right — here off the board;
 *   <li>{@code b5-d5^}: the three balls b5, c5, d5 each moved one point up, to b6, c6, d6
 *       (sideways, option e; always one point, so no distance);
 *   <li>{@code e4}: a ball of the mover's colour placed on e4 (joint opening).
 * </ul>
 *
 * <p>A single ball with a direction is always a push: a sideways move takes two balls or more.
 *
 * <pre>{@code
 * SquareAbaloneMove push = SquareAbaloneMove.parse("c4-c6v2");
 * push.kind();       // PUSH
 * push.length();     // 3
 * push.distance();   // 2
 * SquareAbaloneMove.sideways(Point.parse("b5"), Point.parse("d5"), Direction.UP).toString(); // "b5-d5^"
 * }</pre>
 *
 * <p>A move names what it does, not whether it is legal: {@link SquareAbalone#check} says that.
 * Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class SquareAbaloneMove implements RunMove {
  /** What a move does. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** Pushes a run along its line, one point or (options a, b) more. */
    PUSH,
    /** Moves a run of the mover's balls one point across its line (option e). */
    SIDEWAYS,
    /** Places one ball (joint opening). */
    PLACE
  }

  private static final String KIND = "move";

  /** The longest push the notation writes; the 9x9 board needs at most 9. */
  public static final int MAX_DISTANCE = Point.MAX_SIZE - 1;

  private final Kind kind;
  private final Point from;
  private final Point to;
  private final @Nullable Direction direction;
  private final int distance;

  /** The engine's code of the move ({@link SquareAbaloneEngine}), worked out once. */
  private final int code;

  private SquareAbaloneMove(
      Kind kind, Point from, Point to, @Nullable Direction direction, int distance) {
    this(kind, from, to, direction, distance,
        SquareAbaloneEngine.encode(written(from, to, direction, distance)));
  }

  /** Makes a move whose code is known: one the engine generated. */
  private SquareAbaloneMove(
      Kind kind, Point from, Point to, @Nullable Direction direction, int distance, int code) {
    this.kind = kind;
    this.from = from;
    this.to = to;
    this.direction = direction;
    this.distance = distance;
    this.code = code;
  }

  /** Returns the engine's code of the move. */
  int code() {
    return code;
  }

  /**
   * Returns the move as its primitive form, a {@link WrittenMove}, for the engine and legality:
   * a sideways move's direction crosses its run's line.
   */
  int written() {
    return written(from, to, direction, distance);
  }

  private static int written(Point from, Point to, @Nullable Direction direction, int distance) {
    return direction == null
        ? WrittenMove.place(from.column(), from.row())
        : WrittenMove.run(from.column(), from.row(), to.column(), to.row(), direction.ordinal(), distance);
  }

  /**
   * Returns the move of one of the engine's codes, unchecked: the engine's codes name valid runs
   * by construction (the factories' checks cost a random playout about a tenth of its time), and
   * the move keeps the code instead of working it out again.
   */
  static SquareAbaloneMove ofCode(int code) {
    int move = SquareAbaloneEngine.written(code);
    Point from = Point.of(WrittenMove.fromColumn(move), WrittenMove.fromRow(move));
    if (WrittenMove.isPlacement(move)) {
      return new SquareAbaloneMove(Kind.PLACE, from, from, null, 0, code);
    }
    return new SquareAbaloneMove(
        SquareAbaloneEngine.isSideways(code) ? Kind.SIDEWAYS : Kind.PUSH,
        from,
        Point.of(WrittenMove.toColumn(move), WrittenMove.toRow(move)),
        direction(WrittenMove.direction(move)),
        WrittenMove.distance(move),
        code);
  }

  private static Direction direction(int index) {
    return Direction.of(Directions.horizontal(index), Directions.step(index));
  }

  /**
   * Returns the push of the run from {@code from} to {@code to} along its line.
   *
   * @param from the lower end of the run: its left end for a row, its bottom end for a column
   * @param to the upper end; equal to {@code from} for a run of one ball
   * @param direction the direction, along the run's line
   * @param distance how many points, 1 to {@value #MAX_DISTANCE}
   * @return the move
   * @throws IllegalArgumentException if the ends are not in one row (horizontal directions) or
   *     column (vertical ones), are in the wrong order, or the distance is out of range
   */
  public static SquareAbaloneMove push(Point from, Point to, Direction direction, int distance) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(direction, "direction");
    if (distance < 1 || distance > MAX_DISTANCE) {
      throw new IllegalArgumentException(
          "A push goes 1 to " + MAX_DISTANCE + " points, not " + distance);
    }
    if (!from.equals(to)) {
      boolean inRow = from.row() == to.row();
      String problem = spanProblem(from, to, inRow || from.column() == to.column());
      if (problem == null && inRow != direction.isHorizontal()) {
        problem =
            "the run " + from + "-" + to + " is pushed " + (inRow ? "left or right" : "up or down")
                + ", not " + direction.symbol() + " (across its line is a sideways move)";
      }
      if (problem != null) {
        throw new IllegalArgumentException(problem);
      }
    }
    return new SquareAbaloneMove(Kind.PUSH, from, to, direction, distance);
  }

  /**
   * Returns the sideways move of the run from {@code from} to {@code to}: each of its balls moves
   * one point in {@code direction}, across the run's line.
   *
   * @param from the lower end of the run
   * @param to the upper end, another point of the same row or column
   * @param direction the direction, across the run's line
   * @return the move
   * @throws IllegalArgumentException if the ends are equal, not in one row or column, in the wrong
   *     order, or the direction runs along the run's line
   */
  public static SquareAbaloneMove sideways(Point from, Point to, Direction direction) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    Objects.requireNonNull(direction, "direction");
    if (from.equals(to)) {
      throw new IllegalArgumentException(
          "A sideways move takes two balls or more; " + from + direction.symbol() + " is a push");
    }
    String problem = spanProblem(from, to, from.row() == to.row() || from.column() == to.column());
    if (problem == null && (from.row() == to.row()) == direction.isHorizontal()) {
      problem =
          "the run " + from + "-" + to + " moves sideways " + (direction.isHorizontal() ? "left or right" : "up or down")
              + ", not " + direction.symbol() + " (along its line is a push)";
    }
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    return new SquareAbaloneMove(Kind.SIDEWAYS, from, to, direction, 1);
  }

  /**
   * Returns the placement of a ball of the mover's colour on {@code point}.
   *
   * @param point where the ball goes
   * @return the move
   */
  public static SquareAbaloneMove place(Point point) {
    Objects.requireNonNull(point, "point");
    return new SquareAbaloneMove(Kind.PLACE, point, point, null, 0);
  }

  /** Says what is wrong with two distinct run ends, or null when they name a run. */
  private static @Nullable String spanProblem(Point from, Point to, boolean inOneLine) {
    if (!inOneLine) {
      return from + " and " + to + " are not in one row or column";
    }
    if (from.row() == to.row() && to.column() < from.column()) {
      return "write the run's left end first: " + to + "-" + from + ", not " + from + "-" + to;
    }
    if (from.column() == to.column() && to.row() < from.row()) {
      return "write the run's bottom end first: " + to + "-" + from + ", not " + from + "-" + to;
    }
    return null;
  }

  /**
   * Reads a move in the notation described above.
   *
   * @param text the notation, such as {@code b5-h5>}, {@code c4-c6v2}, {@code b5-d5^} or {@code
   *     e4}
   * @return the move
   * @throws TextParseException (kind {@code "move"}) naming the index and the reason
   */
  public static SquareAbaloneMove parse(CharSequence text) {
    String input = text.toString();
    ParsePosition at = new ParsePosition(0);
    RunNotation.Run run = RunNotation.readRun(input, at, KIND);
    Point from = Point.of(PointText.column(run.from()), PointText.row(run.from()));
    Point to = Point.of(PointText.column(run.to()), PointText.row(run.to()));
    if (at.getIndex() == input.length() && from.equals(to)) {
      return place(from);
    }
    String problem = spanProblem(from, to, from.row() == to.row() || from.column() == to.column());
    if (problem != null) {
      throw new TextParseException(KIND, input, run.toIndex(), problem);
    }
    Direction direction = direction(RunNotation.readDirection(input, at, KIND));
    boolean across = !from.equals(to) && (from.row() == to.row()) != direction.isHorizontal();
    if (across) {
      if (at.getIndex() < input.length()) {
        throw new TextParseException(
            KIND, input, at.getIndex(),
            "a sideways move (across the run's line) goes one point and has no distance");
      }
      return new SquareAbaloneMove(Kind.SIDEWAYS, from, to, direction, 1);
    }
    int distance = RunNotation.readDistance(input, at, KIND, MAX_DISTANCE, "a push");
    return new SquareAbaloneMove(Kind.PUSH, from, to, direction, distance);
  }


  /**
   * Returns what the move does.
   *
   * @return {@code PUSH}, {@code SIDEWAYS} or {@code PLACE}
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
    if (!(o instanceof SquareAbaloneMove other)) {
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
   * Returns the move's notation, such as {@code b5-h5>}, {@code c4-c6v2}, {@code b5-d5^} or {@code
   * e4}.
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
