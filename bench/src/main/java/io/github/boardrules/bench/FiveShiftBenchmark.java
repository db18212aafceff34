package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.fiveshift.FiveShift;
import io.github.boardrules.pikkpakk.fiveshift.FiveShiftState;

/** Five-in-a-row with a shifting phase, with a 200-ply limit: {@link GameBenchmark}'s set. */
public class FiveShiftBenchmark extends GameBenchmark<FiveShiftState, PikkPakkMove> {
  private final FiveShift rules = FiveShift.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<FiveShiftState, PikkPakkMove> game() {
    return new Game<>(rules, rules.initialState(), 60, rules::randomPlayout);
  }
}
