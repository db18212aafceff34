package io.github.boardrules.pylos;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The layered retrograde analysis of the children's game behind {@link PylosTable}: every
 * position of {@link PylosTableIndex} gets its distance to the end with best play, one byte.
 *
 * <p>The children's game has no take-backs, so every move adds a ball to the board or raises one
 * to a higher level: the pair (balls on the board, sum of their levels) grows with every move and
 * no position repeats. The positions are therefore solved layer by layer, from 28 balls on the
 * board down to the empty board, and within a layer from the highest level sum down: when a
 * position is solved, everything its moves lead to already is. Each position is solved once, from
 * its moves' values alone; only two layers are in memory at a time.
 *
 * <p>A stored distance {@code d} is the number of plies to the end with best play: odd when the
 * player to move wins (he makes the last move, his opponent then cannot move), even when he loses;
 * 0 is a player who cannot move. A win takes the fewest plies, a loss the most.
 */
final class PylosTableSolve {
  /** The value of a position not solved yet. */
  static final byte UNSOLVED = -1;

  /** Colourings per task: small enough to share a big set between threads. */
  private static final int CHUNK = 1 << 18;

  /** The values of the canonical sets, by id, as {@link PylosTableSolve} reads them. */
  interface Values {
    /** Returns the stored distance of position {@code rank} of canonical set {@code id}. */
    int get(int id, long rank);
  }

  private final Pylos rules;
  private final PylosTableIndex index = PylosTableIndex.get();

  PylosTableSolve(Pylos rules) {
    this.rules = rules;
  }

  /**
   * Checks that the rules are those the table solves: the children's rule set with the default end
   * reading (running out of balls loses), where no position repeats.
   */
  static void requireChildren(Pylos rules) {
    if (rules.ruleSet() != PylosRuleSet.CHILDREN || rules.raiseWithEmptyReserve()) {
      throw new IllegalArgumentException(
          "the table solves the children's rules with the default end reading (running out of balls"
              + " loses); not " + rules);
    }
  }

  /**
   * Returns the distance of the position with {@code own} to move, and in bits 8 and up the index
   * in {@code buffer} of the move that keeps it (the fastest win, or the longest loss); -1 there
   * when the player cannot move. The one evaluation of the solver and of table lookups.
   */
  static int evaluate(Pylos rules, long own, long opponent, int[] buffer, Values values) {
    if (!rules.canMove(own, opponent)) {
      return -1 << 8;
    }
    int count = rules.generate(own, opponent, buffer, 0);
    int bestWin = Integer.MAX_VALUE;
    int bestWinMove = -1;
    int longestLoss = -1;
    int longestLossMove = -1;
    for (int i = 0; i < count; i++) {
      int child = childDistance(rules, opponent, Pylos.apply(own, buffer[i]), values);
      if ((child & 1) == 0) {
        if (child + 1 < bestWin) {
          bestWin = child + 1;
          bestWinMove = i;
        }
      } else if (child + 1 > longestLoss) {
        longestLoss = child + 1;
        longestLossMove = i;
      }
    }
    return bestWinMove >= 0 ? bestWin | bestWinMove << 8 : longestLoss | longestLossMove << 8;
  }

  /** Returns the distance of the position with {@code own} to move. */
  static int childDistance(Pylos rules, long own, long opponent, Values values) {
    if (!rules.canMove(own, opponent)) {
      return 0;
    }
    if (!rules.canMove(opponent, own)) {
      // Without take-backs the opponent's reserve stays empty: whatever the player does, the
      // opponent then cannot move.
      return 1;
    }
    PylosTableIndex index = PylosTableIndex.get();
    int located = index.locate(own | opponent);
    int id = located >>> 3;
    int symmetry = located & 7;
    long set = index.set(id);
    int d = values.get(id, index.rank(set, Board.transformMask(symmetry, own)));
    if (d == (UNSOLVED & 0xFF)) {
      throw new IllegalStateException("a position was read before it was solved (set " + id + ")");
    }
    return d;
  }

  /** What one layer gave: positions, wins for the player to move, and the longest distance. */
  record LayerCounts(long positions, long wins, int longest) {}

  /**
   * Solves layer {@code n} into fresh arrays, reading layer {@code n + 1} from {@code above}
   * (null entries for sets not loaded).
   *
   * @return the values of the layer's sets, by id less the layer's first id
   */
  byte[][] solveLayer(int n, byte[][] above, ExecutorService pool, int threads, Runnable groupDone)
      throws InterruptedException {
    int first = index.layerStart(n);
    int end = index.layerEnd(n);
    byte[][] layer = new byte[end - first][];
    for (int id = first; id < end; id++) {
      layer[id - first] = new byte[(int) index.colourings(n)];
      Arrays.fill(layer[id - first], UNSOLVED);
    }
    Values values = (id, rank) ->
        (index.balls(id) == n ? layer[id - first] : above[id - index.layerStart(n + 1)])[(int) rank] & 0xFF;
    int groupStart = first;
    while (groupStart < end) {
      int groupEnd = groupStart;
      while (groupEnd < end && index.levelSum(groupEnd) == index.levelSum(groupStart)) {
        groupEnd++;
      }
      List<long[]> chunks = new ArrayList<>();
      for (int id = groupStart; id < groupEnd; id++) {
        for (int m = 0; m <= PylosTableIndex.MOST_ON_BOARD; m++) {
          long size = index.colouringOffset(n, m + 1) - index.colouringOffset(n, m);
          for (long from = 0; from < size; from += CHUNK) {
            chunks.add(new long[] {id, m, from, Math.min(size, from + CHUNK)});
          }
        }
      }
      AtomicInteger next = new AtomicInteger();
      List<Callable<Void>> workers = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        workers.add(() -> {
          int[] buffer = new int[Pylos.MAX_MOVES];
          for (int c = next.getAndIncrement(); c < chunks.size(); c = next.getAndIncrement()) {
            long[] chunk = chunks.get(c);
            int id = (int) chunk[0];
            solveChunk(id, (int) chunk[1], chunk[2], chunk[3], layer[id - first], buffer, values);
          }
          return null;
        });
      }
      for (Future<Void> done : pool.invokeAll(workers)) {
        try {
          done.get();
        } catch (ExecutionException e) {
          Throwable cause = e.getCause();
          throw cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
        }
      }
      groupDone.run();
      groupStart = groupEnd;
    }
    return layer;
  }

  /** Solves the colourings {@code from} to {@code to} (ranks among those with {@code m} own balls). */
  private void solveChunk(
      int id, int m, long from, long to, byte[] out, int[] buffer, Values values) {
    long set = index.set(id);
    int n = index.balls(id);
    long offset = index.colouringOffset(n, m);
    long chosen = PylosTableIndex.unrankBits(n, m, from);
    for (long rank = from; rank < to; rank++) {
      long own = PylosTableIndex.expand(set, chosen);
      out[(int) (offset + rank)] = (byte) evaluate(rules, own, set & ~own, buffer, values);
      if (m > 0) {
        long low = chosen & -chosen; // Gosper's hack: the next set of m bits in colex order
        long ripple = chosen + low;
        chosen = (((ripple ^ chosen) >>> 2) / low) | ripple;
      }
    }
  }

  /** Counts a finished layer. */
  static LayerCounts count(byte[][] layer) {
    long positions = 0;
    long wins = 0;
    int longest = 0;
    for (byte[] set : layer) {
      for (byte value : set) {
        positions++;
        wins += value & 1;
        longest = Math.max(longest, value);
      }
    }
    return new LayerCounts(positions, wins, longest);
  }
}
