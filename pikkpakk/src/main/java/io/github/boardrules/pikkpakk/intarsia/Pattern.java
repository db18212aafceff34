package io.github.boardrules.pikkpakk.intarsia;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import io.github.boardrules.pikkpakk.intarsia.internal.PatternZobrist;
import io.github.boardrules.pikkpakk.internal.BoardText;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import java.util.List;
import java.util.Objects;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A pattern of the intarsia puzzles: a full 7x7 block of balls, 48 LIGHT or DARK ones and the
 * TARGET, as the Pikk-Pakk opening block. Points are named like those of a 7x7 board: columns
 * {@code a}–{@code g} from the left, rows {@code 1}–{@code 7} from the bottom; {@code d4} is the
 * centre.
 *
 * <p>The text form ({@link #toString()} and {@link #parse}) is the rows from the top (row 7) to the
 * bottom, separated by {@code /}, one character per point: {@code X} LIGHT, {@code o} DARK, {@code
 * R} the TARGET. The spiral, the opening of Pikk-Pakk:
 *
 * <pre>
 * Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX
 * </pre>
 *
 * <pre>{@code
 * Pattern spiral = Pattern.spiral();
 * spiral.ballAt(Point.parse("d4"));         // TARGET
 * spiral.count(Ball.LIGHT);                 // 24
 * Pattern turned = spiral.rotated(Rotation.parse("4>"));
 * System.out.println(turned.render());
 * Pattern mine = Pattern.parse("XXXXXXX/ooooooo/XXXXXXX/oooRooo/XXXXXXX/ooooooo/XXXXXXX");
 * }</pre>
 *
 * <p>The named patterns of the booklet, each with 24 LIGHT and 24 DARK balls and the TARGET on the
 * centre {@code d4} (diagrams rows 7 to 1):
 *
 * <pre>
 *   spiral()    chessboard()   halves()
 *   Xoooooo     XoXoXoX        XXXoooo
 *   XoXXXXX     oXoXoXo        XXXoooo
 *   XoXoooX     XoXoXoX        XXXoooo
 *   XoXRXoX     oXoRoXo        XXXRooo
 *   XoooXoX     XoXoXoX        XXXXooo
 *   XXXXXoX     oXoXoXo        XXXXooo
 *   ooooooX     XoXoXoX        XXXXooo
 * </pre>
 *
 * <p>Any other arrangement of 48 LIGHT or DARK balls (in any proportion) and one TARGET is a
 * pattern too. Instances are immutable and thread-safe; equal patterns have equal balls on every
 * point.
 */
@API(status = STABLE, since = "0.1.0")
public final class Pattern {
  /** The number of rows and of columns. */
  public static final int SIZE = 7;

  /** The number of points, and of balls. */
  public static final int POINTS = SIZE * SIZE;

  private static final String KIND = "pattern";

  /** The LIGHT points' bits of a {@link #code()}. */
  private static final long LIGHT_POINTS = (1L << POINTS) - 1;

  private static final Pattern SPIRAL =
      parse("Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX");
  private static final Pattern CHESSBOARD =
      parse("XoXoXoX/oXoXoXo/XoXoXoX/oXoRoXo/XoXoXoX/oXoXoXo/XoXoXoX");
  private static final Pattern HALVES =
      parse("XXXoooo/XXXoooo/XXXoooo/XXXRooo/XXXXooo/XXXXooo/XXXXooo");

  /**
   * The balls as one number ({@link IntarsiaEngine}): a rotation is a few shifts, and {@code play}
   * and the fast playout turn lines with the same {@link IntarsiaEngine#rotate}.
   */
  private final long code;

  /** The Zobrist hash of the balls (see {@link #positionHash()}). */
  private final long positionHash;

  private Pattern(long code) {
    this(code, PatternZobrist.of(code));
  }

  private Pattern(long code, long positionHash) {
    this.code = code;
    this.positionHash = positionHash;
  }

  /**
   * Returns a 64-bit Zobrist hash of the pattern, updated incrementally by each rotation (only the
   * rotated line's balls): a key for transposition tables and for searches that remember the
   * patterns they have seen. Equal patterns have equal hashes, in every run.
   *
   * <pre>{@code
   * Pattern.spiral().rotated(Rotation.parse("3>")).positionHash();
   * }</pre>
   *
   * @return the hash
   */
  public long positionHash() {
    return positionHash;
  }

  /**
   * Returns the spiral: the opening block of Pikk-Pakk ({@code
   * PikkPakk.standard().initialState()} on {@code b2}–{@code h8}), where each colour forms two
   * interlocking hooks around the TARGET on the centre.
   *
   * @return {@code Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX}
   */
  public static Pattern spiral() {
    return SPIRAL;
  }

  /**
   * Returns the chessboard: LIGHT on the points whose column and row numbers add up to an even
   * number (the corners among them), DARK on the others, except the centre {@code d4}, which
   * holds the TARGET in place of a LIGHT ball.
   *
   * @return {@code XoXoXoX/oXoXoXo/XoXoXoX/oXoRoXo/XoXoXoX/oXoXoXo/XoXoXoX}
   */
  public static Pattern chessboard() {
    return CHESSBOARD;
  }

  /**
   * Returns the two colour halves: LIGHT on the left (columns {@code a}–{@code c} and the points
   * {@code d1}–{@code d3} below the centre), DARK on the right (columns {@code e}–{@code g} and
   * {@code d5}–{@code d7}), the TARGET on the centre {@code d4}. Turned half round, it swaps the
   * colours.
   *
   * @return {@code XXXoooo/XXXoooo/XXXoooo/XXXRooo/XXXXooo/XXXXooo/XXXXooo}
   */
  public static Pattern halves() {
    return HALVES;
  }

  /**
   * Reads a pattern: the rows from the top (row 7) down, separated by {@code /}, seven characters
   * each: {@code X} LIGHT, {@code o} DARK, {@code R} TARGET. Every point holds a ball, and exactly
   * one is the TARGET.
   *
   * @param text the pattern text, such as {@code
   *     Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX}
   * @return the pattern
   * @throws TextParseException (kind {@code "pattern"}) naming the index and the reason
   */
  public static Pattern parse(CharSequence text) {
    String input = text.toString();
    int[] end = {0};
    Pattern pattern = read(input, 0, KIND, end);
    if (end[0] != input.length()) {
      throw new TextParseException(KIND, input, end[0], "unexpected text after the pattern");
    }
    return pattern;
  }

  /**
   * Reads a pattern starting at {@code start} of a longer text, such as a position text; stores
   * the index after it in {@code end[0]}.
   */
  static Pattern read(String input, int start, String kind, int[] end) {
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    int[] targets = {0};
    end[0] =
        BoardText.read(
            input, start, SIZE, kind,
            ball -> {
              if (ball == LineBoard.NEUTRAL) {
                return "NEUTRAL balls have no place in an intarsia pattern: use X o R";
              }
              if (ball == LineBoard.TARGET && ++targets[0] > 1) {
                return "a second TARGET ball; a pattern has exactly one";
              }
              return null;
            },
            rows, columns);
    for (int r = SIZE - 1; r >= 0; r--) {
      int empty = ~LineBoard.occupancy(rows[r]) & ((1 << SIZE) - 1);
      if (empty != 0) {
        int c = Integer.numberOfTrailingZeros(empty);
        throw new TextParseException(
            kind, input, BoardText.indexOf(start, SIZE, c, r),
            Point.of(c, r) + " is empty: every point of a pattern holds a ball (X, o or R)");
      }
    }
    if (targets[0] == 0) {
      throw new TextParseException(
          kind, input, start, "the pattern has no TARGET ball (R); it needs exactly one");
    }
    return new Pattern(codeOf(rows));
  }

  /**
   * Returns the ball on a point.
   *
   * @param point a point of the 7x7 pattern, {@code a1} to {@code g7}
   * @return the ball: LIGHT, DARK or TARGET
   * @throws IllegalArgumentException if the point is outside the pattern
   */
  public Ball ballAt(Point point) {
    if (!point.isOnBoard(SIZE)) {
      throw new IllegalArgumentException(
          point + " is not in the 7x7 pattern: points are a1 to g7");
    }
    return ball(point.column(), point.row());
  }

  private Ball ball(int column, int row) {
    int point = row * SIZE + column;
    if (point == targetIndex()) {
      return Ball.TARGET;
    }
    return (code >>> point & 1) != 0 ? Ball.LIGHT : Ball.DARK;
  }

  /**
   * Counts the balls of one kind.
   *
   * @param kind the kind of ball
   * @return how many there are: 1 for the TARGET, 0 for NEUTRAL
   */
  public int count(Ball kind) {
    int light = Long.bitCount(code & LIGHT_POINTS);
    switch (kind) {
      case LIGHT:
        return light;
      case DARK:
        return POINTS - 1 - light;
      case TARGET:
        return 1;
      default:
        return 0;
    }
  }

  /**
   * Returns the point of the TARGET ball.
   *
   * @return the target's point
   */
  public Point target() {
    int index = targetIndex();
    return Point.of(index % SIZE, index / SIZE);
  }

  /** Returns the target's point as {@code row * 7 + column}. */
  int targetIndex() {
    return IntarsiaEngine.target(code);
  }

  /**
   * Returns the pattern after one rotation.
   *
   * @param rotation the rotation
   * @return the rotated pattern; this one is not changed
   */
  public Pattern rotated(Rotation rotation) {
    int move = rotation.index();
    long next = IntarsiaEngine.rotate(code, move);
    return new Pattern(next, positionHash ^ PatternZobrist.delta(code, next, move));
  }

  /**
   * Returns the pattern after a sequence of rotations, the first one first.
   *
   * <pre>{@code
   * List<Rotation> solution = IntarsiaSolver.solve(start, goal);
   * start.rotated(solution).equals(goal);   // true
   * }</pre>
   *
   * @param rotations the rotations, in order
   * @return the pattern after all of them; this one is not changed
   */
  public Pattern rotated(List<Rotation> rotations) {
    long next = code;
    for (Rotation rotation : rotations) {
      next = IntarsiaEngine.rotate(next, Objects.requireNonNull(rotation, "rotation").index());
    }
    return new Pattern(next);
  }

  /** Returns the {@link LineBoard} row words: row {@code r}, bit {@code plane + column}. */
  long[] rowWords() {
    long[] rows = new long[SIZE];
    long[] columns = new long[SIZE];
    int target = targetIndex();
    for (int i = 0; i < POINTS; i++) {
      int plane =
          i == target
              ? LineBoard.TARGET_PLANE
              : (code >>> i & 1) != 0 ? LineBoard.LIGHT_PLANE : LineBoard.DARK_PLANE;
      LineBoard.set(rows, columns, i % SIZE, i / SIZE, plane);
    }
    return rows;
  }

  /**
   * Returns the pattern as one number for the solver's searches: bit {@code row * 7 + column} set
   * for a LIGHT ball, and the TARGET's point {@code row * 7 + column} in bits 56 and up.
   */
  long code() {
    return code;
  }

  /** Returns the code of full row words, each point holding a LIGHT, DARK or TARGET ball. */
  private static long codeOf(long[] rows) {
    long light = 0;
    int target = -1;
    for (int r = 0; r < SIZE; r++) {
      light |= (long) LineBoard.mask(rows[r], LineBoard.LIGHT_PLANE) << (r * SIZE);
      int targetMask = LineBoard.mask(rows[r], LineBoard.TARGET_PLANE);
      if (targetMask != 0) {
        target = r * SIZE + Integer.numberOfTrailingZeros(targetMask);
      }
    }
    if (target < 0) {
      throw new IllegalStateException("A pattern without the TARGET");
    }
    return IntarsiaEngine.code(light, target);
  }

  /**
   * Returns a diagram for people: a header of column letters, then the rows from the top, each
   * with its number and the balls separated by spaces. Lines end with {@code \n}.
   *
   * <pre>
   *    a b c d e f g
   * 7  X o o o o o o
   * 6  X o X X X X X
   * ...
   * </pre>
   *
   * @return the diagram
   */
  public String render() {
    return BoardText.render(rowWords(), SIZE);
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return this == o || (o instanceof Pattern other && other.code == code);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(code);
  }

  /**
   * Returns the text form, such as {@code Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX}.
   *
   * @return the rows from the top, separated by {@code /}; {@link #parse} reads it back
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(POINTS + SIZE);
    BoardText.append(out, rowWords(), SIZE);
    return out.toString();
  }
}
