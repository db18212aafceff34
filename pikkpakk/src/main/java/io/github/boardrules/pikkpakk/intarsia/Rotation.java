package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Direction;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A move of the intarsia puzzles: one row or one column of the 7x7 pattern rotated cyclically by
 * one point; the ball pushed out at the leading end re-enters at the other end.
 *
 * <p>Notation ({@link #toString()} and {@link #parse}): the line, then the direction.
 *
 * <ul>
 *   <li>{@code 3>}: row 3 one point right (towards column {@code g}); the ball on {@code g3}
 *       re-enters on {@code a3}. {@code 3<} is the same row to the left;
 *   <li>{@code c^}: column {@code c} one point up (towards row 7); the ball on {@code c7} re-enters
 *       on {@code c1}. {@code cv} is the same column down.
 * </ul>
 *
 * <p>Rows are numbered 1 to 7 from the bottom, columns lettered {@code a} to {@code g} from the
 * left, as the points of a {@link Pattern}. A digit always names a row and a letter a column, so a
 * rotation is two characters.
 *
 * <pre>{@code
 * Rotation move = Rotation.parse("c^");
 * move.direction();          // UP
 * move.line();               // 2 (column c, from 0)
 * move.inverse();            // cv
 * Rotation.of(Direction.RIGHT, 2).toString();   // "3>"
 * }</pre>
 *
 * <p>There are {@value #COUNT} rotations; each is one shared immutable instance.
 */
@API(status = STABLE, since = "0.1.0")
public final class Rotation {
  /** The number of rows, and of columns, of a pattern: 7. */
  public static final int LINES = Pattern.SIZE;

  /** The number of different rotations: 7 rows and 7 columns, each in two directions. */
  public static final int COUNT = IntarsiaEngine.ROTATIONS;

  private static final String KIND = "move";

  /** All rotations in the order of {@link #all()}: rows, then columns; plus before minus. */
  private static final Rotation[] ALL = new Rotation[COUNT];

  static {
    // The engine's indices: rows, then columns; plus before minus.
    for (int index = 0; index < COUNT; index++) {
      Direction direction =
          Direction.of(IntarsiaEngine.isRow(index), IntarsiaEngine.isPlus(index) ? 1 : -1);
      ALL[index] = new Rotation(direction, IntarsiaEngine.line(index), index);
    }
  }

  private static final List<Rotation> ALL_LIST = List.of(ALL);

  private final Direction direction;
  private final int line;
  private final int index;
  private final String name;

  private Rotation(Direction direction, int line, int index) {
    this.direction = direction;
    this.line = line;
    this.index = index;
    this.name =
        (direction.isHorizontal()
                ? Integer.toString(line + 1)
                : Character.toString((char) ('a' + line)))
            + direction.symbol();
  }

  /**
   * Returns the rotation of one line in one direction.
   *
   * @param direction {@code RIGHT} or {@code LEFT} to rotate a row, {@code UP} or {@code DOWN} to
   *     rotate a column
   * @param line the row (0 for row 1, at the bottom) or the column (0 for {@code a}), 0 to 6
   * @return the rotation
   * @throws IllegalArgumentException if the line is not 0 to 6
   */
  public static Rotation of(Direction direction, int line) {
    Objects.requireNonNull(direction, "direction");
    if (line < 0 || line >= LINES) {
      throw new IllegalArgumentException(
          "No " + (direction.isHorizontal() ? "row" : "column") + " " + line
              + " in a pattern: lines are 0 to " + (LINES - 1));
    }
    return ALL[
        (direction.isHorizontal() ? 0 : 2 * LINES) + 2 * line + (direction.step() > 0 ? 0 : 1)];
  }

  /**
   * Returns every rotation, in the order the puzzle lists its moves: the rows from row 1 up, each
   * right then left ({@code 1> 1< 2> ...}), then the columns from {@code a}, each up then down
   * ({@code a^ av b^ ...}).
   *
   * @return the {@value #COUNT} rotations, an unmodifiable list
   */
  public static List<Rotation> all() {
    return ALL_LIST;
  }

  /**
   * Reads a rotation: a row {@code 1}–{@code 7} followed by {@code >} or {@code <}, or a column
   * {@code a}–{@code g} followed by {@code ^} or {@code v}.
   *
   * @param text the notation, such as {@code 3>} or {@code cv}
   * @return the rotation
   * @throws TextParseException (kind {@code "move"}) naming the index and the reason
   */
  public static Rotation parse(CharSequence text) {
    String input = text.toString();
    if (input.isEmpty()) {
      throw new TextParseException(
          KIND, input, 0, "expected a row 1-7 or a column a-g, such as 3> or c^");
    }
    char first = input.charAt(0);
    boolean row;
    int line;
    if (first >= '1' && first < '1' + LINES) {
      row = true;
      line = first - '1';
    } else if (first >= 'a' && first < 'a' + LINES) {
      row = false;
      line = first - 'a';
    } else {
      throw new TextParseException(
          KIND, input, 0, "expected a row 1-7 or a column a-g, not '" + first + "'");
    }
    if (input.length() < 2) {
      throw new TextParseException(
          KIND, input, 1,
          row
              ? "expected the direction > or < after the row"
              : "expected the direction ^ or v after the column");
    }
    char symbol = input.charAt(1);
    Direction direction;
    try {
      direction = Direction.ofSymbol(symbol);
    } catch (IllegalArgumentException e) {
      throw new TextParseException(
          KIND, input, 1,
          "expected the direction " + (row ? "> or <" : "^ or v") + ", not '" + symbol + "'");
    }
    if (direction.isHorizontal() != row) {
      throw new TextParseException(
          KIND, input, 1,
          row
              ? "a row rotates > or <, not " + symbol + " (columns are lettered a-g)"
              : "a column rotates ^ or v, not " + symbol + " (rows are numbered 1-7)");
    }
    if (input.length() > 2) {
      throw new TextParseException(
          KIND, input, 2, "unexpected text after the rotation (a rotation goes one point)");
    }
    return of(direction, line);
  }

  /**
   * Returns the direction the line rotates in.
   *
   * @return {@code RIGHT} or {@code LEFT} for a row, {@code UP} or {@code DOWN} for a column
   */
  public Direction direction() {
    return direction;
  }

  /**
   * Returns the rotated line.
   *
   * @return the row (0 for row 1) or the column (0 for {@code a}), 0 to 6
   */
  public int line() {
    return line;
  }

  /**
   * Tells whether a row rotates.
   *
   * @return true for a row, false for a column
   */
  public boolean isRow() {
    return direction.isHorizontal();
  }

  /**
   * Returns the rotation that undoes this one: the same line the other way.
   *
   * @return the inverse rotation
   */
  public Rotation inverse() {
    return ALL[index ^ 1];
  }

  /**
   * Returns the same rotation as a move of Pikk-Pakk's square variant, where the pattern is the 7x7
   * block {@code b2}–{@code h8} of the 9x9 board: row {@code n} of the pattern is row {@code n + 1}
   * of the board, column {@code a} is column {@code b}.
   *
   * <pre>{@code
   * Rotation.parse("4>").toSquareVariantMove();   // b5-h5>
   * Rotation.parse("av").toSquareVariantMove();   // b2-b8v
   * }</pre>
   *
   * @return the shift of the whole block line by one point
   */
  public PikkPakkMove toSquareVariantMove() {
    int board = line + 1;
    Point from = isRow() ? Point.of(1, board) : Point.of(board, 1);
    Point to = isRow() ? Point.of(LINES, board) : Point.of(board, LINES);
    return PikkPakkMove.shift(from, to, direction, 1);
  }

  /** Returns this rotation's index in {@link #all()}. */
  int index() {
    return index;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return index;
  }

  /**
   * Returns the notation, such as {@code 3>} or {@code cv}.
   *
   * @return the notation; {@link #parse} reads it back
   */
  @Override
  public String toString() {
    return name;
  }
}
