package io.github.boardrules.tzaar;

/**
 * The board's geometry, computed once: for each point and direction the ray of points up to the
 * edge or the centre hole, as a mask and as a list.
 *
 * <p>Coordinates: column x (A = 0) and doubled row y ({@link TzaarPoint#y()}). The six directions,
 * in the order used for move generation: 0 up (x, y+2), 1 up-right (x+1, y+1), 2 down-right (x+1,
 * y-1), 3 down (x, y-2), 4 down-left (x-1, y-1), 5 up-left (x-1, y+1). Along directions 0 to 2 the
 * point indices increase, along 3 to 5 they decrease, so the first occupied point of a ray is the
 * lowest (0-2) or highest (3-5) set bit of the ray mask and the occupied points.
 */
final class TzaarBoard {
  static final int DIRECTIONS = 6;
  static final int[] DX = {0, 1, 1, 0, -1, -1};
  static final int[] DY = {2, 1, -1, -2, -1, 1};
  /** Doubled coordinates of the centre hole. */
  static final int HOLE_X = 4;

  static final int HOLE_Y = 8;

  /** Point index at (x, y), or -1 off the board, or -2 for the hole. */
  private static final int[][] AT = new int[9][17];

  /** Ray masks, index {@code point * 6 + direction}. */
  static final long[] RAY = new long[TzaarPoint.COUNT * DIRECTIONS];

  /** Ray points in order from the point outwards, index {@code point * 6 + direction}. */
  static final int[][] RAY_POINTS = new int[TzaarPoint.COUNT * DIRECTIONS][];

  /** The six neighbours of each point (fewer at the edge and next to the hole), as a mask. */
  static final long[] NEIGHBOURS = new long[TzaarPoint.COUNT];

  /** All 60 points. */
  static final long ALL = (1L << TzaarPoint.COUNT) - 1;

  static {
    for (int[] column : AT) {
      java.util.Arrays.fill(column, -1);
    }
    AT[HOLE_X][HOLE_Y] = -2;
    for (TzaarPoint p : TzaarPoint.all()) {
      AT[p.x()][p.y()] = p.index();
    }
    for (TzaarPoint p : TzaarPoint.all()) {
      for (int d = 0; d < DIRECTIONS; d++) {
        int[] buffer = new int[8];
        int n = 0;
        long mask = 0;
        int x = p.x() + DX[d];
        int y = p.y() + DY[d];
        while (at(x, y) >= 0) {
          int q = at(x, y);
          buffer[n++] = q;
          mask |= 1L << q;
          x += DX[d];
          y += DY[d];
        }
        RAY[p.index() * DIRECTIONS + d] = mask;
        RAY_POINTS[p.index() * DIRECTIONS + d] = java.util.Arrays.copyOf(buffer, n);
        if (n > 0) {
          NEIGHBOURS[p.index()] |= 1L << buffer[0];
        }
      }
    }
  }

  private TzaarBoard() {}

  /** Returns the point index at (x, y), -1 off the board, -2 for the hole. */
  static int at(int x, int y) {
    return x < 0 || x > 8 || y < 0 || y > 16 ? -1 : AT[x][y];
  }

  /**
   * Returns the first point of {@code occupied} along a ray, or -1 when the ray holds none.
   *
   * @param point the point the ray starts from (not included)
   * @param direction 0 to 5
   * @param occupied the occupied points
   */
  static int firstOccupied(int point, int direction, long occupied) {
    long hits = RAY[point * DIRECTIONS + direction] & occupied;
    if (hits == 0) {
      return -1;
    }
    return direction < 3 ? Long.numberOfTrailingZeros(hits) : 63 - Long.numberOfLeadingZeros(hits);
  }

  /**
   * Returns the direction from one point to another if they lie on one of the six lines of the
   * full 61-point grid (ignoring the hole and what stands between), or -1.
   */
  static int direction(TzaarPoint from, TzaarPoint to) {
    int dx = to.x() - from.x();
    int dy = to.y() - from.y();
    if (dx == 0 && dy == 0) {
      return -1;
    }
    int steps = dx == 0 ? Math.abs(dy) / 2 : Math.abs(dx);
    if ((dx != 0 && Math.abs(dx) != Math.abs(dy)) || (dx == 0 && dy % 2 != 0)) {
      return -1;
    }
    int ux = dx / steps;
    int uy = dy / steps;
    for (int d = 0; d < DIRECTIONS; d++) {
      if (DX[d] == ux && DY[d] == uy) {
        return d;
      }
    }
    return -1;
  }
}
