package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.testkit.BotLevelsCheck;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's bot levels of Pylos: every level plays legal moves to the end from the start
 * and from random positions (5 ms a move: legality, not strength), and the same seed plays the
 * same moves.
 */
class PylosLevelsTest {
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyLevelPlaysLegalMovesFromTheStartAndFromRandomPositions() {
    for (String name : List.of("pylos", "pylos(ruleSet=children)")) {
      ConfiguredGame<?, ?> game = CATALOG.game(name);
      assertThat(game.levels()).hasSize(5);
      assertThat(BotLevelsCheck.everyLevelPlaysLegalMovesToTheEnd(game, Duration.ofMillis(5), 200, 2))
          .as(name).isPositive();
    }
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoOnTwoThreads() {
    for (String name : List.of("pylos", "pylos(ruleSet=children)")) {
      BotLevelsCheck.theSameSeedPlaysTheSameMoves(CATALOG.game(name));
    }
  }
}
