package io.github.boardrules.pylos.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;

/**
 * The pyramid's geometry, computed once: spot indices and names, the balls under and over each
 * spot, the squares and lines through each spot, and the eight symmetries of the square. Spot
 * {@code i} is bit {@code i} of a board mask. Spots are numbered level by level from the base,
 * row by row from the bottom, left to right: level 0 is 0 to 15, level 1 16 to 24, level 2 25 to
 * 28, the top 29. The tables are package-private for the engine's loops; the rest of the module
 * reads them through the static methods.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class Board {
  /** The number of spots, and of balls. */
  public static final int SPOTS = 30;

  /** Every spot. */
  public static final long FULL = (1L << SPOTS) - 1;

  /** The balls each player has. */
  public static final int BALLS_PER_PLAYER = 15;

  /** The first index of each level, and {@link #SPOTS} at index 4. */
  static final int[] LEVEL_BASE = {0, 16, 25, 29, 30};

  static final int[] LEVEL = new int[SPOTS];
  static final int[] COLUMN = new int[SPOTS];
  static final int[] ROW = new int[SPOTS];

  /** The four spots under each spot above level 0; 0 on level 0. */
  static final long[] SUPPORT = new long[SPOTS];

  /** The spots resting on each spot (up to four). */
  static final long[] ABOVE = new long[SPOTS];

  /** The spots on higher levels than each spot. */
  static final long[] HIGHER = new long[SPOTS];

  /** The 2x2 squares of one level that contain each spot. */
  static final long[][] SQUARES = new long[SPOTS][];

  /** The rows and columns of 4 (level 0) or 3 (level 1) spots that contain each spot. */
  static final long[][] LINES = new long[SPOTS][];

  /** The spots of each level. */
  static final long[] LEVEL_MASK = new long[4];

  /** The number of symmetries of the square: rotations and reflections. */
  public static final int SYMMETRIES = 8;

  /** {@code SYMMETRY_SPOTS[s][i]}: the image of spot i under symmetry s. */
  static final int[][] SYMMETRY_SPOTS = new int[SYMMETRIES][SPOTS];

  /** {@code INVERSE[s]}: the symmetry that undoes s. */
  static final int[] INVERSE = new int[SYMMETRIES];

  /** {@code SYMMETRY_BYTES[s][chunk][b]}: the image under symmetry s of byte b at chunk. */
  private static final long[][][] SYMMETRY_BYTES = new long[SYMMETRIES][4][256];

  /**
   * The spots' names: a level-0 spot as a chess square ({@code a1} to {@code d4}), a spot above
   * it with its level digit first ({@code 1a1} to {@code 1c3}, {@code 2a1} to {@code 2b2}, the top
   * {@code 3a1}).
   */
  private static final String[] NAMES = new String[SPOTS];

  static {
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      for (int row = 0; row < n; row++) {
        for (int column = 0; column < n; column++) {
          int i = index(level, column, row);
          LEVEL[i] = level;
          COLUMN[i] = column;
          ROW[i] = row;
          LEVEL_MASK[level] |= 1L << i;
        }
      }
    }
    for (int i = 0; i < SPOTS; i++) {
      int level = LEVEL[i];
      if (level > 0) {
        SUPPORT[i] = square(level - 1, COLUMN[i], ROW[i]);
        for (long s = SUPPORT[i]; s != 0; s &= s - 1) {
          ABOVE[Long.numberOfTrailingZeros(s)] |= 1L << i;
        }
      }
      HIGHER[i] = FULL & ~((1L << LEVEL_BASE[level + 1]) - 1);
      int n = 4 - level;
      long[] squares = new long[4];
      int count = 0;
      for (int row = Math.max(0, ROW[i] - 1); row <= Math.min(n - 2, ROW[i]); row++) {
        for (int column = Math.max(0, COLUMN[i] - 1); column <= Math.min(n - 2, COLUMN[i]); column++) {
          squares[count++] = square(level, column, row);
        }
      }
      SQUARES[i] = java.util.Arrays.copyOf(squares, count);
      if (level <= 1) {
        long rowMask = 0;
        long columnMask = 0;
        for (int k = 0; k < n; k++) {
          rowMask |= 1L << index(level, k, ROW[i]);
          columnMask |= 1L << index(level, COLUMN[i], k);
        }
        LINES[i] = new long[] {rowMask, columnMask};
      } else {
        LINES[i] = new long[0];
      }
    }
    for (int i = 0; i < SPOTS; i++) {
      String square = "" + (char) ('a' + COLUMN[i]) + (char) ('1' + ROW[i]);
      NAMES[i] = LEVEL[i] == 0 ? square : LEVEL[i] + square;
    }
    for (int s = 0; s < SYMMETRIES; s++) {
      for (int i = 0; i < SPOTS; i++) {
        SYMMETRY_SPOTS[s][i] = transform(s, i);
      }
    }
    for (int s = 0; s < SYMMETRIES; s++) {
      for (int t = 0; t < SYMMETRIES; t++) {
        boolean undoes = true;
        for (int i = 0; i < SPOTS; i++) {
          undoes &= SYMMETRY_SPOTS[t][SYMMETRY_SPOTS[s][i]] == i;
        }
        if (undoes) {
          INVERSE[s] = t;
        }
      }
    }
    for (int s = 0; s < SYMMETRIES; s++) {
      for (int chunk = 0; chunk < 4; chunk++) {
        for (int b = 0; b < 256; b++) {
          long image = 0;
          for (int bit = 0; bit < 8; bit++) {
            int i = chunk * 8 + bit;
            if ((b & (1 << bit)) != 0 && i < SPOTS) {
              image |= 1L << transform(s, i);
            }
          }
          SYMMETRY_BYTES[s][chunk][b] = image;
        }
      }
    }
  }

  private Board() {}

  /**
   * Returns the number of a spot; the caller checks the range.
   *
   * @param level 0 to 3
   * @param column from 0 to {@code 3 - level}
   * @param row from 0 to {@code 3 - level}
   * @return the spot, 0 to 29
   */
  public static int index(int level, int column, int row) {
    return LEVEL_BASE[level] + row * (4 - level) + column;
  }

  /** Returns the four spots of the 2x2 square at (column, row) of a level. */
  private static long square(int level, int column, int row) {
    return 1L << index(level, column, row)
        | 1L << index(level, column + 1, row)
        | 1L << index(level, column, row + 1)
        | 1L << index(level, column + 1, row + 1);
  }

  /** Returns the image of spot {@code i} under symmetry {@code s} (0 is the identity). */
  static int transform(int s, int i) {
    int n = 4 - LEVEL[i];
    int c = COLUMN[i];
    int r = ROW[i];
    int x = (s & 1) != 0 ? n - 1 - c : c;
    int y = (s & 2) != 0 ? n - 1 - r : r;
    return (s & 4) != 0 ? index(LEVEL[i], y, x) : index(LEVEL[i], x, y);
  }

  /**
   * Returns the image of a board mask under a symmetry.
   *
   * @param s the symmetry, 0 (the identity) to 7
   * @param mask the spots
   * @return their images
   */
  public static long transformMask(int s, long mask) {
    long[][] table = SYMMETRY_BYTES[s];
    return table[0][(int) (mask & 0xFF)]
        | table[1][(int) ((mask >>> 8) & 0xFF)]
        | table[2][(int) ((mask >>> 16) & 0xFF)]
        | table[3][(int) ((mask >>> 24) & 0xFF)];
  }

  /**
   * Returns the balls of {@code occupied} above level 0 that do not rest on four balls.
   *
   * @param occupied the spots holding a ball
   * @return those of them that float
   */
  public static long unsupported(long occupied) {
    long bad = 0;
    for (long rest = occupied & ~LEVEL_MASK[0]; rest != 0; rest &= rest - 1) {
      int i = Long.numberOfTrailingZeros(rest);
      if ((SUPPORT[i] & ~occupied) != 0) {
        bad |= 1L << i;
      }
    }
    return bad;
  }

  /**
   * Returns the balls of {@code own} with nothing resting on them.
   *
   * @param own a player's balls
   * @param occupied every ball on the board
   * @return the free ones of {@code own}
   */
  public static long free(long own, long occupied) {
    long free = 0;
    for (long rest = own; rest != 0; rest &= rest - 1) {
      int i = Long.numberOfTrailingZeros(rest);
      if ((ABOVE[i] & occupied) == 0) {
        free |= 1L << i;
      }
    }
    return free;
  }

  /**
   * Returns a spot's level; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return 0 (the base) to 3 (the top)
   */
  public static int level(int spot) {
    return LEVEL[spot];
  }

  /**
   * Returns a spot's column on its level; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return the column, from 0 at the left
   */
  public static int column(int spot) {
    return COLUMN[spot];
  }

  /**
   * Returns a spot's row on its level; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return the row, from 0 at the bottom
   */
  public static int row(int spot) {
    return ROW[spot];
  }

  /**
   * Returns the four spots a spot rests on; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return their mask, 0 on level 0
   */
  public static long support(int spot) {
    return SUPPORT[spot];
  }

  /**
   * Returns the spots resting on a spot; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return their mask, up to four spots
   */
  public static long above(int spot) {
    return ABOVE[spot];
  }

  /**
   * Returns the spots of a level.
   *
   * @param level 0 to 3
   * @return their mask
   */
  public static long levelMask(int level) {
    return LEVEL_MASK[level];
  }

  /**
   * Returns the symmetry that undoes one.
   *
   * @param s the symmetry, 0 to 7
   * @return its inverse
   */
  public static int inverse(int s) {
    return INVERSE[s];
  }

  /**
   * Returns a spot's name, such as {@code c2} or {@code 1a3}; the caller checks the range.
   *
   * @param spot 0 to 29
   * @return the name
   */
  public static String name(int spot) {
    return NAMES[spot];
  }

  /**
   * Returns the names of the spots of a mask in spot order, separated by commas.
   *
   * @param mask the spots
   * @return such as {@code "a1,b2,1a1"}; empty for no spot
   */
  public static String list(long mask) {
    StringBuilder out = new StringBuilder();
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      if (out.length() > 0) {
        out.append(',');
      }
      out.append(NAMES[Long.numberOfTrailingZeros(rest)]);
    }
    return out.toString();
  }
}
