package io.github.boardrules.pikkpakk.pushfour;

import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.pushfour.internal.PushFourEngine;
import java.util.List;

/**
 * Finds the points of a four in a row, for status descriptions and {@link
 * PushFourState#fourInARow}. Whether there is one at all is {@link LineBoard#hasInARow}'s bit
 * work; this walks the points, and runs only when a game is over.
 */
final class FourInARow {
  /** The four directions, in the documented order: right, up, up-right, up-left. */
  private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

  private FourInARow() {}

  /**
   * Returns the first four of one plane's balls in the documented order, or an empty list.
   *
   * @param rows the row words
   * @param plane the plane of the colour
   * @return four points, or an empty list
   */
  static List<Point> find(long[] rows, int plane) {
    int low = PushFourEngine.FIELD_LOW;
    int high = PushFourEngine.FIELD_HIGH;
    for (int row = low; row <= high; row++) {
      for (int column = low; column <= high; column++) {
        for (int[] step : STEPS) {
          if (line(rows, plane, column, row, step[0], step[1])) {
            return List.of(
                Point.of(column, row),
                Point.of(column + step[0], row + step[1]),
                Point.of(column + 2 * step[0], row + 2 * step[1]),
                Point.of(column + 3 * step[0], row + 3 * step[1]));
          }
        }
      }
    }
    return List.of();
  }

  private static boolean line(long[] rows, int plane, int column, int row, int dx, int dy) {
    for (int k = 0; k < 4; k++) {
      int c = column + k * dx;
      int r = row + k * dy;
      if (c < PushFourEngine.FIELD_LOW || c > PushFourEngine.FIELD_HIGH || r > PushFourEngine.FIELD_HIGH
          || (LineBoard.mask(rows[r], plane) >>> c & 1) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Writes four points for people, such as {@code b2-e5}.
   *
   * @param four the points from {@link #find}
   * @return the first and the last point joined by a hyphen
   */
  static String describe(List<Point> four) {
    return four.get(0) + "-" + four.get(3);
  }
}
