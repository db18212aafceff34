package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.bots.match.GameResult.Outcome;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pair counts, the pentanomial Elo, nElo, the exact bounds of sweeps and the SPRT, against numbers
 * worked by hand and with an independent Python (scipy) computation quoted in each test.
 */
class PentanomialTest {
  private static final Pentanomial EXAMPLE = new Pentanomial(1, 2, 3, 4, 5, 6);

  @Test
  void theExamplesScoreVarianceEloAndNormalisedElo() {
    // 21 pairs, 42 games. Points: LD 2·½ + DD 3·1 + WL 4·1 + WD 5·1½ + WW 6·2 = 1 + 3 + 4 + 7.5 + 12 = 27.5.
    // μ = 27.5/42 = 0.654762. Pair scores 0, ¼, ½, ¾, 1 with counts 1, 2, 7, 5, 6:
    // σ² = Σ n (a − μ)² / 21 = 0.0802154 (Python: sum(n*(a-mu)**2 for ...)/21).
    // se = sqrt(σ²/21) = 0.0618050; 95 %: [0.533628, 0.775896];
    // Elo: 400·log10(μ/(1−μ)) = +111.19, ends +23.40 and +215.74.
    // nElo = (μ − ½)/sqrt(2σ²)·800/ln 10 = 134.24, ends 29.17 and 239.32.
    assertThat(EXAMPLE.pairs()).isEqualTo(21);
    assertThat(EXAMPLE.points()).isEqualTo(27.5);
    assertThat(EXAMPLE.byPairScore()).containsExactly(1, 2, 7, 5, 6);
    assertThat(EXAMPLE.score()).isCloseTo(0.6547619, within(1e-7));
    assertThat(EXAMPLE.pairVariance()).isCloseTo(0.0802154, within(1e-7));
    EloEstimate elo = EXAMPLE.elo();
    assertThat(elo.elo()).isCloseTo(111.186, within(0.001));
    assertThat(elo.low()).isCloseTo(23.402, within(0.001));
    assertThat(elo.high()).isCloseTo(215.742, within(0.001));
    EloEstimate nElo = EXAMPLE.normalizedElo().orElseThrow();
    assertThat(nElo.elo()).isCloseTo(134.244, within(0.001));
    assertThat(nElo.low()).isCloseTo(29.169, within(0.001));
    assertThat(nElo.high()).isCloseTo(239.318, within(0.001));
    assertThat(EXAMPLE.text()).isEqualTo("LL 1, LD 2, DD 3, WL 4, WD 5, WW 6");
  }

  @Test
  void gamesArePairedByIndexAndAnUnpairedGameIsLeftOut() {
    List<GameResult> games = List.of(
        game(0, Outcome.WIN), game(1, Outcome.LOSS),        // WL
        game(2, Outcome.DRAW), game(3, Outcome.UNFINISHED), // DD: unfinished scores as a draw
        game(5, Outcome.WIN), game(4, Outcome.DRAW),        // WD, in either order
        game(6, Outcome.LOSS));                             // its partner 7 is missing
    assertThat(Pentanomial.of(games)).isEqualTo(new Pentanomial(0, 0, 1, 1, 1, 0));
    assertThat(Pentanomial.of(games).games()).isEqualTo(6);
    assertThatThrownBy(() -> Pentanomial.of(List.of(new GameResult(0, 1, true, Outcome.WIN, 1),
        new GameResult(1, 2, true, Outcome.WIN, 1)))).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSweepOfTwentyGamesHasAFiniteBoundAndNoPointEstimate() {
    // 10 pairs lost twice = 0 points of 20 games. Clopper-Pearson upper end: 1 − 0.025^(1/20)
    // = 0.168433; Elo −400·log10(1/0.168433 − 1) = −277.39.
    Pentanomial lost = new Pentanomial(10, 0, 0, 0, 0, 0);
    EloEstimate elo = lost.elo();
    assertThat(elo.elo()).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(elo.high()).isCloseTo(-277.387, within(0.001));
    assertThat(elo.text()).isEqualTo("at most -277.4");
    assertThat(lost.normalizedElo()).isEmpty();
    assertThat(new Pentanomial(0, 0, 0, 0, 0, 10).elo().text()).isEqualTo("at least +277.4");
  }

  @Test
  void twentyDrawnGamesHaveAnIntervalOfWidth() {
    // 10 DD pairs: 10 points of 20 games, σ² = 0. Clopper-Pearson (scipy beta.ppf(0.025, 10, 11),
    // beta.ppf(0.975, 11, 10)): [0.271958, 0.728042], Elo ∓171.06.
    EloEstimate elo = new Pentanomial(0, 0, 10, 0, 0, 0).elo();
    assertThat(elo.elo()).isEqualTo(0.0);
    assertThat(elo.low()).isCloseTo(-171.062, within(0.001));
    assertThat(elo.high()).isCloseTo(171.062, within(0.001));
    assertThat(elo.text()).isEqualTo("+0.0 [-171.1, +171.1]");
    assertThat(MatchTotals.of(0, 20, 0, 0).elo().text()).isEqualTo("+0.0 [-171.1, +171.1]");
  }

  @Test
  void clopperPearsonMatchesTheBetaQuantiles() {
    // scipy.stats.beta.ppf(0.025, 2.5, 8.5) = 0.0440594: the lower end for 2.5 points of 10 games.
    assertThat(ScoreBounds.clopperPearson(2.5, 10)[0]).isCloseTo(0.0440594, within(1e-7));
    assertThat(ScoreBounds.clopperPearson(0, 20)[1]).isCloseTo(1 - Math.pow(0.025, 1.0 / 20), within(1e-12));
    assertThat(ScoreBounds.logGamma(5)).isCloseTo(Math.log(24), within(1e-12));
    assertThat(ScoreBounds.regularizedBeta(0.3, 1, 1)).isCloseTo(0.3, within(1e-12)); // uniform
  }

  @Test
  void theSprtRatioAndBoundsMatchAnIndependentComputation() {
    // Wald's bounds for α = β = 0.05: ln(0.05/0.95) = −2.944439, ln(0.95/0.05) = +2.944439.
    Sprt sprt = Sprt.parse("elo0=0, elo1=10, alpha=0.05, beta=0.05");
    assertThat(sprt.lowerBound()).isCloseTo(-2.944439, within(1e-6));
    assertThat(sprt.upperBound()).isCloseTo(2.944439, within(1e-6));
    // The GSPRT ratio recomputed in Python with scipy.optimize.brentq solving
    // Σ p̂ (a − s)/(1 + θ(a − s)) = 0 for s = 0.5 and s = 1/(1 + 10^(−10/400)):
    // counts 1, 2, 7, 5, 6 → 0.426715.
    assertThat(sprt.llr(EXAMPLE)).isCloseTo(0.426715, within(1e-5));
    assertThat(sprt.decision(sprt.llr(EXAMPLE))).isEqualTo(Sprt.Decision.CONTINUE);
    // Counts 0, 0, 1, 2, 7 (unseen scores as 0.001 pairs) against elo1 = 100: 2.469365.
    Sprt wide = new Sprt(0, 100, 0.05, 0.05);
    assertThat(wide.llr(new Pentanomial(0, 0, 1, 0, 2, 7))).isCloseTo(2.469365, within(1e-5));
    assertThat(sprt.decision(3.0)).isEqualTo(Sprt.Decision.H1);
    assertThat(sprt.decision(-3.0)).isEqualTo(Sprt.Decision.H0);
    assertThat(sprt.text()).isEqualTo("elo0=0, elo1=10, alpha=0.05, beta=0.05");
  }

  @Test
  void theSprtStopRuleDecidesAfterWholePairs() {
    // Bot A wins every game: with elo0 = 0, elo1 = 200 the ratio grows pair by pair until H1.
    Sprt sprt = new Sprt(0, 200, 0.05, 0.05);
    List<Sprt.Step> steps = new ArrayList<>();
    MatchRunner.StopRule rule = sprt.stopRule(steps::add);
    int index = 0;
    while (!rule.stopAfter(game(index, Outcome.WIN))) {
      index++;
      assertThat(index).isLessThan(200);
    }
    assertThat(index % 2).isEqualTo(1); // stops only on the second game of a pair
    assertThat(steps).hasSize((index + 1) / 2);
    Sprt.Step last = steps.get(steps.size() - 1);
    assertThat(last.decision()).isEqualTo(Sprt.Decision.H1);
    assertThat(last.llr()).isGreaterThanOrEqualTo(sprt.upperBound());
    assertThat(steps.get(steps.size() - 2).llr()).isLessThan(sprt.upperBound());
    assertThat(last.pairs().ww()).isEqualTo(steps.size());
  }

  @Test
  void theSprtRefusesBadParameters() {
    assertThatThrownBy(() -> Sprt.parse("elo0=10,elo1=0,alpha=0.05,beta=0.05")).hasMessageContaining("less than");
    assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=10,alpha=0.05")).hasMessageContaining("beta= is missing");
    assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=10,alpha=0.5,beta=0.5")).hasMessageContaining("sum");
    assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=10,alpha=x,beta=0.05")).hasMessageContaining("number");
    assertThatThrownBy(() -> Sprt.parse("elo0=0,elo0=1,elo1=10,alpha=0.05,beta=0.05")).hasMessageContaining("twice");
    assertThatThrownBy(() -> Sprt.parse("gamma=1")).hasMessageContaining("not one of");
    // 10^(-7000/400) is below the double precision of 1: the expected score is 1, the ratio NaN
    // after every pair, and the test could never decide (it printed "LLR NaN" before).
    assertThatThrownBy(() -> Sprt.parse("elo0=0,elo1=7000,alpha=0.05,beta=0.05"))
        .hasMessageContaining("elo1=7000").hasMessageContaining("could never decide");
    // 10^(200000/400) overflows: that expected score is 0.
    assertThatThrownBy(() -> new Sprt(-200_000, 0, 0.05, 0.05)).hasMessageContaining("elo0=-200000")
        .hasMessageContaining("rounds to 0");
    // Far from even but still measurable: a finite ratio, which decides.
    Sprt far = new Sprt(0, 6000, 0.05, 0.05);
    Pentanomial sweep = Pentanomial.EMPTY.plus(GameResult.Outcome.WIN, GameResult.Outcome.WIN);
    assertThat(far.llr(sweep)).isFinite();
  }

  private static GameResult game(int index, Outcome outcome) {
    return new GameResult(index, index, index % 2 == 0, outcome, 10);
  }
}
