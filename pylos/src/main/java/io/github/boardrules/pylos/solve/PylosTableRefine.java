package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.function.IntPredicate;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The refinement sweeps behind {@link PylosTable} for the standard and mature rules: after the
 * sweeps of {@link PylosTableSweep} have decided every position that can be decided (storing a
 * bound on each distance), they lower each distance to what its moves give, until the distances
 * are exact.
 *
 * <p>A refinement sweep visits the decided positions in the children's solving order and stores
 * what {@link PylosTableSolve#evaluate} gives when it is smaller: for a win one more than the
 * shortest of its lost successors, for a loss one more than the longest of its successors (all
 * won). Verdicts never change and draws stay draws. The first sweep that lowers nothing ends the
 * refinement.
 *
 * <p>Why the result is exact. Let {@code d*} be the exact distances (the fastest win, the longest
 * loss). They satisfy the equations above. The sweeps' bounds are at least {@code d*} (the winner
 * wins within them by playing the table's moves), and a refinement keeps that: from successors at
 * least {@code d*}, one more than their minimum or maximum is at least {@code d*}. So the values
 * fall, stay at least {@code d*}, and reach a fixpoint {@code v} of the equations. Any fixpoint is
 * at most {@code d*}, by induction on {@code d*}: a win with {@code d* = k} has a lost successor
 * with {@code d* = k - 1}, where {@code v = k - 1}, so {@code v <= k}; a loss with {@code d* = k}
 * has only won successors with {@code d* <= k - 1}, where {@code v = d*}, so {@code v = k}.
 * Hence {@code v = d*}: the fixpoint is unique and exact, whatever the order of the visits.
 *
 * <p>Cheap visits. Placements and raises lead to sets visited earlier in the same sweep, so
 * their lowered values are read at once (Gauss-Seidel); only take-backs read a value from the
 * sweep before. A set is visited only when one of its successor sets ({@link PylosSetSuccessors})
 * was lowered since its last visit: otherwise its moves give what they gave then, which is what
 * it stores. Within a group of sets (same balls and level sum), which a take-back can lead back
 * to, the values lowered are stored when the group ends, so the threads sharing a group read
 * each other's old values and every sweep's table is the same whatever their timing.
 */
final class PylosTableRefine {
  /** The values being refined, by canonical set and position in it. */
  interface Table extends PylosTableSolve.Values {
    /** Returns the stored value of position {@code at} of set {@code id}, 0 to 255. */
    int stored(int id, int at);

    /**
     * Stores a lowered value; the backward rounds ({@link PylosTableBackward}) call it from several
     * threads at once, for different positions.
     */
    void lower(int id, int at, int value);

    /**
     * Tells whether the table holds position {@code at} of set {@code id}: every position for the
     * whole table; a part of the table (the tests') holds fewer, and the backward rounds skip the
     * predecessors it does not hold.
     */
    default boolean holds(int id, int at) {
      return true;
    }

    /**
     * Runs {@code task} on the stored positions of the sets of a group that {@code sets} takes,
     * as {@link PylosTableSolve#forEachPosition(int, int, IntPredicate, ExecutorService, int,
     * PylosTableSolve.PositionTask)} does.
     */
    void forEachPosition(int groupStart, int groupEnd, IntPredicate sets, ExecutorService pool, int threads,
        PylosTableSolve.PositionTask task) throws InterruptedException;
  }

  /** Returns the whole table's values, by set id, as a table to refine in place. */
  static Table over(byte[][] values) {
    return new Table() {
      @Override
      public int get(int id, long rank) {
        return values[id][(int) rank] & 0xFF;
      }

      @Override
      public int stored(int id, int at) {
        return values[id][at] & 0xFF;
      }

      @Override
      public void lower(int id, int at, int value) {
        values[id][at] = (byte) value;
      }

      @Override
      public void forEachPosition(int groupStart, int groupEnd, IntPredicate sets, ExecutorService pool,
          int threads, PylosTableSolve.PositionTask task) throws InterruptedException {
        PylosTableSolve.forEachPosition(groupStart, groupEnd, sets, pool, threads, task);
      }
    };
  }

  /** Receives each layer as a refinement sweep finishes it. */
  interface LayerDone {
    /**
     * Takes one layer's counts.
     *
     * @param layer the layer, balls on the board
     * @param visited the positions evaluated in it by this sweep
     * @param lowered of them, those whose distance this sweep lowered
     */
    void accept(int layer, long visited, long lowered);
  }

  private final PylosEngine engine;
  private final PylosTableIndex index = PylosTableIndex.get();
  private final Table table;
  private final boolean skipUnchanged;

  /** The clock of each set's last visit and of its last lowering; a group visit is one tick. */
  private final long[] visitedAt;

  private final long[] loweredAt;
  private long clock;

  /** Each thread's lowered values of the group under way, and all of them, to collect. */
  private final ConcurrentLinkedQueue<Lowered> allLowered = new ConcurrentLinkedQueue<>();

  // The checker's ThreadLocal takes a nullable type: get() is null only without an initial value.
  private final ThreadLocal<@Nullable Lowered> lowered = ThreadLocal.withInitial(() -> {
    Lowered fresh = new Lowered();
    allLowered.add(fresh);
    return fresh;
  });

  /**
   * Starts a refinement of {@code table}, whose values are a finished sweep table's or a
   * checkpoint of a refinement: the first sweep visits every set.
   *
   * @param skipUnchanged whether a set none of whose successor sets was lowered since its last
   *     visit is skipped (false visits every set every sweep: the tests compare the two)
   */
  PylosTableRefine(Pylos rules, Table table, boolean skipUnchanged) {
    this.engine = PylosEngines.of(rules);
    this.table = table;
    this.skipUnchanged = skipUnchanged;
    this.visitedAt = new long[index.setCount()];
    this.loweredAt = new long[index.setCount()];
    Arrays.fill(visitedAt, -1);
    Arrays.fill(loweredAt, -1);
  }

  /** Tells whether set {@code id} may lower: a successor set was lowered since its visit. */
  private boolean needsVisit(int id) {
    if (!skipUnchanged) {
      return true;
    }
    long visited = visitedAt[id];
    for (int successor : PylosSetSuccessors.of(id)) {
      // A successor in the same group is lowered at the tick of the visit, after it was read.
      if (loweredAt[successor] >= visited) {
        return true;
      }
    }
    return false;
  }

  /** The lowered values of one thread in one group, and the positions it visited. */
  private static final class Lowered {
    long[] entries = new long[1024];
    int size;
    long visited;

    void add(int id, int at, int value) {
      if (size == entries.length) {
        entries = Arrays.copyOf(entries, size * 2);
      }
      entries[size++] = (long) id << 40 | (long) at << 8 | value;
    }
  }

  /**
   * Runs one refinement sweep over every layer, from 28 balls on the board down to the empty
   * board.
   *
   * @return the positions whose distance it lowered: 0 when the distances are exact
   * @throws IllegalStateException if a value is not a bound of what its moves give (a decided
   *     position whose moves give a longer distance, another verdict or none): not a finished
   *     sweep table
   */
  long sweep(ExecutorService pool, int threads, LayerDone layerDone) throws InterruptedException {
    long loweredInSweep = 0;
    int id = 0;
    for (int n = PylosTableIndex.TOP_LAYER; n >= 0; n--) {
      long layerVisited = 0;
      long layerLowered = 0;
      while (id < index.layerEnd(n)) {
        int groupStart = id;
        int groupEnd = index.groupEnd(id);
        long tick = clock++;
        boolean[] visit = new boolean[groupEnd - groupStart];
        for (int set = groupStart; set < groupEnd; set++) {
          visit[set - groupStart] = needsVisit(set);
        }
        table.forEachPosition(groupStart, groupEnd, set -> visit[set - groupStart], pool, threads,
            new PylosTableSolve.PositionTask() {
              @Override
              public boolean wants(int set, int at) {
                int value = table.stored(set, at);
                // A win in 1 and a loss in 2 (a stored position has a move) cannot be shorter.
                return value != PylosTableSolve.UNDECIDED && value > 2;
              }

              @Override
              public void visit(int set, int at, long own, int[] buffer) {
                Lowered out = lowered.get();
                if (out == null) {
                  throw new IllegalStateException("the thread's list of lowered values is missing");
                }
                out.visited++;
                int old = table.stored(set, at);
                int now = PylosTableSolve.evaluate(engine, own, index.set(set) & ~own, buffer, table) & 0xFF;
                if (now == old) {
                  return;
                }
                if (now == PylosTableSolve.UNDECIDED || now > old || ((now ^ old) & 1) != 0) {
                  throw new IllegalStateException("set " + set + " position " + at + " stores " + old
                      + " but its moves give " + (now == PylosTableSolve.UNDECIDED ? "no value" : now)
                      + ": not a bound of a finished sweep table");
                }
                out.add(set, at, now);
              }
            });
        for (int set = groupStart; set < groupEnd; set++) {
          if (visit[set - groupStart]) {
            visitedAt[set] = tick;
          }
        }
        for (Lowered out : allLowered) {
          layerVisited += out.visited;
          layerLowered += out.size;
          for (int i = 0; i < out.size; i++) {
            long entry = out.entries[i];
            int set = (int) (entry >>> 40);
            table.lower(set, (int) ((entry >>> 8) & 0xFFFF_FFFFL), (int) entry & 0xFF);
            loweredAt[set] = tick;
          }
          out.size = 0;
          out.visited = 0;
        }
        id = groupEnd;
      }
      loweredInSweep += layerLowered;
      layerDone.accept(n, layerVisited, layerLowered);
    }
    return loweredInSweep;
  }
}
