package io.github.boardrules.bench;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.Playouts;
import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneEvaluation;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Square Abalone, the default opening with a 200-ply limit (random games nearly always reach it):
 * {@link GameBenchmark}'s set, the fast playout with options b, e and f, and alpha-beta.
 */
public class SquareAbaloneBenchmark extends GameBenchmark<SquareAbaloneState, SquareAbaloneMove> {
  private final SquareAbalone rules = SquareAbalone.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();
  private final SquareAbalone options =
      SquareAbalone.builder().anyDistance(true).sidewaysMoves(true).ownBallsOff(true)
          .drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<SquareAbaloneState, SquareAbaloneMove> game() {
    return new Game<>(rules, rules.initialState(), 60, rules::randomPlayout);
  }

  /**
   * One random game through the fast path with options b (any distance), e (sideways moves) and f
   * (own balls off), capped as {@link #randomPlayoutFastPath} is.
   *
   * @return how the game ended
   */
  @Benchmark
  public PlayoutResult randomPlayoutFastPathOptionsBef() {
    return options.randomPlayout(options.initialState(), random(), Playouts.DEFAULT_PLY_CAP);
  }

  /**
   * A depth-3 alpha-beta search with the standard evaluation, on the sample of positions.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<SquareAbaloneMove> alphaBeta() {
    return alphaBetaSearch(SquareAbaloneEvaluation.of(rules), SquareAbaloneState::positionHash, 3);
  }
}
