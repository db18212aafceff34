package io.github.boardrules.bench;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarEvaluation;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import org.openjdk.jmh.annotations.Benchmark;

/** TZAAR, the fixed setup: {@link GameBenchmark}'s set, and alpha-beta. */
public class TzaarBenchmark extends GameBenchmark<TzaarState, TzaarMove> {
  private final Tzaar rules = Tzaar.fixedSetup();

  @Override
  protected Game<TzaarState, TzaarMove> game() {
    return new Game<>(rules, rules.initialState(), 40, rules::randomPlayout);
  }

  /**
   * A depth-2 alpha-beta search with the standard evaluation, on the sample of positions.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<TzaarMove> alphaBeta() {
    return alphaBetaSearch(TzaarEvaluation.standard(), TzaarState::positionHash, 2);
  }
}
