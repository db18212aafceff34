package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.util.HashMap;
import java.util.Map;

/**
 * The table's evaluation without its layers: each position's distance is computed on demand, by
 * recursion over its moves, and remembered. It runs the same index and evaluation as {@link
 * PylosTableSolve} on any late position without solving 1.7 billion first.
 */
final class MemoTableValues implements PylosTableSolve.Values {
  private final PylosEngine engine = PylosEngines.of(Pylos.children());
  private final PylosTableIndex index = PylosTableIndex.get();
  private final Map<Long, Integer> known = new HashMap<>();

  @Override
  public int get(int id, long rank) {
    long key = (long) id << 40 | rank;
    Integer distance = known.get(key);
    if (distance != null) {
      return distance;
    }
    long own = index.own(id, rank);
    int value = PylosTableSolve.evaluate(engine, own, index.set(id) & ~own, new int[PylosEngine.MAX_MOVES], this) & 0xFF;
    known.put(key, value);
    return value;
  }

  /** Returns the distance of a position for its player to move: odd a win, even a loss. */
  int distance(PylosState state) {
    long own = state.balls(state.toMove());
    long opponent = state.balls(state.toMove().opponent());
    return PylosTableSolve.evaluate(engine, own, opponent, new int[PylosEngine.MAX_MOVES], this) & 0xFF;
  }
}
