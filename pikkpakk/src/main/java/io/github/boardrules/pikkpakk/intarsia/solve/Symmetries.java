package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.ArrayList;
import java.util.List;

/**
 * The symmetries of the torus that keep a goal pattern, as maps on pattern codes ({@link
 * IntarsiaEngine}): the turns and reflections of the square about the goal's TARGET (on the torus any
 * point can be the centre) that map the goal onto itself. Each one maps rows and columns onto rows
 * and columns and neighbours onto neighbours, so it maps the 28 rotations onto the 28 rotations,
 * and a pattern {@code n} rotations from the goal onto one {@code n} rotations from the goal. A
 * search may therefore store one pattern of each class ({@link #canonical}) with its distance.
 * The chessboard keeps all eight, the spiral two (the half turn), the halves one (the identity).
 */
final class Symmetries {
  private static final int SIZE = Pattern.SIZE;
  private static final int WORD = 1 << SIZE;

  /** [symmetry][row][row's LIGHT bits]: the LIGHT bits of that row's image. */
  private final long[][][] rowImages;

  /** [symmetry][point]: the point's image. */
  private final int[][] pointImages;

  private Symmetries(List<int[]> pointImages) {
    int count = pointImages.size();
    this.pointImages = pointImages.toArray(new int[0][]);
    this.rowImages = new long[count][SIZE][WORD];
    for (int s = 0; s < count; s++) {
      int[] image = this.pointImages[s];
      for (int row = 0; row < SIZE; row++) {
        for (int word = 0; word < WORD; word++) {
          long bits = 0;
          for (int column = 0; column < SIZE; column++) {
            if ((word >> column & 1) != 0) {
              bits |= 1L << image[row * SIZE + column];
            }
          }
          rowImages[s][row][word] = bits;
        }
      }
    }
  }

  /** The symmetries that keep {@code goal}; the identity first. */
  static Symmetries of(long goal) {
    int centre = IntarsiaEngine.target(goal);
    List<int[]> keeping = new ArrayList<>();
    for (int symmetry = 0; symmetry < 8; symmetry++) {
      int[] image = pointImages(centre, symmetry);
      if (symmetry == 0 || map(goal, image) == goal) {
        keeping.add(image);
      }
    }
    return new Symmetries(keeping);
  }

  /**
   * The points' images under one of the eight symmetries of the square about {@code centre}:
   * bit 0 of {@code symmetry} reflects the rows' offsets, bit 1 the columns', bit 2 swaps rows and
   * columns.
   */
  private static int[] pointImages(int centre, int symmetry) {
    int[] image = new int[Pattern.POINTS];
    for (int p = 0; p < Pattern.POINTS; p++) {
      int dr = p / SIZE - centre / SIZE;
      int dc = p % SIZE - centre % SIZE;
      if ((symmetry & 1) != 0) {
        dr = -dr;
      }
      if ((symmetry & 2) != 0) {
        dc = -dc;
      }
      if ((symmetry & 4) != 0) {
        int t = dr;
        dr = dc;
        dc = t;
      }
      image[p] = Math.floorMod(centre / SIZE + dr, SIZE) * SIZE + Math.floorMod(centre % SIZE + dc, SIZE);
    }
    return image;
  }

  /** The code of the pattern with each point's ball moved to its image; slow, for set-up only. */
  private static long map(long code, int[] image) {
    long light = 0;
    for (int p = 0; p < Pattern.POINTS; p++) {
      if ((code >>> p & 1) != 0) {
        light |= 1L << image[p];
      }
    }
    return light | (long) image[IntarsiaEngine.target(code)] << IntarsiaEngine.TARGET_SHIFT;
  }

  /** How many symmetries keep the goal, the identity included: 1, 2, 4 or 8. */
  int size() {
    return pointImages.length;
  }

  /** The image of {@code code} under symmetry {@code s} (0 is the identity). */
  long image(int s, long code) {
    long[][] rows = rowImages[s];
    long light = 0;
    for (int row = 0; row < SIZE; row++) {
      light |= rows[row][(int) (code >>> (row * SIZE)) & (WORD - 1)];
    }
    return light | (long) pointImages[s][IntarsiaEngine.target(code)] << IntarsiaEngine.TARGET_SHIFT;
  }

  /**
   * The rotation that symmetry {@code s} makes of rotation {@code move}: for every pattern,
   * the image of the pattern turned by {@code move} is the image turned by the result.
   */
  int moveImage(int s, int move) {
    int[] image = pointImages[s];
    for (int candidate = 0; candidate < Rotation.COUNT; candidate++) {
      boolean same = true;
      for (int p = 0; p < Pattern.POINTS && same; p++) {
        same = IntarsiaEngine.destination(candidate, image[p]) == image[IntarsiaEngine.destination(move, p)];
      }
      if (same) {
        return candidate;
      }
    }
    throw new AssertionError("a symmetry of the square maps every rotation onto a rotation");
  }

  /** The least code among the images of {@code code}: the same for every pattern of its class. */
  long canonical(long code) {
    long least = code;
    for (int s = 1; s < pointImages.length; s++) {
      least = Math.min(least, image(s, code));
    }
    return least;
  }
}
