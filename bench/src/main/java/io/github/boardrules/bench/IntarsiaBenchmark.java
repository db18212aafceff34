package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Rotation;

/**
 * The booklet's intarsia puzzle ({@link IntarsiaPuzzle#standard()}) with a 200-rotation limit, as
 * random rotations almost never reach the goal: {@link GameBenchmark}'s set.
 */
public class IntarsiaBenchmark extends GameBenchmark<IntarsiaState, Rotation> {
  private final IntarsiaPuzzle rules = IntarsiaPuzzle.standard().toBuilder()
      .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<IntarsiaState, Rotation> game() {
    return new Game<>(rules, rules.initialState(), 30, rules::randomPlayout);
  }
}
