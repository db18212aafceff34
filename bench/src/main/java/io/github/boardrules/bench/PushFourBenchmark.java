package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;

/** Push-four with a 100-ply limit: {@link GameBenchmark}'s set. */
public class PushFourBenchmark extends GameBenchmark<PushFourState, PushFourMove> {
  private final PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();

  @Override
  protected Game<PushFourState, PushFourMove> game() {
    return new Game<>(rules, rules.initialState(), 30, rules::randomPlayout);
  }
}
