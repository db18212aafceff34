package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.OptionChanges;
import io.github.boardrules.testkit.StandardOutput;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The loop of {@link LearningLoop} ({@link EpisodeLoop}, the code of docs/learning.md) plays every
 * game of the catalogue by integers and tensors, with its defaults and with each option changed alone
 * (as {@code AnyGameTest}), knowing no game class.
 */
class LearningLoopTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyGameAndOptionSetIsPlayedByIntegersAndTensors() {
    int played = 0;
    for (GameProvider provider : CATALOG.providers()) {
      for (String config : OptionChanges.of(provider)) {
        ConfiguredGame<?, ?> game;
        try {
          game = CATALOG.game(config);
        } catch (TextParseException e) {
          continue; // an option that needs another one, as AnyGameTest says
        }
        String name = game.config().toString();
        ActionEncoding<?, ?> encoding = game.encoding().orElseThrow();
        EpisodeLoop.Episode episode = EpisodeLoop.play(game, 40, new SplittableRandom(5));
        int size = Arrays.stream(encoding.observationShape()).reduce(1, (a, b) -> a * b);
        for (EpisodeLoop.Step step : episode.steps()) {
          assertThat(step.observation()).as(name).hasSize(size);
          assertThat(step.mask()).as(name).hasSize(encoding.actionCount());
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
    EpisodeLoop.Episode episode = EpisodeLoop.play(CATALOG.game("heapnim(heaps=1-2-3)"), 100, new SplittableRandom(3));
    assertThat(episode.finished()).isTrue();
    int last = episode.steps().size() - 1;
    // Normal play: whoever takes the last ball wins, and that is the last step's player.
    assertThat(target(episode, last)).isEqualTo(1.0);
    if (last > 0) {
      assertThat(target(episode, last - 1)).isEqualTo(-1.0);
    }
  }

  /** The value target of one step: the return of the player who took it. */
  private static double target(EpisodeLoop.Episode episode, int step) {
    return episode.returns()[episode.steps().get(step).player().ordinal()];
  }

  @Test
  void theProgramPrintsOneLineAGame() {
    String out = StandardOutput.capture(() -> LearningLoop.main(new String[] {"heapnim(heaps=1-2-3)", "nim"}));
    assertThat(out.lines()).hasSize(2);
    // HeapNim ends within 6 plies (a move takes at least one of 6 balls): never cut at 300.
    assertThat(out.lines().findFirst().orElseThrow()).startsWith("heapnim(heaps=1-2-3)").contains(" steps  returns [")
        .doesNotContain("(cut)");
  }
}
