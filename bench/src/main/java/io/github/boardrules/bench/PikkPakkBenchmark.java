package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.PikkPakk;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import io.github.boardrules.pikkpakk.PikkPakkState;

/** Pikk-Pakk, the basic game with a 200-ply limit: {@link GameBenchmark}'s set. */
public class PikkPakkBenchmark extends GameBenchmark<PikkPakkState, PikkPakkMove> {
  private final PikkPakk rules = PikkPakk.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<PikkPakkState, PikkPakkMove> game() {
    return new Game<>(rules, rules.initialState(), 40, rules::randomPlayout);
  }
}
