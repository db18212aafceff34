package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The measurement of the loop's models is right at its ends: an oracle scores full marks, its opposite none. */
class ModelAccuracyTest {
  @Test
  void anEvaluatorWithTheSolversValuesAndMovesIsPerfect() {
    Map<String, String> figures = measure(GameCatalog.load().game("nim"), 1);
    assertThat(Integer.parseInt(figures.get("positions"))).isPositive();
    assertThat(figures.get("sign_agrees")).isEqualTo(figures.get("positions"));
    assertThat(Double.parseDouble(figures.get("value_mae"))).isZero();
    assertThat(figures.get("prior_kept")).isEqualTo(figures.get("prior_moves")).isEqualTo(figures.get("positions"));
    assertThat(figures.get("prior_won_kept")).isEqualTo(figures.get("prior_won")).isEqualTo(figures.get("won"));
    // The baselines, against the levels' table of docs/games/nim.md (the same 208 positions, 153 won): always
    // answering "won" is right in 153 of 208; level 1, a random move, kept 52 of the 153 wins in one draw each,
    // near the expectation of a random move.
    assertThat(figures.get("positions")).isEqualTo("208");
    assertThat(figures.get("won")).isEqualTo("153");
    assertThat(Double.parseDouble(figures.get("majority_share"))).isCloseTo(153 / 208.0, within(1e-4));
    assertThat(Double.parseDouble(figures.get("random_won_kept_share"))).isBetween(0.25, 0.45);
  }

  @Test
  void anEvaluatorWithTheOppositeValuesIsAlwaysWrongAndTwoAway() {
    Map<String, String> figures = measure(GameCatalog.load().game("nim"), -1);
    assertThat(figures.get("sign_agrees")).isEqualTo("0");
    assertThat(Double.parseDouble(figures.get("value_mae"))).isEqualTo(2.0);
  }

  /** Measures the oracle: the solver's value times {@code sign}, all the prior on the solver's move. */
  private static <S, M> Map<String, String> measure(ConfiguredGame<S, M> game, int sign) {
    PositionSolver<S, M> solver = game.solver().orElseThrow();
    ActionEncoding<S, M> encoding = game.encoding().orElseThrow();
    Evaluator<S> oracle = (state, legal, random) -> {
      Hint<M> hint = solver.solve(state).orElseThrow();
      double value = hint.value().kind() == PositionValue.Kind.WIN ? 1 : -1;
      int best = Arrays.binarySearch(legal, encoding.index(state, hint.move()));
      double[] priors = new double[legal.length];
      priors[best] = 1;
      return new Prediction(priors, sign * value);
    };
    return Arrays.stream(ModelAccuracy.measure(game, oracle, 4).split(" "))
        .map(pair -> pair.split("=")).collect(Collectors.toMap(pair -> pair[0], pair -> pair[1]));
  }
}
