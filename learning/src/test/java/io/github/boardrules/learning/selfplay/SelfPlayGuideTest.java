package io.github.boardrules.learning.selfplay;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The self-play code of docs/learning.md runs here and does what the page says
 * (DocumentationSnippetsTest in examples checks that the page shows exactly this code).
 */
class SelfPlayGuideTest {
  @Test
  void theFileHoldsTheGamesPlayedInMemoryAndNothingElseIsLeft() throws IOException {
    // snippet:learning-selfplay
    Path file = Files.createTempDirectory("selfplay").resolve("nim.npz");
    ConfiguredGame<?, ?> game = GameCatalog.load().game("nim(rows=3,columns=5)");
    SelfPlay<?, ?> run = SelfPlay.builder(game).simulations(100).seed(7).threads(2).build();
    long positions = run.write(0, 40, file);       // games 0 to 39, written as they finish
    SelfPlayData data = SelfPlayData.read(file);   // the library's reader checks the whole file
    SelfPlayData same = run.play(0, 40);           // the same games, in memory
    // end-snippet
    try {
      // Game i depends only on the seed and i: two threads writing, or one playing, give the same data.
      assertThat(data).isEqualTo(same);
      assertThat(data.size()).isEqualTo(positions);
      assertThat(data.game()).isEqualTo("nim(rows=3,columns=5)");
      // Two planes (the balls, and the player to move) over the 3 x 5 grid.
      assertThat(data.observationShape()).containsExactly(2, 3, 5);
      assertThat(data.gameIndex(0)).isZero();
      assertThat(data.gameIndex(data.size() - 1)).isEqualTo(39);
      // A 3 x 5 grid holds 15 balls and a move takes at least one: at most 15 positions a game.
      assertThat(data.size()).isBetween(40, 40 * 15);
      for (int i = 0; i < data.size(); i++) {
        assertThat(data.outcome(i)).isIn(1f, -1f);   // NIM has no draw, and no game reaches the cap
        float share = 0;
        for (float p : data.legalPolicy(i)) {
          share += p;
        }
        assertThat(share).isCloseTo(1f, org.assertj.core.data.Offset.offset(1e-5f));
      }
      try (Stream<Path> files = Files.list(file.getParent())) {
        assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file is left").containsExactly("nim.npz");
      }
    } finally {
      try (Stream<Path> files = Files.list(file.getParent())) {
        for (Path left : files.toList()) {
          Files.delete(left);
        }
      }
      Files.delete(file.getParent());
    }
  }
}
