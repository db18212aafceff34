package io.github.boardrules.pikkpakk.intarsia.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tool run, not a test: an independent check of the solver's proofs, sharing no code with the
 * library (patterns as 49 bytes, its own rotations, bound and breadth-first search). IDA* with
 * the bound of {@code LineBound} written again from its reasons (each axis: the most points a
 * line differs from its goal line turned any way, the lines' differences over 6, the TARGET's
 * distance, the spread of the LIGHT flow), towards every pattern within a few rotations of the
 * goal. It prints, budget by budget, that no solution is that short, or the first it finds.
 *
 * <pre>
 * java -cp ... io.github.boardrules.pikkpakk.intarsia.IntarsiaIndependentCheck \
 *     Xoooooo/XoXXXXX/XoXoooX/XoXRXoX/XoooXoX/XXXXXoX/ooooooX \
 *     XXXoooo/XXXoooo/XXXoooo/XXXRooo/XXXXooo/XXXXooo/XXXXooo 19 5
 * </pre>
 *
 * <p>Arguments: start and goal as pattern texts (rows from the top, {@code X} LIGHT, {@code o}
 * DARK, {@code R} TARGET), the longest solution to look for, the depth stored around the goal.
 */
final class IntarsiaIndependentCheck {
  private static final byte LIGHT = 0;
  private static final byte TARGET = 2;

  private final byte[] goal;
  private final int[] goalRowLight = new int[7];
  private final int[] goalRowTarget = new int[7];
  private final int[] goalColumnLight = new int[7];
  private final int[] goalColumnTarget = new int[7];
  private final Map<Long, Integer> nearGoal = new HashMap<>();
  private final int nearDepth;
  private final byte[][] stack = new byte[64][49];
  private final int[] rowLight = new int[7];
  private final int[] rowTarget = new int[7];
  private final int[] columnLight = new int[7];
  private final int[] columnTarget = new int[7];
  private final List<Integer> path = new ArrayList<>();
  private long nodes;

  IntarsiaIndependentCheck(byte[] goal, int nearDepth) {
    this.goal = goal.clone();
    masks(goal, goalRowLight, goalRowTarget, goalColumnLight, goalColumnTarget);
    this.nearDepth = nearDepth;
    List<byte[]> layer = new ArrayList<>();
    layer.add(goal.clone());
    nearGoal.put(key(goal), 0);
    for (int d = 1; d <= nearDepth; d++) {
      List<byte[]> next = new ArrayList<>();
      for (byte[] b : layer) {
        for (int m = 0; m < 28; m++) {
          byte[] y = new byte[49];
          turn(b, y, m);
          if (nearGoal.putIfAbsent(key(y), d) == null) {
            next.add(y);
          }
        }
      }
      layer = next;
    }
  }

  /** Reads a pattern text: rows from the top down, separated by '/'. */
  static byte[] parse(String text) {
    String[] rows = text.split("/", -1);
    byte[] b = new byte[49];
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        char ch = rows[6 - r].charAt(c);
        b[r * 7 + c] = ch == 'X' ? LIGHT : ch == 'o' ? (byte) 1 : TARGET;
      }
    }
    return b;
  }

  private static long key(byte[] b) {
    long k = 0;
    int target = 0;
    for (int i = 0; i < 49; i++) {
      if (b[i] == LIGHT) {
        k |= 1L << i;
      } else if (b[i] == TARGET) {
        target = i;
      }
    }
    return k | (long) target << 50;
  }

  /**
   * Turns {@code src} into {@code dst} by rotation {@code m}: 0 to 13 the rows from the bottom
   * ({@code m / 2}), 14 to 27 the columns from the left; even {@code m} towards higher indices.
   */
  static void turn(byte[] src, byte[] dst, int m) {
    System.arraycopy(src, 0, dst, 0, 49);
    int line = (m % 14) / 2;
    int from = (m & 1) == 0 ? 6 : 1;
    for (int i = 0; i < 7; i++) {
      if (m < 14) {
        dst[line * 7 + i] = src[line * 7 + (i + from) % 7];
      } else {
        dst[i * 7 + line] = src[((i + from) % 7) * 7 + line];
      }
    }
  }

  private static void masks(byte[] b, int[] rowL, int[] rowT, int[] colL, int[] colT) {
    Arrays.fill(rowL, 0);
    Arrays.fill(rowT, 0);
    Arrays.fill(colL, 0);
    Arrays.fill(colT, 0);
    for (int r = 0; r < 7; r++) {
      for (int c = 0; c < 7; c++) {
        if (b[r * 7 + c] == LIGHT) {
          rowL[r] |= 1 << c;
          colL[c] |= 1 << r;
        } else if (b[r * 7 + c] == TARGET) {
          rowT[r] |= 1 << c;
          colT[c] |= 1 << r;
        }
      }
    }
  }

  private static int cyclic(int word, int s) {
    return ((word << s) | (word >>> (7 - s))) & 127;
  }

  /** A lower bound on the rotations of the axis that turns across these lines. */
  private static int axis(int[] light, int[] target, int[] goalLight, int[] goalTarget) {
    int flow = 0;
    int most = 0;
    int least = 0;
    int shapeMax = 0;
    int binarySum = 0;
    int targetLine = 0;
    int goalTargetLine = 0;
    for (int i = 0; i < 7; i++) {
      int bestTernary = 7;
      int bestBinary = 7;
      for (int s = 0; s < 7; s++) {
        int l = cyclic(light[i], s);
        int t = cyclic(target[i], s);
        bestTernary = Math.min(bestTernary, Integer.bitCount((l ^ goalLight[i]) | (t ^ goalTarget[i])));
        bestBinary = Math.min(bestBinary, Integer.bitCount(l ^ goalLight[i]));
      }
      shapeMax = Math.max(shapeMax, bestTernary);
      binarySum += bestBinary;
      flow += Integer.bitCount(light[i]) - Integer.bitCount(goalLight[i]);
      most = Math.max(most, flow);
      least = Math.min(least, flow);
      targetLine = target[i] != 0 ? i : targetLine;
      goalTargetLine = goalTarget[i] != 0 ? i : goalTargetLine;
    }
    int apart = Math.abs(targetLine - goalTargetLine);
    return Math.max(Math.max(shapeMax, (binarySum + 5) / 6), Math.max(most - least, Math.min(apart, 7 - apart)));
  }

  int bound(byte[] b) {
    masks(b, rowLight, rowTarget, columnLight, columnTarget);
    return axis(rowLight, rowTarget, goalRowLight, goalRowTarget)
        + axis(columnLight, columnTarget, goalColumnLight, goalColumnTarget);
  }

  /** The distance from {@code start} when at most {@code max}, else -1; prints each budget if asked. */
  int distance(byte[] start, int max, boolean print) {
    System.arraycopy(start, 0, stack[0], 0, 49);
    long began = System.nanoTime();
    for (int budget = bound(start); budget <= max; budget++) {
      path.clear();
      boolean found = search(0, budget, -1);
      if (print) {
        System.out.printf("budget %d: %s, %,d patterns made in all, %.1f s%n", budget,
            found ? "found " + path : "none", nodes, (System.nanoTime() - began) / 1e9);
      }
      if (found) {
        return budget; // every smaller budget was searched in full
      }
    }
    return -1;
  }

  private boolean search(int depth, int budget, int last) {
    byte[] b = stack[depth];
    if (budget - depth <= nearDepth) {
      Integer d = nearGoal.get(key(b));
      return d != null && d <= budget - depth;
    }
    if (Arrays.equals(b, goal)) {
      return true;
    }
    if (depth + bound(b) > budget) {
      return false;
    }
    for (int m = 0; m < 28; m++) {
      if (last >= 0) {
        if (m >> 1 == last >> 1 && m != last) {
          continue; // undoes the last turn
        }
        if ((m < 14) == (last < 14) && m >> 1 < last >> 1) {
          continue; // lines of one axis commute: in ascending order only
        }
      }
      nodes++;
      turn(b, stack[depth + 1], m);
      path.add(m);
      if (search(depth + 1, budget, m)) {
        return true;
      }
      path.remove(path.size() - 1);
    }
    return false;
  }

  public static void main(String[] args) {
    byte[] start = parse(args[0]);
    byte[] goal = parse(args[1]);
    long began = System.nanoTime();
    IntarsiaIndependentCheck check = new IntarsiaIndependentCheck(goal, Integer.parseInt(args[3]));
    System.out.printf("around the goal, depth %d: %,d patterns (%.1f s); bound at the start %d%n",
        check.nearDepth, check.nearGoal.size(), (System.nanoTime() - began) / 1e9, check.bound(start));
    check.distance(start, Integer.parseInt(args[2]), true);
  }
}
