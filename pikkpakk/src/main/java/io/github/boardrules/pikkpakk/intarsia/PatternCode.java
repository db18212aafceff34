package io.github.boardrules.pikkpakk.intarsia;

/**
 * Patterns as single {@code long}s, for the solver's searches: bit {@code row * 7 + column} set for
 * a LIGHT ball, the TARGET's point ({@code row * 7 + column}) in bits {@value #TARGET_SHIFT} and
 * up; every other point holds a DARK ball. A rotation is a few shifts and masks, and a pattern is
 * its own hash key.
 *
 * <pre>{@code
 * long code = pattern.code();
 * long next = PatternCode.rotate(code, Rotation.parse("3>").index());
 * }</pre>
 */
final class PatternCode {
  /** The bit offset of the TARGET's point. */
  static final int TARGET_SHIFT = 56;

  private static final int SIZE = Pattern.SIZE;
  private static final long ROW = (1L << SIZE) - 1;
  private static final long LIGHT = (1L << Pattern.POINTS) - 1;

  /** The bits of column {@code c}. */
  private static final long[] COLUMN = new long[SIZE];

  /** Where each rotation takes the ball on each point: {@code [rotation][point]}. */
  private static final int[][] DESTINATION = new int[Rotation.COUNT][Pattern.POINTS];

  static {
    for (int c = 0; c < SIZE; c++) {
      for (int r = 0; r < SIZE; r++) {
        COLUMN[c] |= 1L << (r * SIZE + c);
      }
    }
    for (Rotation rotation : Rotation.all()) {
      int step = rotation.direction().step();
      for (int p = 0; p < Pattern.POINTS; p++) {
        int row = p / SIZE;
        int column = p % SIZE;
        if (rotation.isRow() && row == rotation.line()) {
          column = Math.floorMod(column + step, SIZE);
        } else if (!rotation.isRow() && column == rotation.line()) {
          row = Math.floorMod(row + step, SIZE);
        }
        DESTINATION[rotation.index()][p] = row * SIZE + column;
      }
    }
  }

  private PatternCode() {}

  /** Returns the TARGET's point of a code. */
  static int target(long code) {
    return (int) (code >>> TARGET_SHIFT);
  }

  /** Returns where rotation {@code move} takes the ball on {@code point}. */
  static int destination(int move, int point) {
    return DESTINATION[move][point];
  }

  /** Returns the code after the rotation with index {@code move} in {@link Rotation#all()}. */
  static long rotate(long code, int move) {
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
}
