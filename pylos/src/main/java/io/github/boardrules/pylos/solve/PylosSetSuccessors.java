package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.PylosSpots;
import java.util.Arrays;
import java.util.BitSet;

/**
 * For each canonical occupancy set of {@link PylosTableIndex}, the canonical sets its positions'
 * moves can lead to, in any rule set: what {@link PylosTableRefine} reads to know which sets need
 * another visit.
 *
 * <p>It is worked out on the occupancy alone, so it holds more than the moves of any one
 * colouring reach (a superset is safe: a set is revisited when it need not be, never skipped when
 * it should not be): a placement on any empty supported spot, a raise of any free ball to any
 * empty spot of a higher level that stays supported without it, each followed by nothing or by
 * the removal of one free ball or two (a take-back). Sets of more than 28 balls are left out: a
 * player there has all 15 balls on the board, and the table's evaluation answers those positions
 * without reading it.
 */
final class PylosSetSuccessors {
  /** The lists, computed once (a few seconds) and never changed. */
  private static final class Holder {
    static final int[][] SUCCESSORS = compute();
  }

  private PylosSetSuccessors() {}

  /**
   * Returns the canonical sets the moves of set {@code id}'s positions can lead to, ascending.
   * The caller must not change the array.
   */
  static int[] of(int id) {
    return Holder.SUCCESSORS[id];
  }

  private static int[][] compute() {
    PylosTableIndex index = PylosTableIndex.get();
    int count = index.setCount();
    // The removal closure of each canonical set: itself, less one free ball, less two.
    int[][] closure = new int[count][];
    for (int id = 0; id < count; id++) {
      closure[id] = removalClosure(index.set(id), index);
    }
    int[][] successors = new int[count][];
    BitSet found = new BitSet(count);
    for (int id = 0; id < count; id++) {
      found.clear();
      long set = index.set(id);
      for (long after : afterMoves(set)) {
        if (Long.bitCount(after) <= PylosTableIndex.TOP_LAYER) {
          for (int successor : closure[index.locate(after) >>> 3]) {
            found.set(successor);
          }
        } else {
          for (int successor : removalClosure(after, index)) {
            found.set(successor);
          }
        }
      }
      successors[id] = found.stream().toArray();
    }
    return successors;
  }

  /** Returns the occupancy sets after a placement or a raise, before any take-back. */
  private static long[] afterMoves(long set) {
    long[] after = new long[PylosSpots.COUNT * (PylosSpots.COUNT + 1)];
    int size = 0;
    long free = free(set);
    for (int to = 0; to < PylosSpots.COUNT; to++) {
      long bit = 1L << to;
      if ((set & bit) != 0) {
        continue;
      }
      if ((PylosSpots.supportOf(to) & ~set) == 0) {
        after[size++] = set | bit;
      }
      for (long from = free; from != 0; from &= from - 1) {
        int spot = Long.numberOfTrailingZeros(from);
        long without = set & ~(1L << spot);
        if (PylosSpots.level(spot) < PylosSpots.level(to) && (PylosSpots.supportOf(to) & ~without) == 0) {
          after[size++] = without | bit;
        }
      }
    }
    return Arrays.copyOf(after, size);
  }

  /** Returns the canonical ids of {@code set} and of it less one or two free balls, stored ones only. */
  private static int[] removalClosure(long set, PylosTableIndex index) {
    BitSet ids = new BitSet();
    addStored(set, index, ids);
    for (long first = free(set); first != 0; first &= first - 1) {
      long less = set & ~Long.lowestOneBit(first);
      addStored(less, index, ids);
      for (long second = free(less); second != 0; second &= second - 1) {
        addStored(less & ~Long.lowestOneBit(second), index, ids);
      }
    }
    return ids.stream().toArray();
  }

  private static void addStored(long set, PylosTableIndex index, BitSet ids) {
    if (Long.bitCount(set) <= PylosTableIndex.TOP_LAYER) {
      ids.set(index.locate(set) >>> 3);
    }
  }

  /** Returns the balls of {@code set} with no ball resting on them. */
  static long free(long set) {
    long supporting = 0;
    for (long b = set; b != 0; b &= b - 1) {
      supporting |= PylosSpots.supportOf(Long.numberOfTrailingZeros(b));
    }
    return set & ~supporting;
  }
}
