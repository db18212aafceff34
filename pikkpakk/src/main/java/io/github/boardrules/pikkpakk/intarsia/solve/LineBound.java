package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;

/**
 * A lower bound on the rotations between a pattern and a fixed goal, from what each axis's
 * rotations can change. Row rotations never change which balls a row holds, only their order, and
 * a column rotation changes one point of every row at most; so the column rotations needed are at
 * least, for every row, the fewest points in which the row differs from the goal's row turned any
 * way (with three colours: LIGHT, DARK, TARGET). With the TARGET counted as DARK, a column rotation
 * changes at most 6 points in all (the colour changes between neighbours of a cyclic column of 7
 * are even in number), so the column rotations are also at least the sum of the rows'
 * differences divided by 6, rounded up, at least the rows the TARGET is away (on the torus), and
 * at least the spread of the LIGHT flow between rows that the goal's row counts ask for (a column
 * rotation carries at most one LIGHT ball across each boundary between rows, all one way: the
 * flow bound, explained in {@code parts}). The same holds for the columns and row rotations,
 * and the two numbers add up: a rotation is of one axis or the other.
 */
final class LineBound {
  private static final int SIZE = Pattern.SIZE;
  private static final long COLUMN_BITS = 0x40810204081L;
  private static final long GATHER = 0x41041041040L;
  private static final int LINE_SHIFT = 42;
  private static final int WORD = 1 << SIZE;
  private static final int NO_TARGET = SIZE;

  /** [line][word << 3 | target's place or 7]: the fewest differing points, three colours. */
  private final byte[][] rowTernary = new byte[SIZE][WORD * 8];
  private final byte[][] columnTernary = new byte[SIZE][WORD * 8];
  /** [line][word]: the fewest differing points, TARGET counted as DARK. */
  private final byte[][] rowBinary = new byte[SIZE][WORD];
  private final byte[][] columnBinary = new byte[SIZE][WORD];
  private final int goalRow;
  private final int[] goalRowCounts = new int[SIZE];
  private final int[] goalColumnCounts = new int[SIZE];
  private final int goalColumn;

  LineBound(long goal) {
    int target = IntarsiaEngine.target(goal);
    goalRow = target / SIZE;
    goalColumn = target % SIZE;
    for (int line = 0; line < SIZE; line++) {
      goalRowCounts[line] = Integer.bitCount(row(goal, line));
      goalColumnCounts[line] = Integer.bitCount(column(goal, line));
      fill(rowTernary[line], rowBinary[line], row(goal, line), goalRow == line ? goalColumn : NO_TARGET);
      fill(columnTernary[line], columnBinary[line], column(goal, line),
          goalColumn == line ? goalRow : NO_TARGET);
    }
  }

  private static void fill(byte[] ternary, byte[] binary, int goalWord, int goalTarget) {
    for (int word = 0; word < WORD; word++) {
      int bestBinary = SIZE;
      for (int shift = 0; shift < SIZE; shift++) {
        bestBinary = Math.min(bestBinary, Integer.bitCount(turn(word, shift) ^ goalWord));
      }
      binary[word] = (byte) bestBinary;
      for (int target = 0; target <= NO_TARGET; target++) {
        if (target < SIZE && (word >> target & 1) != 0) {
          continue; // the TARGET's point has no LIGHT bit
        }
        int best = SIZE;
        for (int shift = 0; shift < SIZE; shift++) {
          int turned = turn(word, shift);
          int differ = 0;
          for (int p = 0; p < SIZE; p++) {
            int place = target == NO_TARGET ? NO_TARGET : (target + shift) % SIZE;
            int mine = p == place ? 2 : turned >> p & 1;
            int theirs = p == goalTarget ? 2 : goalWord >> p & 1;
            differ += mine != theirs ? 1 : 0;
          }
          best = Math.min(best, differ);
        }
        ternary[word << 3 | target] = (byte) best;
      }
    }
  }

  /** The word turned {@code shift} places up (bit p to bit p + shift, cyclically). */
  private static int turn(int word, int shift) {
    return (word << shift | word >>> (SIZE - shift)) & (WORD - 1);
  }

  static int row(long code, int line) {
    return (int) (code >>> (line * SIZE)) & (WORD - 1);
  }

  static int column(long code, int line) {
    return (int) ((((code >>> line) & COLUMN_BITS) * GATHER) >>> LINE_SHIFT) & (WORD - 1);
  }

  /** The lower bound for {@code code}. */
  int of(long code) {
    long parts = parts(code);
    return (int) (parts >>> 32) + (int) parts;
  }

  /** The lower bound on the column rotations alone, which no way to the goal can go below. */
  int columnRotations(long code) {
    return (int) (parts(code) >>> 32);
  }

  /** The lower bound on the row rotations alone, which no way to the goal can go below. */
  int rowRotations(long code) {
    return (int) parts(code);
  }

  /** The bounds on the column rotations (high half) and on the row rotations (low half). */
  private long parts(long code) {
    int target = IntarsiaEngine.target(code);
    int targetRow = target / SIZE;
    int targetColumn = target % SIZE;
    int rowSum = 0;
    int rowMax = 0;
    int rowFlow = 0;
    int rowFlowMost = 0;
    int rowFlowLeast = 0;
    int columnSum = 0;
    int columnMax = 0;
    int columnFlow = 0;
    int columnFlowMost = 0;
    int columnFlowLeast = 0;
    for (int line = 0; line < SIZE; line++) {
      int r = row(code, line);
      rowSum += rowBinary[line][r];
      rowMax = Math.max(rowMax,
          rowTernary[line][r << 3 | (targetRow == line ? targetColumn : NO_TARGET)]);
      rowFlow += Integer.bitCount(r) - goalRowCounts[line];
      rowFlowMost = Math.max(rowFlowMost, rowFlow);
      rowFlowLeast = Math.min(rowFlowLeast, rowFlow);
      int c = column(code, line);
      columnSum += columnBinary[line][c];
      columnMax = Math.max(columnMax,
          columnTernary[line][c << 3 | (targetColumn == line ? targetRow : NO_TARGET)]);
      columnFlow += Integer.bitCount(c) - goalColumnCounts[line];
      columnFlowMost = Math.max(columnFlowMost, columnFlow);
      columnFlowLeast = Math.min(columnFlowLeast, columnFlow);
    }
    int columnMoves = Math.max(Math.max(rowMax, (rowSum + 5) / 6),
        Math.max(torus(targetRow, goalRow), rowFlowMost - rowFlowLeast));
    int rowMoves = Math.max(Math.max(columnMax, (columnSum + 5) / 6),
        Math.max(torus(targetColumn, goalColumn), columnFlowMost - columnFlowLeast));
    return (long) columnMoves << 32 | rowMoves;
  }

  /*
   * The flow bound (rowFlow* above, for the column rotations; columnFlow*, for the row rotations).
   * A row rotation hands one ball from every column to the next, all the same way, so across each
   * of the 7 boundaries between neighbouring columns it carries at most one LIGHT ball, to the
   * right for '>' and to the left for '<'. With R rotations to the right and L to the left, the
   * net LIGHT flow across every boundary lies between -L and R; and the flows that turn the
   * columns' LIGHT counts into the goal's are the running sums of the columns' surpluses, up to
   * one constant (a flow all the way round). So R + L is at least the largest running sum less the
   * smallest (0, the sum of all, is one of them).
   */

  private static int torus(int a, int b) {
    int d = Math.abs(a - b);
    return Math.min(d, SIZE - d);
  }
}
