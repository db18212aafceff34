package io.github.boardrules.zertz;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import java.util.random.RandomGenerator;

/**
 * The ZÈRTZ engine: a position on mutable fields and the one implementation of what a move does —
 * a placement with its ring removal and isolation captures, a capture chain, a pass — and of
 * when the game ends. {@link Zertz#playUnchecked} applies a move through it and reads the new
 * state back; {@link Zertz#randomPlayout} plays a whole random game on one engine, making no
 * object per move, drawing moves in the order of {@link Zertz#legalMoves}.
 */
final class ZertzEngine {
  private final Zertz rules;
  private final ZertzRings geometry;
  private final ZertzBoard board;
  private final int[] nb;
  private final int[] jump;
  long rings;
  long white;
  long grey;
  long black;
  long counts;
  Player toMove;
  int quiet;
  int passes;
  /** The rings with a neighbour position holding no ring (kept up to date as rings go). */
  private long exposed;
  /** The marbles jumped by the chain being selected. */
  private long jumped;

  ZertzEngine(Zertz rules, ZertzState state) {
    rules.requireBoard(state);
    this.rules = rules;
    this.board = rules.board();
    this.geometry = rules.geometry();
    this.nb = board.neighbourTable();
    this.jump = board.jumpTable();
    this.rings = state.rings();
    this.white = state.white();
    this.grey = state.grey();
    this.black = state.black();
    this.counts = state.counts();
    this.toMove = state.toMove();
    this.quiet = state.quietPlies();
    this.passes = state.passes();
    this.exposed = geometry.exposed(rings);
  }

  /** Plays random moves until the game ends (as {@link Zertz#end} says) or the cap is reached. */
  PlayoutResult run(RandomGenerator random, int plyCap) {
    for (int ply = 0; ; ply++) {
      long occupied = white | grey | black;
      long vacant = rings & ~occupied;
      int end = rules.end(counts, toMove, vacant, passes, quiet);
      if (end != Zertz.ONGOING) {
        return rules.result(end, counts, toMove);
      }
      if (ply == plyCap) {
        return PlayoutResult.UNFINISHED;
      }
      if (geometry.canCapture(rings, occupied)) {
        randomCapture(random, occupied);
      } else {
        int colours = placeableColours();
        if (colours == 0) {
          pass();
        } else {
          long free = geometry.freeRings(rings, occupied, exposed);
          int perColour = PlacementList.perColour(vacant, free);
          int index = random.nextInt(perColour * Integer.bitCount(colours));
          int code = PlacementList.decode(colours, vacant, free, perColour, index);
          place(code >>> 16, (code >>> 8) & 0xFF, (code & 0xFF) - 1);
        }
      }
      toMove = toMove.opponent();
    }
  }

  /** A pass: the only move of a player who can neither capture nor place. */
  void pass() {
    passes++;
    quiet = Zertz.quietAfter(quiet, false);
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

  /**
   * A placement of a marble of {@code colour} on {@code cell}, from the pool or, once the pool is
   * empty, from the mover's captures; removal of ring {@code removed} (-1 for none); then every
   * wholly occupied group cut off while a ring elsewhere is vacant goes to the mover, its rings
   * with it. Progress (for the no-progress option): a marble from the pool, or a ring removed by
   * the placement or by an isolation. The player to move is not changed.
   */
  void place(int colour, int cell, int removed) {
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
    long captured = ZertzRings.isolatedOccupied(board, rings, white | grey | black, seeds);
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
      progress = true;
    }
    quiet = Zertz.quietAfter(quiet, progress);
    passes = 0;
  }

  private void randomCapture(RandomGenerator random, long occupied) {
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
        capture(start, end, jumped);
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

  /**
   * A capture chain: the marble on {@code start} ends on {@code end}, and the marbles on {@code
   * taken} go to the mover. The player to move is not changed.
   */
  void capture(int start, int end, long taken) {
    long from = 1L << start;
    long to = 1L << end;
    int w = Long.bitCount(white & taken);
    int g = Long.bitCount(grey & taken);
    int b = Long.bitCount(black & taken);
    if ((white & from) != 0) {
      white = (white & ~from) | to;
    } else if ((grey & from) != 0) {
      grey = (grey & ~from) | to;
    } else {
      black = (black & ~from) | to;
    }
    white &= ~taken;
    grey &= ~taken;
    black &= ~taken;
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 0), w);
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 1), g);
    counts = ZertzState.add(counts, ZertzState.captureIndex(toMove, 2), b);
    quiet = Zertz.quietAfter(quiet, false);
    passes = 0;
  }
}
