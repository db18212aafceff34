package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The ring and marble geometry of ZÈRTZ on one board, as bit masks: which rings are free to be
 * removed, which marbles can jump and the capture chains they make, and which groups of occupied
 * rings are cut off. The rules' move list, {@link ZertzLegality} and {@link ZertzEngine} (moves
 * and playouts) all ask it: each rule has one implementation.
 *
 * <p>Immutable; built once per board.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzRings {
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

  private final ZertzGeometry geometry;
  private final int[] nb;
  private final int[] jump;
  private final long allCells;

  /**
   * Makes the ring rules of a board.
   *
   * @param geometry the board
   */
  public ZertzRings(ZertzGeometry geometry) {
    this.geometry = geometry;
    this.nb = geometry.neighbourTable();
    this.jump = geometry.jumpTable();
    this.allCells = geometry.allCells();
  }

  /**
   * Returns the board.
   *
   * @return the geometry
   */
  public ZertzGeometry geometry() {
    return geometry;
  }

  /**
   * Returns the free rings: vacant, with two adjacent neighbour positions holding no ring.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @return the mask of free rings
   */
  public long freeRings(long rings, long occupied) {
    return freeRings(rings, occupied, exposed(rings));
  }

  /**
   * Returns the rings with a neighbour position that holds no ring: the rim and the removed
   * rings' neighbours.
   *
   * @param rings the rings on the board
   * @return the mask
   */
  public long exposed(long rings) {
    long exposed = geometry.rim();
    for (long removed = allCells & ~rings; removed != 0; removed &= removed - 1) {
      exposed |= geometry.neighbourMask(Long.numberOfTrailingZeros(removed));
    }
    return exposed;
  }

  /**
   * Returns the free rings, given a superset of the exposed rings (see {@link #exposed}).
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @param exposed a superset of {@code exposed(rings)}
   * @return the mask of free rings
   */
  public long freeRings(long rings, long occupied, long exposed) {
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

  /**
   * Tells whether some marble can jump.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @return true when a capture is possible
   */
  public boolean canCapture(long rings, long occupied) {
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

  /**
   * Tells whether the marble at {@code at} can jump.
   *
   * @param at the marble's ring
   * @param rings the rings on the board
   * @param occupied the other marbles
   * @return true when it can jump
   */
  public boolean canJumpFrom(int at, long rings, long occupied) {
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

  /**
   * Returns every complete capture chain, by starting ring, then depth-first by direction 0 to 5
   * at each jump: the order of the rules' move list.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @return each chain's path: the jumping marble's ring, then each landing ring (new arrays)
   */
  public List<int[]> captureChains(long rings, long occupied) {
    List<int[]> out = new ArrayList<>();
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
  private void chains(long rings, long occupied, int[] path, int depth, List<int[]> out) {
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
      out.add(Arrays.copyOf(path, depth + 1));
    }
  }

  /**
   * Returns the group of connected rings holding the occupied ring {@code cell} when every ring
   * of it is occupied, or 0 as soon as the search meets a vacant ring: the search spreads through
   * occupied rings only, so it stays small.
   */
  private long fullGroup(int cell, long rings, long vacant) {
    long group = 1L << cell;
    long frontier = group;
    while (frontier != 0) {
      long next = 0;
      for (long f = frontier; f != 0; f &= f - 1) {
        next |= geometry.neighbourMask(Long.numberOfTrailingZeros(f));
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
   * Returns the rings a placement cuts off with all their rings occupied, which it captures: the
   * groups of the marble placed and of the removed ring's neighbours (only those can have been cut
   * off or filled by it). The rule of the engine's placement, and of the evaluation's test of the
   * placements that capture nothing.
   *
   * @param rings the rings on the board after the removal
   * @param occupied the rings holding a marble, the one placed included
   * @param cell the ring placed on
   * @param removed the ring removed, or -1 for none
   * @return the rings of those groups; 0 when none is, or when no ring is vacant
   */
  public long isolatedByPlacement(long rings, long occupied, int cell, int removed) {
    long seeds = removed >= 0 ? 1L << cell | geometry.neighbourMask(removed) : 1L << cell;
    return isolatedOccupied(rings, occupied, seeds);
  }

  /**
   * Returns the groups of rings, among those holding a ring of {@code seeds}, whose rings are all
   * occupied, while some ring is vacant.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @param seeds the rings whose groups to look at
   * @return the rings of those groups; 0 when none is, or when no ring is vacant
   */
  public long isolatedOccupied(long rings, long occupied, long seeds) {
    long vacant = rings & ~occupied;
    if (vacant == 0) {
      return 0;
    }
    long captured = 0;
    long rest = seeds & occupied & rings;
    while (rest != 0) {
      int cell = Long.numberOfTrailingZeros(rest);
      rest &= rest - 1;
      long group = fullGroup(cell, rings, vacant);
      captured |= group;
      rest &= ~group;
    }
    return captured;
  }

  /**
   * Returns the number of placements of one colour: each vacant ring times its choice of removals
   * (the free rings but itself), or one placement without removal when it has none.
   *
   * @param vacant the vacant rings
   * @param free the free rings
   * @return the count
   */
  public static int placementsPerColour(long vacant, long free) {
    int v = Long.bitCount(vacant);
    int f = Long.bitCount(free);
    return (v - f) * Math.max(1, f) + f * Math.max(1, f - 1);
  }

  /**
   * Decodes placement {@code index} of the rules' list order without making a move: colours in
   * the order white, grey, black; within a colour by ring placed on; within a ring by ring removed.
   *
   * @param colours the colours that may be placed, one bit a colour
   * @param vacant the vacant rings
   * @param free the free rings
   * @param perColour {@link #placementsPerColour}
   * @param index 0 to {@code perColour * bitCount(colours) - 1}
   * @return {@code colour << 16 | cell << 8 | (removed + 1)}, removed -1 for none
   */
  public static int placement(int colours, long vacant, long free, int perColour, int index) {
    int colour = Integer.numberOfTrailingZeros(colours);
    int remaining = colours;
    for (int k = index / perColour; k > 0; k--) {
      remaining &= remaining - 1;
      colour = Integer.numberOfTrailingZeros(remaining);
    }
    int j = index % perColour;
    for (long v = vacant; ; v &= v - 1) {
      int cell = Long.numberOfTrailingZeros(v);
      long others = free & ~(1L << cell);
      int n = Long.bitCount(others);
      int choices = n == 0 ? 1 : n;
      if (j < choices) {
        int removed = n == 0 ? -1 : nthBit(others, j);
        return colour << 16 | cell << 8 | (removed + 1);
      }
      j -= choices;
    }
  }

  /**
   * The inverse of {@link #placement}: the list index of a placement without making the list, so
   * that finding a move (a killer, a table move) in a list of thousands costs no more than one.
   *
   * @param colours the colours that may be placed, bit {@code colour}
   * @param vacant the vacant rings
   * @param free the free rings
   * @param perColour {@link #placementsPerColour}
   * @param colour the marble's colour
   * @param cell the ring placed on
   * @param removed the ring removed, or -1 for none
   * @return the index, or -1 when the placement is not among them
   */
  public static int placementIndex(
      int colours, long vacant, long free, int perColour, int colour, int cell, int removed) {
    if (colour < 0 || colour > 2 || (colours & (1 << colour)) == 0
        || cell < 0 || cell > 63 || (vacant & (1L << cell)) == 0) {
      return -1;
    }
    long others = free & ~(1L << cell);
    int n = Long.bitCount(others);
    int offset;
    if (n == 0) {
      if (removed != -1) {
        return -1;
      }
      offset = 0;
    } else {
      if (removed < 0 || removed > 63 || (others & (1L << removed)) == 0) {
        return -1;
      }
      offset = Long.bitCount(others & ((1L << removed) - 1));
    }
    // Each vacant ring below the cell offers max(1, free rings other than itself) placements.
    long below = vacant & ((1L << cell) - 1);
    int f = Long.bitCount(free);
    int freeBelow = Long.bitCount(below & free);
    int before = (Long.bitCount(below) - freeBelow) * Math.max(1, f) + freeBelow * Math.max(1, f - 1);
    int colourRank = Integer.bitCount(colours & ((1 << colour) - 1));
    return colourRank * perColour + before + offset;
  }

  /** Returns the cell of the {@code n}-th set bit of {@code mask}, from 0. */
  private static int nthBit(long mask, int n) {
    long rest = mask;
    for (int i = 0; i < n; i++) {
      rest &= rest - 1;
    }
    return Long.numberOfTrailingZeros(rest);
  }
}
