package io.github.boardrules.learning;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import io.github.boardrules.core.fixture.TakeAwayEncoding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * PUCT on the take-away game (take 1 to 3 counters, who takes the last wins; action {@code a} takes
 * {@code a + 1}), whose theory is known: a multiple of 4 is lost for the player to move. The
 * hand-worked cases follow the selection rule of the class comment step by step.
 */
class PuctSearchTest {
  private static final int PILE = 100;
  private static final TakeAway RULES = new TakeAway(PILE);
  private static final TakeAwayEncoding ENCODING = new TakeAwayEncoding(RULES, PILE);

  private static Pile pile(int counters) {
    return new Pile(counters, Player.FIRST);
  }

  private static PuctSearch.Builder<Pile, Take> search() {
    return PuctSearch.builder(RULES, ENCODING);
  }

  @Test
  void priorsSteerTheVisitsAsWorkedByHand() {
    // Priors (0.8, 0.1, 0.1), every value 0, c = 1: the score of a is 0 + P(a)·√n / (1 + N(a)).
    // n = 0: all 0, the lowest index wins; action 0 keeps winning while 0.8 / (1 + N0) > 0.1,
    // so it takes the first 8 simulations; then action 1 (tied with 2, lower index), action 0
    // (0.8·3/9 > 0.1·3/2 and 0.3), action 2 (0.1·√10 = 0.316 > 0.8·√10/10 = 0.253), action 0
    // (0.8·√11/10 = 0.265 > 0.166): 12 simulations give (10, 1, 1). No simulation reaches the end.
    Evaluator<Pile> steered = (state, legal, random) -> new Prediction(new double[] {0.8, 0.1, 0.1}, 0);
    PuctResult<Take> result = search().evaluator(steered).cPuct(1).simulations(12).build()
        .search(pile(PILE), new SplittableRandom(1));

    assertThat(result.visits()).containsExactly(10, 1, 1);
    assertThat(result.move()).isEqualTo(new Take(1));
    assertThat(result.action()).isZero();
    assertThat(result.value()).isZero();
    assertThat(result.policy()).containsExactly(10 / 12f, 1 / 12f, 1 / 12f);
    assertThat(result.rootPriors()).containsExactly(0.8, 0.1, 0.1);
  }

  @Test
  void theSamePriorsTheOtherWayRoundSendTheVisitsTheOtherWay() {
    Evaluator<Pile> steered = (state, legal, random) -> new Prediction(new double[] {0.1, 0.1, 0.8}, 0);
    PuctResult<Take> result = search().evaluator(steered).cPuct(1).simulations(12).build()
        .search(pile(PILE), new SplittableRandom(1));

    // As above with actions 0 and 2 exchanged; the tie at n = 8 now goes to action 0.
    assertThat(result.visits()).containsExactly(1, 1, 10);
    assertThat(result.move()).isEqualTo(new Take(3));
  }

  @Test
  void aWinInOneIsBackedUpAsWorkedByHand() {
    // Pile 2, values 0, equal priors 0.5, c = 1. n = 0: tie, take 1 (pile 1, value 0). n = 1:
    // take 1 scores 0.5·1/2 = 0.25, take 2 0.5·1/1 = 0.5: take 2 ends the game, a win, +1 for
    // the root's player. From then on take 2 has Q = 1 and take 1 needs 0.5·√n/2 > 1 + ...,
    // n > 16: in 10 simulations the visits are (1, 9) and the root's value (0 + 9) / 10.
    PuctResult<Take> result = search().evaluator(UniformEvaluator.withValueZero(RULES, ENCODING))
        .cPuct(1).simulations(10).build().search(pile(2), new SplittableRandom(1));

    assertThat(result.visits()).containsExactly(1, 9, 0);
    assertThat(result.move()).isEqualTo(new Take(2));
    assertThat(result.value()).isCloseTo(0.9, within(1e-12));
  }

  @Test
  void theOnlyMoveThatWinsIsFoundWithPlayoutValues() {
    // From 5, 6 and 7 only leaving 4 wins (take 1, 2, 3); from 3 taking all.
    int[][] pileAndWinningTake = {{3, 3}, {5, 1}, {6, 2}, {7, 3}, {9, 1}};
    for (int[] c : pileAndWinningTake) {
      for (long seed = 1; seed <= 3; seed++) {
        PuctResult<Take> result = search().simulations(400).build()
            .search(pile(c[0]), new SplittableRandom(seed));
        assertThat(result.move()).as("pile %d, seed %d", c[0], seed).isEqualTo(new Take(c[1]));
        assertThat(result.value()).as("pile %d, seed %d", c[0], seed).isPositive();
      }
    }
  }

  @Test
  void aLostPositionIsValuedBelowZero() {
    // 8 is a multiple of 4: every move loses against best play.
    PuctResult<Take> result = search().evaluator(UniformEvaluator.withValueZero(RULES, ENCODING))
        .simulations(2_000).build().search(pile(8), new SplittableRandom(3));
    assertThat(result.value()).isNegative();
    assertThat(Arrays.stream(result.visits()).sum()).isEqualTo(2_000);
  }

  @Test
  void theSameSeedGivesTheSameSearchWithNoiseAndPlayouts() {
    PuctSearch<Pile, Take> noisy = search().simulations(150).dirichletNoise(0.3, 0.25).build();
    PuctResult<Take> a = noisy.search(pile(PILE), new SplittableRandom(42));
    PuctResult<Take> b = noisy.search(pile(PILE), new SplittableRandom(42));
    PuctResult<Take> other = noisy.search(pile(PILE), new SplittableRandom(43));

    assertThat(a.visits()).containsExactly(b.visits());
    assertThat(a.rootPriors()).containsExactly(b.rootPriors());
    assertThat(a.value()).isEqualTo(b.value());
    assertThat(a.rootPriors()).isNotEqualTo(other.rootPriors());
    assertThat(Arrays.stream(a.rootPriors()).sum()).isCloseTo(1, within(1e-12));
    // ε = 0.25 of noise on priors of 1/3: every prior stays at least 0.75 / 3.
    assertThat(Arrays.stream(a.rootPriors()).boxed().toList())
        .allSatisfy(p -> assertThat(p).isBetween(0.25, 0.75 / 3 + 0.25));
  }

  /** A network-like evaluator: priors and value from the pile alone, the same in any batch. */
  private static final Evaluator<Pile> BY_PILE = new Evaluator<>() {
    @Override
    public Prediction evaluate(Pile state, int[] legalActions, RandomGenerator random) {
      double[] priors = new double[legalActions.length];
      for (int i = 0; i < priors.length; i++) {
        priors[i] = 1 + (state.counters() * (i + 3)) % 5;
      }
      return new Prediction(priors, state.counters() % 4 == 0 ? -0.5 : 0.5);
    }

    @Override
    public boolean isBatchInvariant() {
      return true;
    }
  };

  @Test
  void searchingSeveralPositionsAtOnceGivesWhatOneAtATimeGives() {
    List<Pile> piles = List.of(pile(PILE), pile(7), pile(2), pile(13), pile(50));
    for (boolean invariant : new boolean[] {true, false}) {
      Evaluator<Pile> evaluator = invariant ? BY_PILE : (state, legal, random) -> BY_PILE.evaluate(state, legal, random);
      for (int batch : new int[] {1, 3}) {
        PuctSearch<Pile, Take> puct = search().evaluator(evaluator).simulations(40).leafBatch(batch)
            .dirichletNoise(0.3, 0.25).build();
        List<SplittableRandom> randoms = new ArrayList<>();
        for (int i = 0; i < piles.size(); i++) {
          randoms.add(new SplittableRandom(i));
        }
        List<PuctResult<Take>> together = puct.searchAll(piles, randoms);
        for (int i = 0; i < piles.size(); i++) {
          PuctResult<Take> alone = puct.search(piles.get(i), new SplittableRandom(i));
          assertThat(together.get(i).legalVisits()).as("pile %s, batch %d", piles.get(i), batch)
              .containsExactly(alone.legalVisits());
          assertThat(together.get(i).legalPriors()).containsExactly(alone.legalPriors());
          assertThat(together.get(i).value()).isEqualTo(alone.value());
        }
      }
    }
    assertThatThrownBy(() -> search().build().searchAll(piles, List.of(new SplittableRandom(1))))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("5 positions and 1 generators");
  }

  @Test
  void theResultIsSparseOverTheLegalActionsAndItsDenseViewsAgree() {
    // Two counters: actions 0 and 1 legal (take 1 or 2), action 2 (take 3) not.
    PuctResult<Take> result = search().evaluator(BY_PILE).simulations(9).build().search(pile(2), new SplittableRandom(1));
    assertThat(result.legalActions()).containsExactly(0, 1);
    int[] visits = result.legalVisits();
    assertThat(visits[0] + visits[1]).isEqualTo(9);
    assertThat(result.visits()).containsExactly(visits[0], visits[1], 0);
    assertThat(result.visits(2)).isZero();
    assertThat(result.legalPolicy()).containsExactly(visits[0] / 9f, visits[1] / 9f);
    assertThat(result.policy()).containsExactly(visits[0] / 9f, visits[1] / 9f, 0f);
    double[] priors = result.legalPriors();
    assertThat(result.rootPriors()).containsExactly(priors[0], priors[1], 0.0);
    // Taking both counters wins at once: its Q is +1.
    assertThat(result.actionQ(1)).isEqualTo(1.0);
    assertThat(result.actionQ(2)).isNaN();
    assertThatThrownBy(() -> result.visits(3)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("action 3 is outside [0, 3), the encoding's actions");
  }

  @Test
  void theBotPlaysTheSearchedMoveAndRepeatsForASeed() {
    PuctSearch<Pile, Take> puct = search().simulations(300).build();
    assertThat(puct.bot(9).chooseMove(pile(6))).isEqualTo(new Take(2));
    var first = puct.bot(5);
    var second = puct.bot(5);
    for (int counters = 1; counters <= 12; counters++) {
      assertThat(first.chooseMove(pile(counters))).isEqualTo(second.chooseMove(pile(counters)));
    }
  }

  @Test
  void theGammaDrawsHaveTheirMean() {
    SplittableRandom random = new SplittableRandom(11);
    for (double alpha : new double[] {0.3, 1, 2.5}) {
      double sum = 0;
      int draws = 20_000;
      for (int i = 0; i < draws; i++) {
        sum += PuctSearch.gamma(alpha, random);
      }
      // Gamma(α, 1) has mean α and variance α: 5 standard errors of the mean.
      assertThat(sum / draws).as("alpha %s", alpha).isCloseTo(alpha, within(5 * Math.sqrt(alpha / draws)));
    }
  }

  @Test
  void badInputIsRefusedWithItsReason() {
    assertThatThrownBy(() -> search().build().search(new Pile(0, Player.SECOND), new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("The game is over")
        .hasMessageContaining("took the last counter");
    Evaluator<Pile> tooShort = (state, legal, random) -> new Prediction(new double[] {1, 1}, 0);
    assertThatThrownBy(() -> search().evaluator(tooShort).build().search(pile(5), new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("The evaluator gave 2 priors for a position with 3 legal actions");
    assertThatThrownBy(() -> search().leafBatch(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leafBatch is 0");
    assertThatThrownBy(() -> search().firstPlayUrgency(-0.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("reduction is -0.5");
    assertThatThrownBy(() -> search().simulations(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("simulations is 0");
    assertThatThrownBy(() -> search().cPuct(Double.NaN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cPuct is NaN");
    assertThatThrownBy(() -> search().dirichletNoise(0, 0.25))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Dirichlet alpha is 0.0");
    assertThatThrownBy(() -> search().dirichletNoise(0.3, 1.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("epsilon is 1.5");
    assertThatThrownBy(() -> new Prediction(new double[] {0.5, -0.1}, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("prior 1 is -0.1; priors are finite and 0 or more");
    assertThatThrownBy(() -> new Prediction(new double[] {1}, 1.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("value is 1.5; a value is -1 to +1");
  }

  @Test
  void firstPlayUrgencyValuesUnvisitedMovesBelowTheParentAsWorkedByHand() {
    // Priors (0.4, 0.3, 0.3), every position valued 0.2 for its player to move, c = 1, 2
    // simulations. The first goes to action 0 (all scores tie at n = 0): its child is worth 0.2
    // to the opponent, so Q(0) = -0.2. The second: action 0 scores -0.2 + 0.4·1/2 = 0.
    // AlphaZero's Q = 0 for unvisited edges: action 1 scores 0 + 0.3·1/1 = 0.3, chosen.
    // FPU reduction 1: unvisited Q = 0.2 - 1·√0.4 = -0.432, action 1 scores -0.132: action 0 again.
    // FPU reduction 0: unvisited Q = 0.2, action 1 scores 0.5: chosen.
    Evaluator<Pile> steered = (state, legal, random) -> new Prediction(new double[] {0.4, 0.3, 0.3}, 0.2);
    PuctSearch.Builder<Pile, Take> builder = search().evaluator(steered).cPuct(1).simulations(2);

    assertThat(builder.build().search(pile(PILE), new SplittableRandom(1)).visits()).containsExactly(1, 1, 0);
    assertThat(builder.firstPlayUrgency(1).build().search(pile(PILE), new SplittableRandom(1)).visits())
        .containsExactly(2, 0, 0);
    assertThat(builder.firstPlayUrgency(0).build().search(pile(PILE), new SplittableRandom(1)).visits())
        .containsExactly(1, 1, 0);
  }

  /** Records the positions of every batch the search asks for. */
  private static final class BatchRecorder implements Evaluator<Pile> {
    final List<List<Integer>> batches = new ArrayList<>();
    final double[] priors;

    BatchRecorder(double... priors) {
      this.priors = priors;
    }

    @Override
    public Prediction evaluate(Pile state, int[] legalActions, RandomGenerator random) {
      return Prediction.ofDense(priors, legalActions, 0);
    }

    @Override
    public List<Prediction> evaluateBatch(List<Pile> states, List<int[]> legalActions, RandomGenerator random) {
      batches.add(states.stream().map(Pile::counters).toList());
      return Evaluator.super.evaluateBatch(states, legalActions, random);
    }
  }

  @Test
  void aBatchSpreadsItsWalksByVirtualLossAsWorkedByHand() {
    // Priors (0.8, 0.1, 0.1), values 0, c = 1, one batch of 3. The root is evaluated alone first.
    // Walk 1: all tie, action 0; its virtual loss makes N(0) = 1, W(0) = -1. Walk 2: action 0
    // scores -1 + 0.8·1/2 = -0.6, action 1 0 + 0.1·1 = 0.1 (tied with 2): action 1. Walk 3:
    // action 0 -1 + 0.8·√2/2 = -0.43, action 1 -1 + 0.1·√2/2, action 2 0.1·√2 = 0.14: action 2.
    // One call evaluates piles 99, 98, 97. Unbatched, the same 3 simulations all take action 0
    // (0 + 0.8·1/2 = 0.4 beats 0.1 at the second).
    BatchRecorder recorder = new BatchRecorder(0.8, 0.1, 0.1);
    PuctResult<Take> batched = search().evaluator(recorder).cPuct(1).simulations(3).leafBatch(3).build()
        .search(pile(PILE), new SplittableRandom(1));

    assertThat(batched.visits()).containsExactly(1, 1, 1);
    assertThat(batched.value()).isZero();
    assertThat(recorder.batches).containsExactly(List.of(PILE), List.of(99, 98, 97));
    PuctResult<Take> single = search().evaluator(new BatchRecorder(0.8, 0.1, 0.1)).cPuct(1).simulations(3).build()
        .search(pile(PILE), new SplittableRandom(1));
    assertThat(single.visits()).containsExactly(3, 0, 0);
  }

  @Test
  void aWalkThatMeetsAWaitingLeafEndsTheBatchAndTheSimulationsStayExact() {
    // Priors (1, 0, 0) and c = 10: action 0 outscores the others even under virtual loss, so the
    // second walk of every batch reaches the leaf the first one left waiting.
    BatchRecorder recorder = new BatchRecorder(1, 0, 0);
    PuctResult<Take> result = search().evaluator(recorder).cPuct(10).simulations(20).leafBatch(4).build()
        .search(pile(PILE), new SplittableRandom(1));

    assertThat(result.visits()).containsExactly(20, 0, 0);
    assertThat(recorder.batches).hasSize(21).allSatisfy(batch -> assertThat(batch).hasSize(1));
  }

  @Test
  void batchedSearchesRepeatForASeedAndStillFindTheWinningMove() {
    // Random playouts draw from the search's generator in batch order: the same seed and batch
    // size give the same visits. From 5, 6 and 7 only leaving 4 wins.
    for (int batch : new int[] {2, 8}) {
      PuctSearch<Pile, Take> puct = search().simulations(400).leafBatch(batch).build();
      PuctResult<Take> a = puct.search(pile(PILE), new SplittableRandom(42));
      PuctResult<Take> b = puct.search(pile(PILE), new SplittableRandom(42));
      assertThat(a.visits()).as("batch %d", batch).containsExactly(b.visits());
      assertThat(a.value()).as("batch %d", batch).isEqualTo(b.value());
      assertThat(Arrays.stream(a.visits()).sum()).isEqualTo(400);
      for (int[] c : new int[][] {{5, 1}, {6, 2}, {7, 3}}) {
        assertThat(puct.search(pile(c[0]), new SplittableRandom(3)).move())
            .as("pile %d, batch %d", c[0], batch).isEqualTo(new Take(c[1]));
      }
    }
  }
}
