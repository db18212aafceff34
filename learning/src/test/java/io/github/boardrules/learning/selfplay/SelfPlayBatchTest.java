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
    assertThat(run.settings().toJson()).endsWith("\"leaf_batch\":4,\"first_play_urgency\":0.25}");
  }

  @Test
  void theSameSeedGivesTheSameDataOnAnyNumberOfThreads() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    SelfPlayData one = run(game, counting(new AtomicInteger()), 4, 1).play(0, 6);
    SelfPlayData two = run(game, counting(new AtomicInteger()), 4, 2).play(0, 6);
    assertThat(two).isEqualTo(one);
  }

  @Test
  void badValuesAreRefusedNamingThem() {
    ConfiguredGame<?, ?> game = CATALOG.game("heapnim(heaps=1-2-3)");
    assertThatThrownBy(() -> SelfPlay.builder(game).leafBatch(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("leafBatch");
    assertThatThrownBy(() -> SelfPlay.builder(game).firstPlayUrgency(-0.5))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @SuppressWarnings("unchecked") // the evaluator ignores its positions' type, so any game's fits
  private static <S, M> SelfPlay<S, M> run(ConfiguredGame<S, M> game, Evaluator<?> evaluator, int batch, int threads) {
    return SelfPlay.builder(game).evaluator((Evaluator<S>) evaluator).evaluatorName("counting")
        .simulations(16).leafBatch(batch).firstPlayUrgency(0.25).seed(3).threads(threads).build();
  }
}
