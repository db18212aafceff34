package io.github.boardrules.pylos;

/**
 * The pyramid's geometry worked out again from coordinates, independently of the rules' tables,
 * for the invariant checks.
 */
final class Geometry {
  private Geometry() {}

  /** The spots a ball on {@code spot} rests on: (c, r), (c+1, r), (c, r+1), (c+1, r+1) below. */
  static long under(int spot) {
    int level = PylosSpots.level(spot);
    if (level == 0) {
      return 0;
    }
    int c = PylosSpots.column(spot);
    int r = PylosSpots.row(spot);
    long mask = 0;
    for (int dc = 0; dc <= 1; dc++) {
      for (int dr = 0; dr <= 1; dr++) {
        mask |= 1L << PylosSpots.index(level - 1, c + dc, r + dr);
      }
    }
    return mask;
  }

  /** The balls of {@code occupied} that rest on {@code spot}. */
  static long onTop(int spot, long occupied) {
    long mask = 0;
    for (int other = 0; other < PylosSpots.COUNT; other++) {
      if ((occupied & (1L << other)) != 0 && (under(other) & (1L << spot)) != 0) {
        mask |= 1L << other;
      }
    }
    return mask;
  }

  /** The spot's image under a reflection of every level left to right. */
  static int mirror(int spot) {
    int level = PylosSpots.level(spot);
    return PylosSpots.index(level, 3 - level - PylosSpots.column(spot), PylosSpots.row(spot));
  }

  /** The spot's image under the transposition of every level (columns become rows). */
  static int transpose(int spot) {
    int level = PylosSpots.level(spot);
    return PylosSpots.index(level, PylosSpots.row(spot), PylosSpots.column(spot));
  }

  static long map(long mask, java.util.function.IntUnaryOperator f) {
    long image = 0;
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      image |= 1L << f.applyAsInt(Long.numberOfTrailingZeros(rest));
    }
    return image;
  }
}
