package io.github.boardrules.bots.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Scores, Elo differences with their intervals and Bradley-Terry ratings, against hand-worked cases. */
class MatchArithmeticTest {
  @Test
  void sixtyWinsTwentyDrawsTwentyLossesScore147EloWithTheTrinomialInterval() {
    // N = 100; score μ = (60 + 20/2) / 100 = 0.7; Elo = 400·log10(0.7/0.3) = 400·0.367977 = 147.19.
    // σ² = (60·0.3² + 20·0.2² + 20·0.7²) / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16; se = sqrt(0.16/100) = 0.04.
    // 95 %: 0.7 ± 1.96·0.04 = [0.62160, 0.77840]; 400·log10(0.6216/0.3784) = 86.23,
    // 400·log10(0.7784/0.2216) = 218.25.
    MatchTotals totals = MatchTotals.of(60, 20, 20, 0);
    assertThat(totals.games()).isEqualTo(100);
    assertThat(totals.score()).isCloseTo(0.7, within(1e-12));
    assertThat(totals.scoreStandardError()).isCloseTo(0.04, within(1e-12));
    EloEstimate elo = totals.elo();
    assertThat(elo.elo()).isCloseTo(147.19, within(0.01));
    assertThat(elo.low()).isCloseTo(86.23, within(0.01));
    assertThat(elo.high()).isCloseTo(218.25, within(0.01));
    assertThat(elo.text()).isEqualTo("+147.2 [+86.2, +218.3]");
  }

  @Test
  void unfinishedGamesCountAsDrawsAndAnEvenMatchIsZeroElo() {
    // 10 wins, 5 draws, 10 losses, 5 unfinished: 10 + 10/2 = 15 points of 30, score ½, Elo 0.
    MatchTotals totals = MatchTotals.of(10, 5, 10, 5);
    assertThat(totals.score()).isEqualTo(0.5);
    assertThat(totals.elo().elo()).isEqualTo(0.0);
    // σ² = (10·0.25 + 10·0 + 10·0.25) / 30 = 1/6; se = sqrt(1/180) = 0.074536; the interval is
    // symmetric: 0.5 ± 0.146088 → ±400·log10(0.646088/0.353912) = ±104.6.
    assertThat(totals.elo().high()).isCloseTo(104.6, within(0.1));
    assertThat(totals.elo().low()).isCloseTo(-104.6, within(0.1));
  }

  @Test
  void aCleanSweepIsAnInfiniteDifferenceWithAFiniteClopperPearsonBound() {
    // 10 wins of 10: score 1, σ² = 0. The exact lower bound solves p^10 = 0.025:
    // p = 0.025^(1/10) = 0.691503, 400·log10(0.691503/0.308497) = +140.2.
    EloEstimate elo = MatchTotals.of(10, 0, 0, 0).elo();
    assertThat(elo.elo()).isInfinite().isPositive();
    assertThat(elo.low()).isCloseTo(140.217, within(0.001));
    assertThat(elo.text()).isEqualTo("at least +140.2");
    assertThatThrownBy(() -> MatchTotals.EMPTY.elo()).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theFirstPlayersTotalsTurnTheGamesBotBOpened() {
    // Bot A first and won: the first player won. Bot B first and bot A won: the first player
    // lost. Bot B first and bot A lost: the first player won. Draws and unfinished stay.
    List<GameResult> games = List.of(
        new GameResult(0, 1, true, GameResult.Outcome.WIN, 10),
        new GameResult(1, 2, false, GameResult.Outcome.WIN, 11),
        new GameResult(2, 3, true, GameResult.Outcome.DRAW, 12),
        new GameResult(3, 4, false, GameResult.Outcome.LOSS, 13),
        new GameResult(4, 5, true, GameResult.Outcome.UNFINISHED, 14),
        new GameResult(5, 6, false, GameResult.Outcome.LOSS, 15));
    MatchTotals first = MatchTotals.ofFirstPlayer(games);
    assertThat(first).isEqualTo(new MatchTotals(3, 1, 1, 1, 75));
    // 3 + 2·½ = 4 points of 6: score 2/3. σ² = (3·(1/3)² + 2·(1/6)² + 1·(2/3)²) / 6
    // = (1/3 + 1/18 + 4/9) / 6 = (15/18) / 6 = 5/36; se = sqrt(5/36 / 6) = 0.152145;
    // 95 %: 0.666667 ± 0.298199 = [0.368468, 0.964866].
    double[] interval = first.scoreInterval();
    assertThat(first.score()).isCloseTo(2.0 / 3, within(1e-12));
    assertThat(interval[0]).isCloseTo(0.368468, within(1e-6));
    assertThat(interval[1]).isCloseTo(0.964866, within(1e-6));
    // Ten wins of ten have no spread: the exact interval [0.025^(1/10), 1] instead of a point.
    assertThat(MatchTotals.of(10, 0, 0, 0).scoreInterval()[0]).isCloseTo(0.691503, within(1e-6));
    assertThat(MatchTotals.of(10, 0, 0, 0).scoreInterval()[1]).isEqualTo(1.0);
  }

  @Test
  void aVirtualDrawGivesASweepAFiniteRatingWithTheFisherInterval() {
    // 10 wins of 10 plus one virtual draw: 10.5 points of 11, p = 21/22.
    // Elo = 400·log10(10.5/0.5) = 400·log10(21) = 528.88. Information in θ (natural units):
    // 11·p·(1 − p) = 10.5·0.5/11 = 0.477273; se = 1/sqrt(0.477273) = 1.447494;
    // margin = 1.959964·1.447494·400/ln 10 = 492.84.
    List<EloEstimate> ratings = BradleyTerry.fit(2, List.of(new PairResult(1, 0, MatchTotals.of(10, 0, 0, 0))), 0, 1);
    assertThat(ratings.get(0).elo()).isEqualTo(0.0);
    assertThat(ratings.get(1).elo()).isCloseTo(528.88, within(0.01));
    assertThat(ratings.get(1).low()).isCloseTo(528.88 - 492.84, within(0.02));
    assertThat(ratings.get(1).high()).isCloseTo(528.88 + 492.84, within(0.02));
    // Without the prior the same games have no finite rating; a negative prior is refused.
    assertThat(BradleyTerry.fit(2, List.of(new PairResult(1, 0, MatchTotals.of(10, 0, 0, 0))), 0).get(1).elo())
        .isInfinite();
    assertThatThrownBy(() -> BradleyTerry.fit(2, List.of(), 0, -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("virtualDraws");
  }

  @Test
  void totalsOfGamesPlayedApartMergeToTheTotalsOfAll() {
    GameResult w = new GameResult(0, 1, true, GameResult.Outcome.WIN, 10);
    GameResult d = new GameResult(1, 2, false, GameResult.Outcome.DRAW, 20);
    GameResult l = new GameResult(2, 3, true, GameResult.Outcome.LOSS, 30);
    GameResult u = new GameResult(3, 4, false, GameResult.Outcome.UNFINISHED, 40);
    MatchTotals all = MatchTotals.of(List.of(w, d, l, u));
    assertThat(all).isEqualTo(new MatchTotals(1, 1, 1, 1, 100));
    assertThat(MatchTotals.of(List.of(w, u)).plus(MatchTotals.of(List.of(l, d)))).isEqualTo(all);
    assertThat(all.points()).isEqualTo(2.0);
    assertThat(all.averagePlies()).isEqualTo(25.0);
  }

  @Test
  void eloAndScoreAreInversesOfTheLogisticCurve() {
    // 400 Elo is ten to one: 10/11 = 0.90909.
    assertThat(EloEstimate.toScore(400)).isCloseTo(10.0 / 11, within(1e-12));
    assertThat(EloEstimate.fromScore(10.0 / 11)).isCloseTo(400, within(1e-9));
    assertThat(EloEstimate.fromScore(0)).isInfinite().isNegative();
  }

  @Test
  void bradleyTerryOfTwoPlayersIsTheLogisticEloWithTheFisherInterval() {
    // Player 1 scores 0.7 against player 0 (the anchor): r = 147.19 as above. Fisher information
    // on the natural scale: n·p·(1−p) = 100·0.21 = 21; se = 1/sqrt(21) = 0.218218 natural units
    // = 0.218218·400/ln 10 = 37.909 Elo; 95 %: ±1.96·37.909 = ±74.30 (binomial, not trinomial).
    List<EloEstimate> ratings =
        BradleyTerry.fit(2, List.of(new PairResult(1, 0, MatchTotals.of(60, 20, 20, 0))), 0);
    assertThat(ratings.get(0)).isEqualTo(new EloEstimate(0, 0, 0));
    assertThat(ratings.get(1).elo()).isCloseTo(147.19, within(0.01));
    assertThat(ratings.get(1).high() - ratings.get(1).elo()).isCloseTo(74.30, within(0.01));
  }

  @Test
  void bradleyTerryOfThreePlayersWhoseResultsFitTheModelExactly() {
    // A (0) – B (1): 5 of 10, so r_A = r_B. B – C (2): 7.5 of 10 and A – C: 7.5 of 10, so each is
    // 400·log10(0.75/0.25) = 400·log10 3 = 190.85 above C, the anchor. The data fit the model, so
    // the maximum-likelihood ratings reproduce them exactly.
    // Fisher information (A, B free): p(1−p) is 0.25 for A–B and 0.1875 for X–C, times 10 games:
    // I = [[4.375, −2.5], [−2.5, 4.375]], det = 12.890625, C_AA = 4.375/12.890625 = 0.339394;
    // se = 0.582575 natural = 101.20 Elo; 95 %: ±198.36.
    List<PairResult> pairs = List.of(
        new PairResult(0, 1, MatchTotals.of(5, 0, 5, 0)),
        new PairResult(1, 2, MatchTotals.of(7, 1, 2, 0)),
        new PairResult(2, 0, MatchTotals.of(1, 3, 6, 0)));   // from C's side: 2.5 of 10
    List<EloEstimate> ratings = BradleyTerry.fit(3, pairs, 2);
    assertThat(ratings.get(2).elo()).isEqualTo(0.0);
    assertThat(ratings.get(0).elo()).isCloseTo(190.85, within(0.01));
    assertThat(ratings.get(1).elo()).isCloseTo(190.85, within(0.01));
    assertThat(ratings.get(0).elo() - ratings.get(0).low()).isCloseTo(198.36, within(0.01));
  }

  @Test
  void aPlayerWhoWonEveryGameHasNoFiniteRatingAndTheOthersAreFittedWithoutIt() {
    // 2 beat 0 and 1 in every game: +∞. Between 0 and 1, 1 scored 0.75 of 8: 190.85 above 0.
    List<PairResult> pairs = List.of(
        new PairResult(2, 0, MatchTotals.of(4, 0, 0, 0)),
        new PairResult(2, 1, MatchTotals.of(4, 0, 0, 0)),
        new PairResult(1, 0, MatchTotals.of(6, 0, 2, 0)));
    List<EloEstimate> ratings = BradleyTerry.fit(3, pairs, 0);
    assertThat(ratings.get(2).elo()).isInfinite().isPositive();
    assertThat(ratings.get(1).elo()).isCloseTo(190.85, within(0.01));
  }

  @Test
  void playersWhoNeverMetHaveNoRatingRelativeToTheAnchor() {
    List<PairResult> pairs = List.of(
        new PairResult(0, 1, MatchTotals.of(1, 0, 1, 0)),
        new PairResult(2, 3, MatchTotals.of(1, 0, 1, 0)));
    assertThatThrownBy(() -> BradleyTerry.fit(4, pairs, 0))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("did not all meet");
  }
}
