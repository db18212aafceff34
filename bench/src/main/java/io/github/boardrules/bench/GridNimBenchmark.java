package io.github.boardrules.bench;

import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * "1, 2, 3" NIM on the 4x4 grid: {@link GameBenchmark}'s set, and move generation into a reusable
 * buffer of bit masks.
 */
public class GridNimBenchmark extends GameBenchmark<GridNimState, GridNimMove> {
  private final GridNim rules = GridNim.standard();
  private final long[] buffer = new long[rules.candidateMoveCount()];

  @Override
  protected Game<GridNimState, GridNimMove> game() {
    return new Game<>(rules, rules.initialState(), 6, rules::randomPlayout);
  }

  /**
   * Legal moves as bit masks written into a reusable buffer: the allocation-free path.
   *
   * @return the number of moves
   */
  @Benchmark
  public int legalMovesBuffer() {
    return rules.legalMoveMasks(nextPosition().balls(), buffer);
  }
}
