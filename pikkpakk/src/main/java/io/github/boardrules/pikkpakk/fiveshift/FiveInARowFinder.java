package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.fiveshift.internal.FiveShiftEngine;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Finds where a five in a row stands, for the status description. The playing code only asks
 * whether there is one ({@link LineBoard#hasInARow}); this names the whole row of touching balls.
 */
final class FiveInARowFinder {
  /** Horizontal, vertical, rising and falling steps, as column and row deltas. */
  private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

  private FiveInARowFinder() {}

  /**
   * Returns the first row of five or more balls of one plane — scanning points from the bottom row
   * up and from the left, and at each point horizontal, vertical, rising, falling — written as its
   * two end points, such as {@code b3-f3}; or null when there is none.
   */
  static @Nullable String find(long[] rows, int plane) {
    int size = rows.length;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        if (!holds(rows, plane, c, r)) {
          continue;
        }
        for (int[] step : STEPS) {
          int dc = step[0];
          int dr = step[1];
          if (holds(rows, plane, c - dc, r - dr)) {
            continue; // not the row's first ball
          }
          int n = 1;
          while (holds(rows, plane, c + n * dc, r + n * dr)) {
            n++;
          }
          if (n >= FiveShiftEngine.FIVE) {
            return Point.of(c, r) + "-" + Point.of(c + (n - 1) * dc, r + (n - 1) * dr);
          }
        }
      }
    }
    return null;
  }

  private static boolean holds(long[] rows, int plane, int column, int row) {
    return column >= 0
        && row >= 0
        && row < rows.length
        && column < rows.length
        && (LineBoard.mask(rows[row], plane) >>> column & 1) != 0;
  }
}
