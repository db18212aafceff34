package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.LongAdder;

/**
 * The retrograde analysis by sweeps behind {@link PylosTable} for the standard and mature rules,
 * where take-backs make positions repeat and layers do not exist.
 *
 * <p>The whole table is in memory, every position undecided at first. A sweep visits the
 * undecided positions in the children's solving order (most balls first, then the highest level
 * sum) and decides those it can from their moves' values as they stand: a win when a move leads
 * to a lost position, a loss when every move leads to a won one. A placement or a raise leads to
 * a set visited earlier in the same sweep, so most lines are decided in one; a take-back leads
 * to one visited later, whose value the next sweep reads. Values only go from undecided to
 * decided, so the sweeps reach a fixpoint; a sweep that decides nothing ends the analysis, and
 * the positions still undecided are draws: neither player can force the end.
 *
 * <p>A decided value {@code d} is odd for a win of the player to move, even for a loss, and the
 * winner wins within {@code d} plies by playing the table's moves: a win is one more than the
 * lost position it moves to, a loss one more than the longest of its won successors, and those
 * were decided before it and never change, so {@code d} falls by one with each ply. Unlike the
 * children's layered table it is a bound, not always the shortest win: a sweep decides a
 * position from what is decided when it is visited.
 *
 * <p>Positions decided while a group of sets of the same size and level sum is being solved are
 * marked pending (the high bit) and read as undecided until the group ends, so that the threads
 * sharing a group do not see each other's work and the table does not depend on their timing.
 */
final class PylosTableSweep {
  /** The mark of a value decided in the group being solved. */
  private static final int PENDING = 0x80;

  /** The longest bound a value can hold beside the pending mark. */
  static final int MOST_PLIES = PENDING - 2;

  private final PylosEngine engine;
  private final PylosTableIndex index = PylosTableIndex.get();

  /** The values of every canonical set, by id. */
  private final byte[][] values;

  private final PylosTableSolve.Values reading;

  /**
   * Starts from {@code values}, by set id: all undecided for a new analysis, or a checkpoint's.
   */
  PylosTableSweep(Pylos rules, byte[][] values) {
    this.engine = PylosEngines.of(rules);
    this.values = values;
    this.reading = (id, rank) -> {
      int value = values[id][(int) rank] & 0xFF;
      return value >= PENDING ? PylosTableSolve.UNDECIDED : value;
    };
  }

  /** Returns a table of every position, undecided. */
  static byte[][] undecided() {
    PylosTableIndex index = PylosTableIndex.get();
    byte[][] values = new byte[index.setCount()][];
    for (int id = 0; id < values.length; id++) {
      values[id] = new byte[(int) index.colourings(index.balls(id))];
      Arrays.fill(values[id], PylosTableSolve.UNSOLVED);
    }
    return values;
  }

  /** Returns the values, by set id: the sweep's own arrays, not copies. */
  byte[][] values() {
    return values;
  }

  /** Returns the values as lookups read them. */
  PylosTableSolve.Values reading() {
    return reading;
  }

  /**
   * Receives each layer as a sweep finishes it: how it stands, the positions the sweep decided
   * in it, and the positions scanned so far.
   */
  interface LayerDone {
    void accept(int layer, PylosTableSolve.LayerCounts counts, long newlyDecided, long scanned);
  }

  /**
   * Runs one sweep over every layer, from 28 balls on the board down to the empty board.
   *
   * @return the positions it decided
   */
  long sweep(ExecutorService pool, int threads, LayerDone layerDone) throws InterruptedException {
    long scanned = 0;
    long decided = 0;
    int id = 0;
    for (int n = PylosTableIndex.TOP_LAYER; n >= 0; n--) {
      LongAdder newlyDecided = new LongAdder();
      while (id < index.layerEnd(n)) {
        int groupEnd = index.groupEnd(id);
        solveGroup(id, groupEnd, pool, threads, newlyDecided);
        id = groupEnd;
      }
      scanned += index.layerSize(n);
      decided += newlyDecided.sum();
      layerDone.accept(n, PylosTableSolve.count(values, index.layerStart(n), index.layerEnd(n)),
          newlyDecided.sum(), scanned);
    }
    return decided;
  }

  private void solveGroup(int groupStart, int groupEnd, ExecutorService pool, int threads,
      LongAdder newlyDecided) throws InterruptedException {
    PylosTableSolve.forEachPosition(groupStart, groupEnd, pool, threads, new PylosTableSolve.PositionTask() {
      @Override
      public boolean wants(int id, int at) {
        return values[id][at] == PylosTableSolve.UNSOLVED;
      }

      @Override
      public void visit(int id, int at, long own, int[] buffer) {
        int value = PylosTableSolve.evaluate(engine, own, index.set(id) & ~own, buffer, reading) & 0xFF;
        if (value != PylosTableSolve.UNDECIDED) {
          if (value > MOST_PLIES) {
            throw new IllegalStateException("a bound of " + value + " plies, beyond the table's "
                + MOST_PLIES + " (set " + id + ", position " + at + ")");
          }
          values[id][at] = (byte) (value | PENDING);
          newlyDecided.increment();
        }
      }
    });
    for (int id = groupStart; id < groupEnd; id++) {
      byte[] set = values[id];
      for (int i = 0; i < set.length; i++) {
        if (set[i] != PylosTableSolve.UNSOLVED) {
          set[i] &= PENDING - 1;
        }
      }
    }
  }
}
