package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.IntPredicate;

/**
 * The sweep table's evaluation without the table: every stored position reachable from one late
 * position is collected, then swept with {@link PylosTableSolve#evaluate} until a sweep decides
 * nothing, as {@link PylosTableSweep} does over the whole index. The positions left undecided are
 * the draws. As a {@link PylosTableRefine.Table} it is refined by the real refinement sweeps,
 * over these positions alone, its groups shared between threads as the whole table's are.
 */
final class SweepTableValues implements PylosTableRefine.Table {
  private final PylosEngine engine;
  private final PylosTableIndex index = PylosTableIndex.get();
  // Concurrent: the backward rounds lower values from several threads at once.
  private final Map<Long, Integer> values = new ConcurrentHashMap<>();
  private final List<Long> keys = new ArrayList<>();
  private final int[] buffer = new int[PylosEngine.MAX_MOVES];

  /**
   * Collects the positions reachable from {@code state} and sweeps them to the fixpoint.
   *
   * @throws IllegalStateException if more than {@code most} positions are reachable
   */
  SweepTableValues(Pylos rules, PylosState state, int most) {
    this.engine = PylosEngines.of(rules);
    // The children of a stored position are those of its canonical form, as evaluate reads them:
    // a set with symmetries of its own has several colourings for one position.
    Deque<long[]> open = new ArrayDeque<>();
    long own = state.balls(state.toMove());
    long opponent = state.balls(state.toMove().opponent());
    open.add(new long[] {own, opponent});
    addChildren(own, opponent, open);
    while (!open.isEmpty()) {
      long[] position = open.poll();
      if (!engine.canMove(position[0], position[1])
          || !engine.canMove(position[1], position[0])) {
        continue; // read through the shortcuts, never stored
      }
      long key = key(position[0], position[1]);
      if (values.putIfAbsent(key, PylosTableSolve.UNDECIDED) != null) {
        continue;
      }
      if (values.size() > most) {
        throw new IllegalStateException("more than " + most + " positions");
      }
      keys.add(key);
      long[] canonical = decode(key);
      addChildren(canonical[0], canonical[1], open);
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (long key : keys) {
        if (values.get(key) == PylosTableSolve.UNDECIDED) {
          int value = evaluate(key) & 0xFF;
          if (value != PylosTableSolve.UNDECIDED) {
            values.put(key, value);
            changed = true;
          }
        }
      }
    }
  }

  private long key(long own, long opponent) {
    int located = index.locate(own | opponent);
    int id = located >>> 3;
    return (long) id << 40 | index.rank(index.set(id), Board.transformMask(located & 7, own));
  }

  private void addChildren(long own, long opponent, Deque<long[]> open) {
    if (engine.canMove(own, opponent)) {
      int count = engine.generate(own, opponent, buffer, 0);
      for (int i = 0; i < count; i++) {
        open.add(new long[] {opponent, PylosEngine.apply(own, buffer[i])});
      }
    }
  }

  /** Returns the canonical position of a key: the player to move's balls, his opponent's. */
  long[] decode(long key) {
    int id = (int) (key >>> 40);
    long own = index.own(id, key & ((1L << 40) - 1));
    return new long[] {own, index.set(id) & ~own};
  }

  /** Returns the evaluation of a stored position from the values of its moves now. */
  int evaluate(long key) {
    long[] position = decode(key);
    return PylosTableSolve.evaluate(engine, position[0], position[1], buffer, this);
  }

  @Override
  public int get(int id, long rank) {
    Integer value = values.get((long) id << 40 | rank);
    if (value == null) {
      throw new IllegalStateException("set " + id + " colouring " + rank + " was not collected");
    }
    return value;
  }

  /** Returns the evaluation of a position: distance (or UNDECIDED) and in bits 8 up its move. */
  int evaluate(PylosState state) {
    return PylosTableSolve.evaluate(engine, state.balls(state.toMove()), state.balls(state.toMove().opponent()),
        buffer, this);
  }

  @Override
  public int stored(int id, int at) {
    return get(id, at);
  }

  @Override
  public boolean holds(int id, int at) {
    return values.containsKey((long) id << 40 | at);
  }

  @Override
  public void lower(int id, int at, int value) {
    values.put((long) id << 40 | at, value);
  }

  @Override
  public void forEachPosition(int groupStart, int groupEnd, IntPredicate sets, ExecutorService pool, int threads,
      PylosTableSolve.PositionTask task) throws InterruptedException {
    List<Long> group = new ArrayList<>();
    for (long key : keys) {
      int id = (int) (key >>> 40);
      if (id >= groupStart && id < groupEnd && sets.test(id)) {
        group.add(key);
      }
    }
    // The positions dealt to the threads in turn, as the table's chunks are.
    List<Callable<Void>> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int first = t;
      workers.add(() -> {
        int[] moves = new int[PylosEngine.MAX_MOVES];
        for (int i = first; i < group.size(); i += threads) {
          long key = group.get(i);
          int id = (int) (key >>> 40);
          int at = (int) (key & ((1L << 40) - 1));
          if (task.wants(id, at)) {
            task.visit(id, at, decode(key)[0], moves);
          }
        }
        return null;
      });
    }
    for (Future<Void> done : pool.invokeAll(workers)) {
      try {
        done.get();
      } catch (ExecutionException e) {
        throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
      }
    }
  }

  /**
   * Adds {@code plies} (even) to every decided value: bounds further from the exact distances
   * than the sweeps leave these few positions, still bounds (an upper bound of the exact distance
   * that its moves' values do not exceed), for the refinement to lower.
   */
  SweepTableValues loosened(int plies) {
    if (plies % 2 != 0) {
      throw new IllegalArgumentException("an even number keeps the verdicts, not " + plies);
    }
    values.replaceAll((key, value) -> value == PylosTableSolve.UNDECIDED ? value : value + plies);
    return this;
  }

  /** Returns a copy of the stored values, by key. */
  Map<Long, Integer> snapshot() {
    return new HashMap<>(values);
  }

  /** Returns the stored positions, as keys for {@link #stored}. */
  List<Long> keys() {
    return keys;
  }

  /** Returns the value stored for a key: a bound, or UNDECIDED for a draw. */
  int stored(long key) {
    return values.get(key);
  }
}
