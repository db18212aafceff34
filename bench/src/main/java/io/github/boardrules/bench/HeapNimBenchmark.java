package io.github.boardrules.bench;

import io.github.boardrules.core.bots.RandomPlayout;
import io.github.boardrules.nim.HeapNim;
import io.github.boardrules.nim.HeapNimMove;
import io.github.boardrules.nim.HeapNimState;

/**
 * The booklet's triangle, heap Nim on heaps 1 to 8 ({@link HeapNim#triangle()}): {@link GameBenchmark}'s set. Heap Nim has
 * no fast playout of its own, so its "fast path" is the plain one ({@link RandomPlayout#generic}).
 */
public class HeapNimBenchmark extends GameBenchmark<HeapNimState, HeapNimMove> {
  private final HeapNim rules = HeapNim.triangle();

  @Override
  protected Game<HeapNimState, HeapNimMove> game() {
    return new Game<>(rules, rules.initialState(), 10, RandomPlayout.generic(rules));
  }
}
