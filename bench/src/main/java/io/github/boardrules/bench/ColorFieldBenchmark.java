package io.github.boardrules.bench;

import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.colorfield.ColorField;
import io.github.boardrules.colorfield.ColorFieldEvaluation;
import io.github.boardrules.colorfield.ColorFieldMove;
import io.github.boardrules.colorfield.ColorFieldState;
import io.github.boardrules.core.DrawOptions;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The colour-field game on the default layout with a 200-ply limit: {@link GameBenchmark}'s set,
 * and alpha-beta.
 */
public class ColorFieldBenchmark extends GameBenchmark<ColorFieldState, ColorFieldMove> {
  private final ColorField rules =
      ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build();

  @Override
  protected Game<ColorFieldState, ColorFieldMove> game() {
    return new Game<>(rules, rules.initialState(), 100, rules::randomPlayout);
  }

  /**
   * A depth-3 alpha-beta search with the standard evaluation, on the sample of positions.
   *
   * @return the search
   */
  @Benchmark
  public AlphaBetaBot.Search<ColorFieldMove> alphaBeta() {
    return alphaBetaSearch(ColorFieldEvaluation.of(rules), ColorFieldState::positionHash, 3);
  }
}
