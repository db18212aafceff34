package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.testkit.OptionChanges;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link LearningLoop} plays every game of the catalogue by integers and tensors, with its defaults
 * and with each option changed alone (as {@code AnyGameTest}), knowing no game class.
 */
class LearningLoopTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyGameAndOptionSetIsPlayedByIntegersAndTensors() {
    int played = 0;
    for (GameProvider provider : CATALOG.providers()) {
      for (String config : OptionChanges.of(provider)) {
        String name;
        try {
          name = CATALOG.game(config).config().toString();
        } catch (TextParseException e) {
          continue; // an option that needs another one, as AnyGameTest says
        }
        LearningLoop.Episode episode = LearningLoop.play(name, 40, 5);
        int size = Arrays.stream(episode.shape()).reduce(1, (a, b) -> a * b);
        for (LearningLoop.Step step : episode.steps()) {
          assertThat(step.observation()).as(name).hasSize(size);
          assertThat(step.mask()).as(name).hasSize(episode.actionCount());
          assertThat(step.mask()[step.action()]).as(name).isTrue();
        }
        double[] returns = episode.returns();
        assertThat(returns[0] + returns[1]).as(name).isZero();
        if (!episode.finished()) {
          assertThat(returns).as(name).containsExactly(0.0, 0.0);
        }
        played++;
      }
    }
    assertThat(played).isGreaterThanOrEqualTo(CATALOG.names().size());
  }

  @Test
  void aFinishedGameLabelsItsWinnersStepsPlusOne() {
    LearningLoop.Episode episode = LearningLoop.play("heapnim(heaps=1-2-3)", 100, 3);
    assertThat(episode.finished()).isTrue();
    int last = episode.steps().size() - 1;
    // Normal play: whoever takes the last ball wins, and that is the last step's player.
    assertThat(episode.target(last)).isEqualTo(1.0);
    if (last > 0) {
      assertThat(episode.target(last - 1)).isEqualTo(-1.0);
    }
  }
}
