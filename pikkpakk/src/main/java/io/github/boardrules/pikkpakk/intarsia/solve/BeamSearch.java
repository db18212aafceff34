package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A beam search for short intarsia solutions: level by level, every pattern of the beam is turned
 * by each of the 28 rotations (but the one undoing its last), and the {@code width} new patterns
 * nearest the goal are kept. Nearness is the number of points whose ball differs from the goal's;
 * a rotation changes at most 7 points, so the count falls by at most 7 a move. The first pattern
 * equal to the goal ends the search. Not a proof of shortness: {@link BidirectionalSearch} is.
 */
final class BeamSearch {
  private static final long LIGHT = (1L << Pattern.POINTS) - 1;
  /** The most points that can differ: 49, plus 2 for the TARGET's point. */
  private static final int WORST = Pattern.POINTS + 2;

  private BeamSearch() {}

  /** Returns how far a code is from the goal: the points holding another ball than the goal's. */
  static int distance(long code, long goal) {
    int light = Long.bitCount((code ^ goal) & LIGHT);
    int target = IntarsiaEngine.target(code);
    int goalTarget = IntarsiaEngine.target(goal);
    // The TARGET ball stands on a DARK-coded point in both codes' LIGHT masks, so a moved TARGET
    // is two points wrong: where it is and where it should be.
    return target == goalTarget ? light : light + 2;
  }

  /**
   * Searches from {@code start} towards {@code goal}.
   *
   * @param start the start code
   * @param goal the goal code
   * @param width how many patterns each level keeps
   * @param maxDepth the most rotations to try
   * @return the rotation indices of a solution, or null when none was found within {@code maxDepth}
   */
  static int @Nullable [] solve(long start, long goal, int width, int maxDepth) {
    if (start == goal) {
      return new int[0];
    }
    // Level d: the codes, the index of each one's parent in level d - 1, and the move from it.
    long[][] codes = new long[maxDepth + 1][];
    int[][] parents = new int[maxDepth + 1][];
    int[][] moves = new int[maxDepth + 1][];
    codes[0] = new long[] {start};
    parents[0] = new int[] {-1};
    moves[0] = new int[] {-1};
    LongSet seen = new LongSet(1 << 16);
    seen.add(start);
    for (int depth = 1; depth <= maxDepth; depth++) {
      long[] level = codes[depth - 1];
      int n = level.length * Rotation.COUNT;
      long[] childCodes = new long[n];
      int[] childParents = new int[n];
      int[] childMoves = new int[n];
      int[] childDistance = new int[n];
      int[] perDistance = new int[WORST + 1];
      int count = 0;
      for (int i = 0; i < level.length; i++) {
        int undo = moves[depth - 1][i] < 0 ? -1 : moves[depth - 1][i] ^ 1;
        for (int move = 0; move < Rotation.COUNT; move++) {
          if (move == undo) {
            continue;
          }
          long child = IntarsiaEngine.rotate(level[i], move);
          if (child == goal) {
            return path(parents, moves, depth - 1, i, move);
          }
          if (!seen.add(child)) {
            continue;
          }
          int d = distance(child, goal);
          childCodes[count] = child;
          childParents[count] = i;
          childMoves[count] = move;
          childDistance[count] = d;
          perDistance[d]++;
          count++;
        }
      }
      if (count == 0) {
        return null;
      }
      // Keep the nearest `width`, in the order they were found within each distance.
      int cut = 0;
      int kept = 0;
      while (cut <= WORST && kept + perDistance[cut] <= width) {
        kept += perDistance[cut];
        cut++;
      }
      int partial = cut <= WORST ? width - kept : 0;
      long[] nextCodes = new long[Math.min(width, count)];
      int[] nextParents = new int[nextCodes.length];
      int[] nextMoves = new int[nextCodes.length];
      int size = 0;
      for (int c = 0; c < count && size < nextCodes.length; c++) {
        int d = childDistance[c];
        if (d < cut || (d == cut && partial-- > 0)) {
          nextCodes[size] = childCodes[c];
          nextParents[size] = childParents[c];
          nextMoves[size] = childMoves[c];
          size++;
        }
      }
      codes[depth] = Arrays.copyOf(nextCodes, size);
      parents[depth] = Arrays.copyOf(nextParents, size);
      moves[depth] = Arrays.copyOf(nextMoves, size);
    }
    return null;
  }

  private static int[] path(int[][] parents, int[][] moves, int depth, int index, int last) {
    int[] path = new int[depth + 1];
    path[depth] = last;
    int at = index;
    for (int d = depth; d >= 1; d--) {
      path[d - 1] = moves[d][at];
      at = parents[d][at];
    }
    return path;
  }

  /** A set of longs by open addressing, without boxing; grows at half full. */
  private static final class LongSet {
    private long[] keys;
    private boolean[] used;
    private int size;

    LongSet(int capacity) {
      keys = new long[capacity];
      used = new boolean[capacity];
    }

    /** Adds a key; returns false when it was there. */
    boolean add(long key) {
      if (2 * (size + 1) > keys.length) {
        grow();
      }
      int mask = keys.length - 1;
      int i = (int) (mix(key) & mask);
      while (used[i]) {
        if (keys[i] == key) {
          return false;
        }
        i = (i + 1) & mask;
      }
      used[i] = true;
      keys[i] = key;
      size++;
      return true;
    }

    private void grow() {
      long[] oldKeys = keys;
      boolean[] oldUsed = used;
      keys = new long[oldKeys.length * 2];
      used = new boolean[oldKeys.length * 2];
      size = 0;
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldUsed[i]) {
          add(oldKeys[i]);
        }
      }
    }

    private static long mix(long key) {
      long h = key * 0x9E3779B97F4A7C15L;
      return h ^ (h >>> 29);
    }
  }
}
