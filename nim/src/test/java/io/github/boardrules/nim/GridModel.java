package io.github.boardrules.nim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An independent, slow model of grid NIM moves for the tests, written from the rules text on
 * (column, row) coordinates: a move is a non-empty set of balls in one row or one column, of at
 * most {@code maxTake} balls, consecutive in their line when touching is required.
 */
final class GridModel {
  private GridModel() {}

  /** Returns the masks of every legal move with {@code balls}, as a set. */
  static Set<Long> legalMoves(int rows, int columns, int maxTake, boolean touching, long balls) {
    Set<Long> moves = new HashSet<>();
    List<List<int[]>> lines = new ArrayList<>();
    for (int row = 0; row < rows; row++) {
      List<int[]> line = new ArrayList<>();
      for (int column = 0; column < columns; column++) {
        line.add(new int[] {column, row});
      }
      lines.add(line);
    }
    for (int column = 0; column < columns; column++) {
      List<int[]> line = new ArrayList<>();
      for (int row = 0; row < rows; row++) {
        line.add(new int[] {column, row});
      }
      lines.add(line);
    }
    for (List<int[]> line : lines) {
      int length = line.size();
      for (int subset = 1; subset < (1 << length); subset++) {
        int count = Integer.bitCount(subset);
        if (count > maxTake) {
          continue;
        }
        int first = Integer.numberOfTrailingZeros(subset);
        int last = 31 - Integer.numberOfLeadingZeros(subset);
        if (touching && last - first + 1 != count) {
          continue;
        }
        long mask = 0;
        boolean allBalls = true;
        for (int i = 0; i < length; i++) {
          if ((subset & (1 << i)) != 0) {
            int[] point = line.get(i);
            long bit = 1L << (point[1] * columns + point[0]);
            allBalls &= (balls & bit) != 0;
            mask |= bit;
          }
        }
        if (allBalls) {
          moves.add(mask);
        }
      }
    }
    return moves;
  }
}
