package io.github.boardrules.bench;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import org.openjdk.jmh.annotations.Benchmark;

/** ZÈRTZ, the 37-ring board with the tournament marble set: {@link GameBenchmark}'s set, and alpha-beta. */
public class ZertzBenchmark extends GameBenchmark<ZertzState, ZertzMove> {
  private final Zertz rules = Zertz.tournament();

  @Override
  protected Game<ZertzState, ZertzMove> game() {
    return new Game<>(rules, rules.initialState(), 30, rules::randomPlayout);
  }

  /**
   * A depth-2 alpha-beta search with the material evaluation, on the sample of positions.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<ZertzMove> alphaBeta() {
    return alphaBetaSearch(ZertzEvaluation.of(rules), ZertzState::positionHash, 2);
  }

  /**
   * {@link #alphaBeta} leaving unplayed the placements that {@link
   * ZertzEvaluation#quietPlacements} names, as level 5 does: the same searches.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<ZertzMove> alphaBetaQuietPlacements() {
    ZertzEvaluation evaluation = ZertzEvaluation.of(rules);
    return alphaBetaBuilder(evaluation, ZertzState::positionHash, 2)
        .quietMoves(evaluation::quietPlacements)
        .build()
        .search(nextPosition());
  }
}
