package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.PylosSpots;
import io.github.boardrules.pylos.internal.Board;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The perfect index of the children's table: every position in which both players still have a
 * ball in reserve, up to the eight symmetries of the square, numbered without gaps.
 *
 * <p>A position is an <em>occupancy set</em> (the spots with a ball; each ball above the base
 * rests on four) and a colouring of it: which of its balls belong to the player to move. There
 * are 141,120 occupancy sets; those that are the smallest of their eight images are the
 * <em>canonical</em> ones, numbered by layer (balls on the board, from 28 down to 0), then by the
 * sum of the balls' levels from high to low — the order in which {@link PylosTableSolve} solves
 * them, since a placement adds a ball and a raise lifts one. Within a set, the colourings with
 * {@code m} balls of the player to move come in colex order of their ranks among the set's balls
 * (the combinatorial number system), for each {@code m} from the fewest to the most.
 *
 * <p>A position where a player has all 15 balls on the board is not stored: the player to move
 * there has lost, or, when it is his opponent's, has won with any move.
 */
final class PylosTableIndex {
  /** The most balls a player has on the board in a stored position: one stays in reserve. */
  static final int MOST_ON_BOARD = Board.BALLS_PER_PLAYER - 1;

  /** The most balls on the board in a stored position. */
  static final int TOP_LAYER = 2 * MOST_ON_BOARD;

  private static final long[][] CHOOSE = new long[Board.SPOTS + 1][Board.SPOTS + 1];

  static {
    for (int n = 0; n <= Board.SPOTS; n++) {
      CHOOSE[n][0] = 1;
      for (int k = 1; k <= n; k++) {
        CHOOSE[n][k] = CHOOSE[n - 1][k - 1] + CHOOSE[n - 1][k];
      }
    }
  }

  /** The one index: it is computed once (about half a second) and never changes. */
  private static final class Holder {
    static final PylosTableIndex INDEX = new PylosTableIndex();
  }

  /** The canonical occupancy sets, in solving order. */
  private final long[] sets;

  private final int[] balls;
  private final int[] levelSum;

  /** The offset of each set's colourings in its layer. */
  private final long[] offsetInLayer;

  /** The first set of each layer, and the one after its last (ids run from layer 28 down). */
  private final int[] layerStart = new int[TOP_LAYER + 1];

  private final int[] layerEnd = new int[TOP_LAYER + 1];

  private final long[] layerSize = new long[TOP_LAYER + 1];

  /** {@code colouringOffset[n][m]}: where the colourings with m own balls of n begin in a set. */
  private final long[][] colouringOffset = new long[TOP_LAYER + 1][];

  /** Open addressing over every occupancy set: the key + 1, and (canonical id) * 8 + symmetry. */
  private final long[] slotKey;

  private final int[] slotValue;
  private final int slotShift;

  private PylosTableIndex() {
    List<Long> all = new ArrayList<>();
    enumerate(0, 0, all);
    int bits = 64 - Long.numberOfLeadingZeros(all.size() * 4L - 1);
    slotShift = 64 - bits;
    slotKey = new long[1 << bits];
    slotValue = new int[1 << bits];
    List<Long> canonical = new ArrayList<>();
    for (long set : all) {
      if (Long.bitCount(set) <= TOP_LAYER && canonicalOf(set) == set) {
        canonical.add(set);
      }
    }
    canonical.sort(Comparator.comparingInt((Long s) -> -Long.bitCount(s))
        .thenComparingInt(s -> -levelSumOf(s))
        .thenComparingLong(s -> s));
    sets = canonical.stream().mapToLong(Long::longValue).toArray();
    balls = new int[sets.length];
    levelSum = new int[sets.length];
    offsetInLayer = new long[sets.length];
    for (int n = 0; n <= TOP_LAYER; n++) {
      long[] offsets = new long[MOST_ON_BOARD + 2];
      long total = 0;
      for (int m = 0; m <= MOST_ON_BOARD; m++) {
        offsets[m] = total;
        if (n - m >= 0 && n - m <= MOST_ON_BOARD) {
          total += CHOOSE[n][m];
        }
      }
      offsets[MOST_ON_BOARD + 1] = total;
      colouringOffset[n] = offsets;
    }
    for (int id = sets.length - 1; id >= 0; id--) {
      int n = Long.bitCount(sets[id]);
      balls[id] = n;
      levelSum[id] = levelSumOf(sets[id]);
      layerStart[n] = id;
      layerEnd[n] = Math.max(layerEnd[n], id + 1);
    }
    for (int id = 0; id < sets.length; id++) {
      int n = balls[id];
      offsetInLayer[id] = layerSize[n];
      layerSize[n] += colourings(n);
    }
    for (int id = 0; id < sets.length; id++) {
      for (int s = 0; s < Board.SYMMETRIES; s++) {
        long image = Board.transformMask(s, sets[id]);
        int slot = slotOf(image);
        if (slotKey[slot] == 0) {
          slotKey[slot] = image + 1;
          // The symmetry that takes the image back to the canonical set.
          slotValue[slot] = id * Board.SYMMETRIES + Board.inverse(s);
        }
      }
    }
  }

  static PylosTableIndex get() {
    return Holder.INDEX;
  }

  private static void enumerate(int level, long occupied, List<Long> out) {
    if (level == 4) {
      out.add(occupied);
      return;
    }
    long supported = 0;
    for (long spots = Board.levelMask(level); spots != 0; spots &= spots - 1) {
      int spot = Long.numberOfTrailingZeros(spots);
      if ((PylosSpots.supportOf(spot) & ~occupied) == 0) {
        supported |= 1L << spot;
      }
    }
    // Every subset of the supported spots of this level.
    for (long subset = supported; ; subset = (subset - 1) & supported) {
      enumerate(level + 1, occupied | subset, out);
      if (subset == 0) {
        return;
      }
    }
  }

  private static long canonicalOf(long set) {
    long best = set;
    for (int s = 1; s < Board.SYMMETRIES; s++) {
      best = Math.min(best, Board.transformMask(s, set));
    }
    return best;
  }

  static int levelSumOf(long set) {
    int sum = 0;
    for (long b = set; b != 0; b &= b - 1) {
      sum += PylosSpots.level(Long.numberOfTrailingZeros(b));
    }
    return sum;
  }

  private int slotOf(long set) {
    int slot = (int) ((set * 0x9E3779B97F4A7C15L) >>> slotShift);
    while (slotKey[slot] != 0 && slotKey[slot] != set + 1) {
      slot = (slot + 1) & (slotKey.length - 1);
    }
    return slot;
  }

  /** Returns {@code C(n, k)}. */
  static long choose(int n, int k) {
    return k < 0 || k > n ? 0 : CHOOSE[n][k];
  }

  /** Returns the number of colourings a set of {@code n} balls has in the table. */
  long colourings(int n) {
    return colouringOffset[n][MOST_ON_BOARD + 1];
  }

  int setCount() {
    return sets.length;
  }

  long set(int id) {
    return sets[id];
  }

  int balls(int id) {
    return balls[id];
  }

  int levelSum(int id) {
    return levelSum[id];
  }

  long offsetInLayer(int id) {
    return offsetInLayer[id];
  }

  /** The first canonical set of layer {@code n} (balls on the board). */
  int layerStart(int n) {
    return layerStart[n];
  }

  /** The canonical set after the last of layer {@code n}. */
  int layerEnd(int n) {
    return layerEnd[n];
  }

  long layerSize(int n) {
    return layerSize[n];
  }

  /**
   * Returns the canonical set after the group that begins at {@code id}: the run of sets with its
   * balls and level sum, which a solver takes as one step (their moves lead to other groups only).
   */
  int groupEnd(int id) {
    int end = layerEnd[balls[id]];
    int next = id;
    while (next < end && levelSum[next] == levelSum[id]) {
      next++;
    }
    return next;
  }

  long colouringOffset(int n, int m) {
    return colouringOffset[n][m];
  }

  /**
   * Returns the canonical id of an occupancy set times 8 plus the symmetry that takes the set to
   * its canonical one.
   */
  int locate(long set) {
    int slot = slotOf(set);
    if (slotKey[slot] == 0) {
      throw new IllegalArgumentException("not an occupancy set of the table: " + Long.toHexString(set));
    }
    return slotValue[slot];
  }

  /**
   * Returns the rank of the colouring {@code own} of the canonical set {@code set} in its set:
   * {@code own}'s balls counted among the set's, colex order, after those with fewer balls.
   */
  long rank(long set, long own) {
    long rank = colouringOffset[Long.bitCount(set)][Long.bitCount(own)];
    int j = 1;
    for (long b = own; b != 0; b &= b - 1) {
      int below = Long.bitCount(set & ((1L << Long.numberOfTrailingZeros(b)) - 1));
      rank += CHOOSE[below][j++];
    }
    return rank;
  }

  /**
   * Returns the colouring of rank {@code rank} among those with {@code m} own balls of a set of
   * {@code n} balls, as bits of the balls' positions in the set (see {@link #expand}): the inverse
   * of {@link #rank} less its offset.
   */
  static long unrankBits(int n, int m, long rank) {
    long chosen = 0;
    long rest = rank;
    int p = n;
    for (int j = m; j >= 1; j--) {
      p--;
      while (CHOOSE[p][j] > rest) {
        p--;
      }
      rest -= CHOOSE[p][j];
      chosen |= 1L << p;
    }
    return chosen;
  }

  /**
   * Returns the balls of the player to move in the position numbered {@code rank} of canonical
   * set {@code id}: the inverse of {@link #rank}. His opponent has the set's other balls.
   */
  long own(int id, long rank) {
    int n = balls[id];
    int m = 0;
    while (colouringOffset[n][m + 1] <= rank) {
      m++;
    }
    return expand(sets[id], unrankBits(n, m, rank - colouringOffset[n][m]));
  }

  /**
   * Returns the next set of {@code m} bits after {@code chosen} in colex order (Gosper's hack):
   * the colouring of the next rank, for {@code m} at least 1.
   */
  static long nextBits(long chosen) {
    long low = chosen & -chosen;
    long ripple = chosen + low;
    return (((ripple ^ chosen) >>> 2) / low) | ripple;
  }

  /** Returns the balls of {@code set} whose positions among its balls are the bits of {@code chosen}. */
  static long expand(long set, long chosen) {
    long result = 0;
    long spots = set;
    long bits = chosen;
    for (; bits != 0; spots &= spots - 1) {
      if ((bits & 1) != 0) {
        result |= Long.lowestOneBit(spots);
      }
      bits >>>= 1;
    }
    return result;
  }
}
