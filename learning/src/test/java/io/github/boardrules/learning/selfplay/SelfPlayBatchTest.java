package io.github.boardrules.learning.selfplay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.learning.Evaluator;
import io.github.boardrules.learning.Prediction;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** Self-play's searches with leaf batches and first-play urgency: passed on, recorded, repeatable. */
class SelfPlayBatchTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  /** Equal priors and value 0; counts the batches larger than one position. */
  private static <S> Evaluator<S> counting(AtomicInteger largeBatches) {
    return new Evaluator<>() {
      @Override
      public Prediction evaluate(S state, int[] legalActions, RandomGenerator random) {
        return Prediction.uniform(legalActions.length, 0);
      }

      @Override
      public List<Prediction> evaluateBatch(List<S> states, List<int[]> legalActions, RandomGenerator random) {
        if (states.size() > 1) {
          largeBatches.incrementAndGet();
        }
        List<Prediction> out = new ArrayList<>();
        for (int[] legal : legalActions) {
          out.add(Prediction.uniform(legal.length, 0));
        }
        return out;
      }
    };
  }

  @Test
  void theSearchesGatherBatchesAndTheSettingsSaySo() {
    AtomicInteger largeBatches = new AtomicInteger();
    SelfPlay<?, ?> run = run(CATALOG.game("heapnim(heaps=1-2-3)"), counting(largeBatches), 4, 1);
    SelfPlayData data = run.play(0, 3);
    assertThat(data.size()).isPositive();
    // Heaps 1-2-3 start with 6 moves: 16 simulations of batches up to 4 must gather some pairs.
    assertThat(largeBatches.get()).isPositive();
    assertThat(run.settings().leafBatch()).isEqualTo(4);
    assertThat(run.settings().firstPlayUrgency()).isEqualTo(0.25);
    assertThat(run.settings().toJson()).endsWith("\"leaf_batch\":4,\"first_play_urgency\":0.25,\"random_opening\":0,\"child_value_policy\":0.0}");
  }

  @Test
  void theSameSeedGivesTheSameDataOnAnyNumberOfThreads() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    SelfPlayData one = run(game, counting(new AtomicInteger()), 4, 1).play(0, 6);
    SelfPlayData two = run(game, counting(new AtomicInteger()), 4, 2).play(0, 6);
    assertThat(two).isEqualTo(one);
  }

  /**
   * A batch-invariant evaluator whose predictions depend on the position (priors leaning to the
   * last legal action more as the game goes on, a value from the observation), recording the
   * largest batch it was given.
   */
  private static <S> Evaluator<S> positional(ConfiguredGame<S, ?> game, AtomicInteger largest) {
    var encoding = game.encoding().orElseThrow();
    return new Evaluator<>() {
      @Override
      public Prediction evaluate(S state, int[] legalActions, RandomGenerator random) {
        float[] x = encoding.observation(state);
        double sum = 0;
        for (int i = 0; i < x.length; i++) {
          sum += x[i] * (i % 7 - 3);
        }
        double[] priors = new double[legalActions.length];
        for (int i = 0; i < priors.length; i++) {
          priors[i] = 1 + i * (1 + Math.abs(sum)) / priors.length;
        }
        return new Prediction(priors, Math.tanh(sum / 10));
      }

      @Override
      public List<Prediction> evaluateBatch(List<S> states, List<int[]> legalActions, RandomGenerator random) {
        largest.accumulateAndGet(states.size(), Math::max);
        List<Prediction> out = new ArrayList<>();
        for (int k = 0; k < states.size(); k++) {
          out.add(evaluate(states.get(k), legalActions.get(k), random));
        }
        return out;
      }

      @Override
      public boolean isBatchInvariant() {
        return true;
      }
    };
  }

  @Test
  void gamesPlayedSideBySidePoolTheirPositionsAndGiveTheSameData() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3-4)");
    AtomicInteger alone = new AtomicInteger();
    SelfPlayData oneByOne = sideBySide(game, alone, 1, 1).play(0, 12);
    AtomicInteger pooled = new AtomicInteger();
    SelfPlayData five = sideBySide(game, pooled, 5, 2).play(0, 12);
    AtomicInteger all = new AtomicInteger();
    SelfPlayData twelve = sideBySide(game, all, 12, 1).play(0, 12);
    // One game at a time, leaf batches of 2: at most 2 positions a call. Side by side, the calls
    // hold the leaves of several games (up to 2 each), so more than 2.
    assertThat(alone.get()).isLessThanOrEqualTo(2);
    assertThat(pooled.get()).isGreaterThan(2).isLessThanOrEqualTo(10);
    assertThat(all.get()).isGreaterThan(10);
    assertThat(five).isEqualTo(oneByOne);
    assertThat(twelve).isEqualTo(oneByOne);
  }

  @SuppressWarnings("unchecked") // the evaluator was made for this game
  private static <S, M> SelfPlay<S, M> sideBySide(ConfiguredGame<S, M> game, AtomicInteger largest, int gameBatch,
      int threads) {
    return SelfPlay.builder(game).evaluator(positional(game, largest)).evaluatorName("positional")
        .simulations(12).leafBatch(2).seed(5).threads(threads).gameBatch(gameBatch).build();
  }

  @Test
  void badValuesAreRefusedNamingThem() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    assertThatThrownBy(() -> SelfPlay.builder(game).leafBatch(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leafBatch");
    assertThatThrownBy(() -> SelfPlay.builder(game).firstPlayUrgency(-0.5))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> SelfPlay.builder(game).gameBatch(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("gameBatch is 0; it must be 1 or more");
  }

  @SuppressWarnings("unchecked") // the evaluator ignores its positions' type, so any game's fits
  private static <S, M> SelfPlay<S, M> run(ConfiguredGame<S, M> game, Evaluator<?> evaluator, int batch, int threads) {
    return SelfPlay.builder(game).evaluator((Evaluator<S>) evaluator).evaluatorName("counting")
        .simulations(16).leafBatch(batch).firstPlayUrgency(0.25).seed(3).threads(threads).build();
  }
}
