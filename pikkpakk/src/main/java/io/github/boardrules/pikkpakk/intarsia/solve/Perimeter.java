package io.github.boardrules.pikkpakk.intarsia.solve;

import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.internal.IntarsiaEngine;
import java.util.Arrays;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Every pattern within a few rotations of a goal with its distance, by breadth-first search. One
 * pattern of each class of the goal's {@link Symmetries} is stored (the chessboard's perimeter of
 * depth 6 is an eighth as large), in one open-addressing array of codes with the distance in the
 * code's unused bits 49 to 55; the way to the goal is found again by descending the distances.
 */
final class Perimeter {
  private static final int DISTANCE_SHIFT = Pattern.POINTS;
  private static final long DISTANCE_BITS = 0x7FL << DISTANCE_SHIFT;
  private static final long FREE = -1L;
  private static final int ABSENT = Integer.MAX_VALUE;

  private final Symmetries symmetries;
  private long[] slots = new long[1 << 12];
  private int size;
  private int depth;

  private Perimeter(long goal) {
    symmetries = Symmetries.of(goal);
    Arrays.fill(slots, FREE);
  }

  /** The patterns within exactly {@code depth} rotations of {@code goal}. */
  static Perimeter around(long goal, int depth) {
    return within(goal, depth, Integer.MAX_VALUE);
  }

  /**
   * The patterns within {@code maxDepth} rotations of {@code goal}, or within fewer when the next
   * depth would make more than {@code maxPatterns} stored patterns (its layer is estimated from the
   * growth of the last one, and dropped if it outgrows the limit all the same).
   */
  static Perimeter within(long goal, int maxDepth, int maxPatterns) {
    Perimeter perimeter = new Perimeter(goal);
    long root = perimeter.symmetries.canonical(goal);
    perimeter.put(root, 0);
    long[] frontier = {root};
    long previousLayer = 1;
    for (int d = 1; d <= maxDepth; d++) {
      long estimate = frontier.length * Math.max(1, (frontier.length + previousLayer - 1) / previousLayer);
      if (d > 1 && perimeter.size + estimate > maxPatterns) {
        break;
      }
      long[] next = perimeter.layer(frontier, d, maxPatterns);
      if (next == null) {
        break; // the layer's patterns stay stored, but their distance is above depth
      }
      previousLayer = frontier.length;
      frontier = next;
      perimeter.depth = d;
    }
    return perimeter;
  }

  /** Stores the next layer and returns it, or null once the perimeter exceeds {@code maxPatterns}. */
  private long @Nullable [] layer(long[] frontier, int d, int maxPatterns) {
    long[] next = new long[Math.max(16, frontier.length * 4)];
    int count = 0;
    for (long code : frontier) {
      for (int move = 0; move < Rotation.COUNT; move++) {
        long y = symmetries.canonical(IntarsiaEngine.rotate(code, move));
        if (stored(y) != ABSENT) {
          continue;
        }
        if (size >= maxPatterns) {
          return null;
        }
        put(y, d);
        if (count == next.length) {
          next = Arrays.copyOf(next, count * 2);
        }
        next[count++] = y;
      }
    }
    return Arrays.copyOf(next, count);
  }

  /** The depth searched: every pattern this close to the goal is known. */
  int depth() {
    return depth;
  }

  /** The patterns stored, one a class. */
  int size() {
    return size;
  }

  /** How many symmetries keep the goal (the stored patterns are one of each class). */
  int symmetries() {
    return symmetries.size();
  }

  /** The symmetries that keep the goal. */
  Symmetries symmetryGroup() {
    return symmetries;
  }

  /** The rotations from {@code code} to the goal, or -1 when it is more than {@link #depth()}. */
  int distance(long code) {
    int d = stored(symmetries.canonical(code));
    return d <= depth ? d : -1;
  }

  /** A shortest way from {@code code}, a pattern of the perimeter, to the goal. */
  int[] toGoal(long code) {
    int length = distance(code);
    int[] moves = new int[length];
    long c = code;
    for (int i = 0; i < length; i++) {
      for (int move = 0; ; move++) {
        long y = IntarsiaEngine.rotate(c, move);
        if (distance(y) == length - 1 - i) {
          moves[i] = move;
          c = y;
          break;
        }
      }
    }
    return moves;
  }

  private int stored(long key) {
    int mask = slots.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      long s = slots[i];
      if (s == FREE) {
        return ABSENT;
      }
      if ((s & ~DISTANCE_BITS) == key) {
        return (int) (s >>> DISTANCE_SHIFT) & 0x7F;
      }
    }
  }

  private void put(long key, int distance) {
    if (2 * (size + 1) > slots.length) {
      long[] old = slots;
      slots = new long[old.length * 2];
      Arrays.fill(slots, FREE);
      for (long s : old) {
        if (s != FREE) {
          insert(s);
        }
      }
    }
    insert(key | (long) distance << DISTANCE_SHIFT);
    size++;
  }

  private void insert(long entry) {
    int mask = slots.length - 1;
    int i = slot(entry & ~DISTANCE_BITS, mask);
    while (slots[i] != FREE) {
      i = (i + 1) & mask;
    }
    slots[i] = entry;
  }

  private static int slot(long key, int mask) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ h >>> 32) & mask;
  }
}
