package io.github.boardrules.pikkpakk.intarsia.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.random.RandomGenerator;

/**
 * The engine of the intarsia puzzles: patterns as single {@code long}s and the rotations on them,
 * used by the patterns' {@code rotated}, the puzzle's fast playout and the solver's searches. Bit
 * {@code row * 7 + column} is set for a LIGHT ball, the TARGET's point ({@code row * 7 + column})
 * is in bits {@value #TARGET_SHIFT} and up; every other point holds a DARK ball. A rotation is a
 * few shifts and masks, and a pattern is its own hash key.
 *
 * <p>A rotation is its index in the order of the puzzle's moves: the rows from row 1 up, each
 * right then left (indices {@code 2 * row} and {@code 2 * row + 1}), then the columns from
 * {@code a}, each up then down (from index {@value #ROWS_END}).
 *
 * <pre>{@code
 * long code = IntarsiaEngine.code(light, target);
 * long next = IntarsiaEngine.rotate(code, 4);   // row 3 one point right
 * }</pre>
 *
 * <p>Static methods only. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class IntarsiaEngine {
  /** The number of rows and of columns of a pattern. */
  public static final int SIZE = 7;

  /** The number of points of a pattern. */
  public static final int POINTS = SIZE * SIZE;

  /** The number of rotations: 7 rows and 7 columns, each in two directions. */
  public static final int ROTATIONS = 4 * SIZE;

  /** The first index of a column's rotation. */
  public static final int ROWS_END = 2 * SIZE;

  /** The bit offset of the TARGET's point. */
  public static final int TARGET_SHIFT = 56;

  /** The LIGHT points' bits of a code. */
  public static final long LIGHT = (1L << POINTS) - 1;

  private static final long ROW = (1L << SIZE) - 1;

  /** The bits of column {@code c}. */
  private static final long[] COLUMN = new long[SIZE];

  /** Where each rotation takes the ball on each point: {@code [rotation][point]}. */
  private static final int[][] DESTINATION = new int[ROTATIONS][POINTS];

  static {
    for (int c = 0; c < SIZE; c++) {
      for (int r = 0; r < SIZE; r++) {
        COLUMN[c] |= 1L << (r * SIZE + c);
      }
    }
    for (int move = 0; move < ROTATIONS; move++) {
      boolean row = isRow(move);
      int line = line(move);
      int step = isPlus(move) ? 1 : -1;
      for (int p = 0; p < POINTS; p++) {
        int r = p / SIZE;
        int c = p % SIZE;
        if (row && r == line) {
          c = Math.floorMod(c + step, SIZE);
        } else if (!row && c == line) {
          r = Math.floorMod(r + step, SIZE);
        }
        DESTINATION[move][p] = r * SIZE + c;
      }
    }
  }

  private IntarsiaEngine() {}

  /**
   * Returns the code of a pattern.
   *
   * @param light the LIGHT points, bit {@code row * 7 + column}
   * @param target the TARGET's point, {@code row * 7 + column}
   * @return the code
   */
  public static long code(long light, int target) {
    return (light & LIGHT) | (long) target << TARGET_SHIFT;
  }

  /**
   * Returns the TARGET's point of a code.
   *
   * @param code a pattern's code
   * @return {@code row * 7 + column}
   */
  public static int target(long code) {
    return (int) (code >>> TARGET_SHIFT);
  }

  /**
   * Tells whether a rotation turns a row.
   *
   * @param move the rotation's index
   * @return true for a row, false for a column
   */
  public static boolean isRow(int move) {
    return move < ROWS_END;
  }

  /**
   * Returns the row or column a rotation turns.
   *
   * @param move the rotation's index
   * @return 0 to 6
   */
  public static int line(int move) {
    return (move >> 1) % SIZE;
  }

  /**
   * Tells whether a rotation turns towards higher columns or rows (right, up).
   *
   * @param move the rotation's index
   * @return true for right and up
   */
  public static boolean isPlus(int move) {
    return (move & 1) == 0;
  }

  /**
   * Returns where a rotation takes the ball on a point.
   *
   * @param move the rotation's index
   * @param point {@code row * 7 + column}
   * @return the point it goes to
   */
  public static int destination(int move, int point) {
    return DESTINATION[move][point];
  }

  /**
   * Returns the code after a rotation.
   *
   * @param code a pattern's code
   * @param move the rotation's index
   * @return the rotated pattern's code
   */
  public static long rotate(long code, int move) {
    long light = code & LIGHT;
    int target = DESTINATION[move][target(code)];
    int line = (move >> 1) % SIZE;
    boolean plus = (move & 1) == 0;
    if (move < 2 * SIZE) {
      int shift = line * SIZE;
      long field = light >>> shift & ROW;
      long turned = plus ? (field << 1 | field >>> (SIZE - 1)) : (field >>> 1 | field << (SIZE - 1));
      light = (light & ~(ROW << shift)) | (turned & ROW) << shift;
    } else {
      long mask = COLUMN[line];
      long m = light & mask;
      int wrap = SIZE * (SIZE - 1);
      long turned = plus ? (m << SIZE | m >>> wrap) : (m >>> SIZE | m << wrap);
      light = (light & ~mask) | (turned & mask);
    }
    return light | (long) target << TARGET_SHIFT;
  }

  /**
   * Plays uniformly random rotations from a pattern until the goal is reached, the ply limit (when
   * set) is, or {@code plyCap} rotations are played: the loop of the puzzle's {@code
   * randomPlayout}, with the end checks of its {@code status} in their order. Each rotation is
   * {@code random.nextInt(28)}.
   *
   * @param start the pattern's code
   * @param goal the goal's code
   * @param startMoves the rotations made so far
   * @param plyLimit the ply limit, 0 for none
   * @param random the source of the rotations
   * @param plyCap the most rotations to play
   * @return the result
   */
  public static PlayoutResult playout(
      long start, long goal, int startMoves, int plyLimit, RandomGenerator random, int plyCap) {
    long code = start;
    int moves = startMoves;
    for (int played = 0; ; played++) {
      if (code == goal) {
        return PlayoutResult.FIRST_WINS;
      }
      if (plyLimit > 0 && moves >= plyLimit) {
        return PlayoutResult.DRAW;
      }
      if (played == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      code = rotate(code, random.nextInt(ROTATIONS));
      moves++;
    }
  }
}
