package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Five-in-a-row with a shifting phase, with a 200-ply limit: {@link GameBenchmark}'s set, and the
 * guided playout of its top level.
 */
public class FiveShiftBenchmark extends GameBenchmark<FiveShiftState, PikkPakkMove> {
  private final FiveShift rules = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<FiveShiftState, PikkPakkMove> game() {
    return new Game<>(rules, rules.initialState(), 60, rules::randomPlayout);
  }

  /**
   * One guided playout from the start, with {@code randomPlayoutFastPath}'s cap: compare the two
   * for the cost of the guidance.
   *
   * @return how the game ended
   */
  @Benchmark
  public PlayoutResult guidedPlayout() {
    return rules.guidedPlayout(start(), random(), Playouts.DEFAULT_PLY_CAP);
  }
}
