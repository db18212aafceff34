package io.github.boardrules.bench;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.pikkpakk.pushfour.PushFour;
import io.github.boardrules.pikkpakk.pushfour.PushFourEvaluation;
import io.github.boardrules.pikkpakk.pushfour.PushFourMove;
import io.github.boardrules.pikkpakk.pushfour.PushFourState;
import org.openjdk.jmh.annotations.Benchmark;

/** Push-four with a 100-ply limit: {@link GameBenchmark}'s set, and alpha-beta. */
public class PushFourBenchmark extends GameBenchmark<PushFourState, PushFourMove> {
  private final PushFour rules = PushFour.builder().drawOptions(DrawOptions.NONE.withPlyLimit(100)).build();

  @Override
  protected Game<PushFourState, PushFourMove> game() {
    return new Game<>(rules, rules.initialState(), 30, rules::randomPlayout);
  }

  /**
   * A depth-2 alpha-beta search with {@link PushFourEvaluation}, on the sample of positions: the
   * evaluation's cost shows here.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<PushFourMove> alphaBeta() {
    return alphaBetaSearch(PushFourEvaluation.standard(), PushFourState::positionHash, 2);
  }
}
