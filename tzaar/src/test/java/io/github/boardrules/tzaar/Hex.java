package io.github.boardrules.tzaar;

/**
 * The board's geometry worked out independently of the main code, from the rules text: column x
 * (A = 0), doubled row y = 2 * (row - 1) + first[x] with first = 4,3,2,1,0,1,2,3,4, the hole at
 * (4, 8), and the six steps (0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1).
 */
final class Hex {
  static final int[] LENGTH = {5, 6, 7, 8, 9, 8, 7, 6, 5};
  static final int[] FIRST = {4, 3, 2, 1, 0, 1, 2, 3, 4};
  static final int[][] STEPS = {{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}};

  private Hex() {}

  static int x(String name) {
    return name.charAt(0) - 'A';
  }

  static int y(String name) {
    int x = x(name);
    return 2 * (name.charAt(1) - '1') + FIRST[x];
  }

  static boolean isHole(int x, int y) {
    return x == 4 && y == 8;
  }

  /** The point name at (x, y), or null off the board or at the hole. */
  static String name(int x, int y) {
    if (x < 0 || x > 8 || isHole(x, y)) {
      return null;
    }
    int twice = y - FIRST[x];
    if (twice < 0 || twice % 2 != 0 || twice / 2 >= LENGTH[x]) {
      return null;
    }
    return "" + (char) ('A' + x) + (twice / 2 + 1);
  }

  /** Distance from the centre in hexagon steps. */
  static int ring(String name) {
    int q = x(name) - 4;
    int r = (y(name) - 8 - q) / 2;
    return Math.max(Math.abs(q), Math.max(Math.abs(r), Math.abs(q + r)));
  }

  /** The angle around the centre, in radians, for cyclic order. */
  static double angle(String name) {
    return Math.atan2((y(name) - 8) / 2.0, (x(name) - 4) * Math.sqrt(3) / 2);
  }

  /** Every point name, column by column. */
  static java.util.List<String> allPoints() {
    java.util.List<String> points = new java.util.ArrayList<>();
    for (int x = 0; x < 9; x++) {
      for (int y = 0; y <= 16; y++) {
        String name = name(x, y);
        if (name != null) {
          points.add(name);
        }
      }
    }
    return points;
  }

  /** Whether two points are neighbours: one of the six steps apart. */
  static boolean adjacent(String a, String b) {
    for (int[] step : STEPS) {
      if (x(a) + step[0] == x(b) && y(a) + step[1] == y(b)) {
        return true;
      }
    }
    return false;
  }
}
