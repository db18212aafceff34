package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One random game played on mutable fields, for {@link Zertz#randomPlayoutWinner}: no object is
 * made per move. Moves are drawn in the order of {@link Zertz#legalMoves}.
 */
final class Playout {
  private final Zertz rules;
  private final ZertzBoard board;
  private final int[] nb;
  private final int[] jump;
  private long rings;
  private long white;
  private long grey;
  private long black;
  private long counts;
  private Player toMove;
  private int quiet;
  private int passes;
  /** The rings with a neighbour position holding no ring (kept up to date as rings go). */
  private long exposed;
  /** The marbles jumped by the chain being selected. */
  private long jumped;

  Playout(Zertz rules, ZertzState state) {
    rules.requireBoard(state);
    this.rules = rules;
    this.board = rules.board();
    this.nb = rules.neighbours();
    this.jump = rules.jumps();
    this.rings = state.rings();
    this.white = state.white();
    this.grey = state.grey();
    this.black = state.black();
    this.counts = state.counts();
    this.toMove = state.toMove();
    this.quiet = state.quietPlies();
    this.passes = state.passes();
    this.exposed = rules.exposed(rings);
  }

  @Nullable Player run(RandomGenerator random) {
    // Only the mover's marbles grow, so after the first check only the last mover can have won.
    if (rules.winningKind(counts, toMove) >= 0) {
      return toMove;
    }
    while (true) {
      Player last = toMove.opponent();
      if (rules.winningKind(counts, last) >= 0) {
        return last;
      }
      long occupied = white | grey | black;
      long vacant = rings & ~occupied;
      if (vacant == 0) {
        return last;
      }
      if (passes >= 2 || quiet >= Zertz.QUIET_PLY_LIMIT) {
        return null;
      }
      if (rules.canCapture(rings, occupied)) {
        capture(random, occupied);
      } else {
        int colours = placeableColours();
        if (colours == 0) {
          passes++;
          quiet++;
        } else {
          long free = rules.freeRings(rings, occupied, exposed);
          int perColour = PlacementList.perColour(vacant, free);
          int index = random.nextInt(perColour * Integer.bitCount(colours));
          int code = PlacementList.decode(colours, vacant, free, perColour, index);
          place(code >>> 16, (code >>> 8) & 0xFF, (code & 0xFF) - 1);
        }
      }
      toMove = toMove.opponent();
    }
  }

  private int placeableColours() {
    boolean poolEmpty = ZertzState.count(counts, 0) + ZertzState.count(counts, 1) + ZertzState.count(counts, 2) == 0;
    int colours = 0;
    for (int c = 0; c < 3; c++) {
      int index = poolEmpty ? ZertzState.captureIndex(toMove, c) : ZertzState.POOL + c;
      if (ZertzState.count(counts, index) > 0) {
        colours |= 1 << c;
      }
    }
    return colours;
  }

  private void place(int colour, int cell, int removed) {
    boolean progress;
    boolean poolEmpty = ZertzState.count(counts, 0) + ZertzState.count(counts, 1) + ZertzState.count(counts, 2) == 0;
    if (poolEmpty) {
      counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, colour), -1);
      progress = false;
    } else {
      counts = ZertzState.add(counts, ZertzState.POOL + colour, -1);
      progress = true;
    }
    long bit = 1L << cell;
    if (colour == 0) {
      white |= bit;
    } else if (colour == 1) {
      grey |= bit;
    } else {
      black |= bit;
    }
    long seeds = bit;
    if (removed >= 0) {
      rings &= ~(1L << removed);
      seeds |= board.neighbourMask(removed);
      exposed |= board.neighbourMask(removed);
      progress = true;
    }
    long captured = Zertz.isolatedOccupied(board, rings, white | grey | black, seeds);
    if (captured != 0) {
      rings &= ~captured;
      for (long c = captured; c != 0; c &= c - 1) {
        exposed |= board.neighbourMask(Long.numberOfTrailingZeros(c));
      }
      counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 0), Long.bitCount(white & captured));
      counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 1), Long.bitCount(grey & captured));
      counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 2), Long.bitCount(black & captured));
      white &= ~captured;
      grey &= ~captured;
      black &= ~captured;
    }
    quiet = progress ? 0 : quiet + 1;
    passes = 0;
  }

  private void capture(RandomGenerator random, long occupied) {
    int total = 0;
    for (long m = occupied; m != 0; m &= m - 1) {
      int start = Long.numberOfTrailingZeros(m);
      total += children(start, occupied & ~(1L << start));
    }
    int k = random.nextInt(total);
    for (long m = occupied; m != 0; m &= m - 1) {
      int start = Long.numberOfTrailingZeros(m);
      long others = occupied & ~(1L << start);
      int count = children(start, others);
      if (k < count) {
        jumped = 0;
        int end = select(start, others, k);
        apply(start, end);
        return;
      }
      k -= count;
    }
    throw new IllegalStateException("no capture chain " + k);
  }

  /** The number of complete chains that continue from {@code at}; 0 when it cannot jump. */
  private int children(int at, long others) {
    int base = at * 6;
    int count = 0;
    for (int d = 0; d < 6; d++) {
      int over = nb[base + d];
      if (over < 0 || (others & (1L << over)) == 0) {
        continue;
      }
      int land = jump[base + d];
      if (land < 0 || (rings & ~others & (1L << land)) == 0) {
        continue;
      }
      int below = children(land, others & ~(1L << over));
      count += below == 0 ? 1 : below;
    }
    return count;
  }

  /** Follows chain {@code k} from {@code at}, recording the jumped marbles; returns its end. */
  private int select(int at, long others, int k) {
    int base = at * 6;
    int rest = k;
    for (int d = 0; d < 6; d++) {
      int over = nb[base + d];
      if (over < 0 || (others & (1L << over)) == 0) {
        continue;
      }
      int land = jump[base + d];
      if (land < 0 || (rings & ~others & (1L << land)) == 0) {
        continue;
      }
      long after = others & ~(1L << over);
      int below = children(land, after);
      int count = below == 0 ? 1 : below;
      if (rest < count) {
        jumped |= 1L << over;
        return below == 0 ? land : select(land, after, rest);
      }
      rest -= count;
    }
    return at;
  }

  private void apply(int start, int end) {
    long from = 1L << start;
    long to = 1L << end;
    int w = Long.bitCount(white & jumped);
    int g = Long.bitCount(grey & jumped);
    int b = Long.bitCount(black & jumped);
    if ((white & from) != 0) {
      white = (white & ~from) | to;
    } else if ((grey & from) != 0) {
      grey = (grey & ~from) | to;
    } else {
      black = (black & ~from) | to;
    }
    white &= ~jumped;
    grey &= ~jumped;
    black &= ~jumped;
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 0), w);
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 1), g);
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 2), b);
    quiet++;
    passes = 0;
  }
}
