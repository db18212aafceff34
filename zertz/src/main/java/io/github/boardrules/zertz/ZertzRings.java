package io.github.boardrules.zertz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The ring and marble geometry of ZÈRTZ on one board, as bit masks: which rings are free to be
 * removed, which marbles can jump and the capture chains they make, which colours the player to
 * move may place, and which groups of occupied rings are cut off. {@link Zertz}, {@link
 * ZertzLegality} and {@link ZertzEngine} (moves and playouts) all ask it: each rule has one
 * implementation.
 *
 * <p>Immutable; built once per rules object.
 */
final class ZertzRings {
  /** FREE[pattern]: whether a ring whose present neighbours are {@code pattern} may slide out. */
  private static final boolean[] FREE = new boolean[64];

  static {
    for (int pattern = 0; pattern < 64; pattern++) {
      for (int d = 0; d < 6; d++) {
        if ((pattern & (1 << d)) == 0 && (pattern & (1 << ((d + 1) % 6))) == 0) {
          FREE[pattern] = true;
        }
      }
    }
  }

  private final ZertzBoard board;
  private final int[] nb;
  private final int[] jump;
  private final long allCells;

  ZertzRings(ZertzBoard board) {
    this.board = board;
    this.nb = board.neighbourTable();
    this.jump = board.jumpTable();
    this.allCells = board.allCells();
  }

  /** Returns the free rings: vacant, with two adjacent neighbour positions holding no ring. */
  long freeRings(long rings, long occupied) {
    return freeRings(rings, occupied, exposed(rings));
  }

  /** Returns the rings with a neighbour position that holds no ring: the rim and the removed rings' neighbours. */
  long exposed(long rings) {
    long exposed = board.rim();
    for (long removed = allCells & ~rings; removed != 0; removed &= removed - 1) {
      exposed |= board.neighbourMask(Long.numberOfTrailingZeros(removed));
    }
    return exposed;
  }

  /** Returns the free rings, given a superset of the exposed rings (see {@link #exposed}). */
  long freeRings(long rings, long occupied, long exposed) {
    long candidates = exposed & rings & ~occupied;
    long free = 0;
    for (long c = candidates; c != 0; c &= c - 1) {
      int cell = Long.numberOfTrailingZeros(c);
      int base = cell * 6;
      int pattern = 0;
      for (int d = 0; d < 6; d++) {
        int n = nb[base + d];
        if (n >= 0 && (rings & (1L << n)) != 0) {
          pattern |= 1 << d;
        }
      }
      if (FREE[pattern]) {
        free |= 1L << cell;
      }
    }
    return free;
  }

  /** Tells whether some marble can jump. */
  boolean canCapture(long rings, long occupied) {
    long vacant = rings & ~occupied;
    if (vacant == 0) {
      return false;
    }
    for (long m = occupied; m != 0; m &= m - 1) {
      int base = Long.numberOfTrailingZeros(m) * 6;
      for (int d = 0; d < 6; d++) {
        int over = nb[base + d];
        if (over >= 0 && (occupied & (1L << over)) != 0) {
          int land = jump[base + d];
          if (land >= 0 && (vacant & (1L << land)) != 0) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Tells whether the marble at {@code at} can jump, the others being {@code occupied}. */
  boolean canJumpFrom(int at, long rings, long occupied) {
    int base = at * 6;
    for (int d = 0; d < 6; d++) {
      int over = nb[base + d];
      if (over >= 0 && (occupied & (1L << over)) != 0) {
        int land = jump[base + d];
        if (land >= 0 && (rings & ~occupied & (1L << land)) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Returns every complete capture chain, in the order of {@link Zertz#legalMoves}. */
  List<ZertzMove> captureChains(long rings, long occupied) {
    List<ZertzMove> out = new ArrayList<>();
    int[] path = new int[Long.bitCount(occupied) + 1];
    for (long m = occupied; m != 0; m &= m - 1) {
      int start = Long.numberOfTrailingZeros(m);
      path[0] = start;
      chains(rings, occupied & ~(1L << start), path, 0, out);
    }
    return out;
  }

  /**
   * Extends the chain {@code path[0..depth]}; {@code occupied} holds the marbles still on the
   * board other than the jumping one.
   */
  private void chains(long rings, long occupied, int[] path, int depth, List<ZertzMove> out) {
    int base = path[depth] * 6;
    boolean extended = false;
    for (int d = 0; d < 6; d++) {
      int over = nb[base + d];
      if (over < 0 || (occupied & (1L << over)) == 0) {
        continue;
      }
      int land = jump[base + d];
      if (land < 0 || (rings & ~occupied & (1L << land)) == 0) {
        continue;
      }
      extended = true;
      path[depth + 1] = land;
      chains(rings, occupied & ~(1L << over), path, depth + 1, out);
    }
    if (!extended && depth > 0) {
      out.add(ZertzMove.captureOf(board, Arrays.copyOf(path, depth + 1)));
    }
  }

  /** Returns the colours the player to move may place, bit {@code ordinal}. */
  static int placeableColours(ZertzState state) {
    long counts = state.counts();
    int colours = 0;
    boolean poolEmpty = state.poolSize() == 0;
    for (int c = 0; c < 3; c++) {
      int index = poolEmpty ? ZertzState.captureIndex(state.toMove(), c) : ZertzState.POOL + c;
      if (ZertzState.count(counts, index) > 0) {
        colours |= 1 << c;
      }
    }
    return colours;
  }

  /**
   * Returns the group of connected rings holding the occupied ring {@code cell} when every ring
   * of it is occupied, or 0 as soon as the search meets a vacant ring: the search spreads through
   * occupied rings only, so it stays small.
   */
  private static long fullGroup(ZertzBoard board, int cell, long rings, long vacant) {
    long group = 1L << cell;
    long frontier = group;
    while (frontier != 0) {
      long next = 0;
      for (long f = frontier; f != 0; f &= f - 1) {
        next |= board.neighbourMask(Long.numberOfTrailingZeros(f));
      }
      next &= rings & ~group;
      if ((next & vacant) != 0) {
        return 0;
      }
      group |= next;
      frontier = next;
    }
    return group;
  }

  /**
   * Returns the groups of rings, among those holding a ring of {@code seeds}, whose rings are all
   * occupied, while some ring is vacant; 0 when none is or no ring is vacant.
   */
  static long isolatedOccupied(ZertzBoard board, long rings, long occupied, long seeds) {
    long vacant = rings & ~occupied;
    if (vacant == 0) {
      return 0;
    }
    long captured = 0;
    long rest = seeds & occupied & rings;
    while (rest != 0) {
      int cell = Long.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      long group = fullGroup(board, cell, rings, vacant);
      captured |= group;
      rest &= ~group;
    }
    return captured;
  }

  /** Returns the direction from {@code from} to the ring two steps away {@code to}, or -1. */
  int direction(int from, int to) {
    int base = from * 6;
    for (int d = 0; d < 6; d++) {
      if (jump[base + d] == to) {
        return d;
      }
    }
    return -1;
  }
}
