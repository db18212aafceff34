package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import java.util.function.LongConsumer;

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
  /** The value of a position not solved yet, as stored. */
  static final byte UNSOLVED = -1;

  /** The value of a position not solved yet, as {@link Values} returns it. */
  static final int UNDECIDED = UNSOLVED & 0xFF;

  /** Colourings per task: small enough to share a big set between threads. */
  private static final int CHUNK = 1 << 18;

  /** The values of the canonical sets, by id, as {@link PylosTableSolve} reads them. */
  interface Values {
    /** Returns the stored distance of position {@code rank} of canonical set {@code id}. */
    int get(int id, long rank);
  }

  private final PylosEngine engine;
  private final PylosTableIndex index = PylosTableIndex.get();

  PylosTableSolve(Pylos rules) {
    this.engine = PylosEngines.of(rules);
  }

  /**
   * Checks that the rules have the end the table solves: the default reading (running out of balls
   * loses), under which a player with all his balls on the board has lost and is not stored.
   */
  static void requireDefaultEnd(Pylos rules) {
    if (rules.raiseWithEmptyReserve()) {
      throw new IllegalArgumentException("the table solves the default end reading (running out of"
          + " balls loses), not Board Game Arena's (raiseWithEmptyReserve): " + rules);
    }
  }

  /**
   * Returns the distance of the position with {@code own} to move, and in bits 8 and up the index
   * in {@code buffer} of the move that keeps it (the fastest win, or the longest loss); -1 there
   * when the player cannot move. When no move wins and some move leads to a position not decided
   * yet, the distance is {@link #UNDECIDED} and the move is the first such one (it keeps a draw
   * once the table is finished). The one evaluation of the solvers and of table lookups.
   */
  static int evaluate(PylosEngine engine, long own, long opponent, int[] buffer, Values values) {
    if (!engine.canMove(own, opponent)) {
      return -1 << 8;
    }
    int count = engine.generate(own, opponent, buffer, 0);
    int bestWin = Integer.MAX_VALUE;
    int bestWinMove = -1;
    int longestLoss = -1;
    int longestLossMove = -1;
    int undecidedMove = -1;
    for (int i = 0; i < count; i++) {
      int child = childDistance(engine, opponent, PylosEngine.apply(own, buffer[i]), values);
      if (child == UNDECIDED) {
        if (undecidedMove < 0) {
          undecidedMove = i;
        }
      } else if ((child & 1) == 0) {
        if (child + 1 < bestWin) {
          bestWin = child + 1;
          bestWinMove = i;
        }
      } else if (child + 1 > longestLoss) {
        longestLoss = child + 1;
        longestLossMove = i;
      }
    }
    if (bestWinMove >= 0) {
      return bestWin | bestWinMove << 8;
    }
    return undecidedMove >= 0 ? UNDECIDED | undecidedMove << 8 : longestLoss | longestLossMove << 8;
  }

  /**
   * Returns the distance of the position with {@code own} to move, or {@link #UNDECIDED} when
   * the table does not hold it yet.
   */
  static int childDistance(PylosEngine engine, long own, long opponent, Values values) {
    if (!engine.canMove(own, opponent)) {
      return 0;
    }
    if (!engine.canMove(opponent, own)) {
      // The opponent's reserve is empty and a move never gives him a ball back (take-backs are
      // the mover's own balls): whatever the player does, the opponent then cannot move.
      return 1;
    }
    PylosTableIndex index = PylosTableIndex.get();
    int located = index.locate(own | opponent);
    int id = located >>> 3;
    int symmetry = located & 7;
    long set = index.set(id);
    return values.get(id, index.rank(set, Board.transformMask(symmetry, own)));
  }

  /**
   * How a layer stands: its positions, those the player to move wins, those not decided yet, and
   * the longest distance decided.
   */
  record LayerCounts(long positions, long wins, long undecided, int longest) {}

  /**
   * Solves layer {@code n} into fresh arrays, reading layer {@code n + 1} from {@code above}
   * (null entries for sets not loaded); {@code groupDone} is told the positions of each group of
   * sets when it is solved.
   *
   * @return the values of the layer's sets, by id less the layer's first id
   */
  byte[][] solveLayer(int n, byte[][] above, ExecutorService pool, int threads, LongConsumer groupDone)
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
    for (int groupStart = first; groupStart < end; ) {
      int groupEnd = index.groupEnd(groupStart);
      forEachPosition(groupStart, groupEnd, pool, threads, new PositionTask() {
        @Override
        public boolean wants(int id, int at) {
          return true;
        }

        @Override
        public void visit(int id, int at, long own, int[] buffer) {
          int value = evaluate(engine, own, index.set(id) & ~own, buffer, values) & 0xFF;
          if (value == UNDECIDED) {
            throw new IllegalStateException("a position was read before it was solved (set " + id + ")");
          }
          layer[id - first][at] = (byte) value;
        }
      });
      groupDone.accept((groupEnd - groupStart) * index.colourings(n));
      groupStart = groupEnd;
    }
    return layer;
  }

  /** What {@link #forEachPosition} does with each position of a group. */
  interface PositionTask {
    /** Tells whether position {@code at} of set {@code id} is to be visited. */
    boolean wants(int id, int at);

    /**
     * Visits position {@code at} of set {@code id}, whose player to move has the balls {@code
     * own}; {@code buffer} is the thread's move buffer.
     */
    void visit(int id, int at, long own, int[] buffer);
  }

  /**
   * Runs {@code task} on every position of the sets {@code groupStart} to {@code groupEnd} (one
   * layer), split into chunks the threads take in turn, and returns when all are done: the one
   * loop over positions of the layered solver and of the sweeps.
   */
  static void forEachPosition(int groupStart, int groupEnd, ExecutorService pool, int threads,
      PositionTask task) throws InterruptedException {
    forEachPosition(groupStart, groupEnd, id -> true, pool, threads, task);
  }

  /**
   * Runs {@code task} as {@link #forEachPosition(int, int, ExecutorService, int, PositionTask)}
   * does, on the sets of the group that {@code sets} takes only.
   */
  static void forEachPosition(int groupStart, int groupEnd, IntPredicate sets, ExecutorService pool,
      int threads, PositionTask task) throws InterruptedException {
    PylosTableIndex index = PylosTableIndex.get();
    int n = index.balls(groupStart);
    List<long[]> chunks = new ArrayList<>();
    for (int id = groupStart; id < groupEnd; id++) {
      if (!sets.test(id)) {
        continue;
      }
      for (int m = 0; m <= PylosTableIndex.MOST_ON_BOARD; m++) {
        long size = index.colouringOffset(n, m + 1) - index.colouringOffset(n, m);
        for (long from = 0; from < size; from += CHUNK) {
          chunks.add(new long[] {id, m, from, Math.min(size, from + CHUNK)});
        }
      }
    }
    if (chunks.isEmpty()) {
      return;
    }
    AtomicInteger next = new AtomicInteger();
    List<Callable<Void>> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      workers.add(() -> {
        int[] buffer = new int[PylosEngine.MAX_MOVES];
        for (int c = next.getAndIncrement(); c < chunks.size(); c = next.getAndIncrement()) {
          long[] chunk = chunks.get(c);
          visitChunk((int) chunk[0], (int) chunk[1], chunk[2], chunk[3], buffer, task);
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
  }

  /** Visits the colourings {@code from} to {@code to} (ranks among those with {@code m} own balls). */
  private static void visitChunk(int id, int m, long from, long to, int[] buffer, PositionTask task) {
    PylosTableIndex index = PylosTableIndex.get();
    long set = index.set(id);
    int offset = (int) index.colouringOffset(index.balls(id), m);
    long chosen = PylosTableIndex.unrankBits(index.balls(id), m, from);
    for (long rank = from; rank < to; rank++) {
      int at = (int) (offset + rank);
      if (task.wants(id, at)) {
        task.visit(id, at, PylosTableIndex.expand(set, chosen), buffer);
      }
      if (m > 0) {
        chosen = PylosTableIndex.nextBits(chosen);
      }
    }
  }

  /** Counts the values of the sets {@code from} to {@code to} of {@code sets}: one layer. */
  static LayerCounts count(byte[][] sets, int from, int to) {
    long positions = 0;
    long wins = 0;
    long undecided = 0;
    int longest = 0;
    for (int id = from; id < to; id++) {
      for (byte stored : sets[id]) {
        int value = stored & 0xFF;
        positions++;
        if (value == UNDECIDED) {
          undecided++;
        } else {
          wins += value & 1;
          longest = Math.max(longest, value);
        }
      }
    }
    return new LayerCounts(positions, wins, undecided, longest);
  }
}
