package io.github.boardrules.colorfield;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.BotLevelsCheck;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's bot levels of the colour-field game: every level plays legal moves to the end from the start
 * and from random positions (1 ms a move: legality, not strength), and the same seed plays the
 * same moves.
 */
class ColorFieldLevelsTest {
  private static final BotLevelsCheck LEVELS = BotLevelsCheck.of(Bots::of);
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyLevelPlaysLegalMovesFromTheStartAndFromRandomPositions() {
    for (String name : List.of("colorfield")) {
      LEVELS.everyLevelOfTheLadderPlaysLegalMoves(CATALOG.game(name), Duration.ofMillis(1), 200, 2);
    }
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoOnTwoThreads() {
    for (String name : List.of("colorfield")) {
      LEVELS.theSameSeedPlaysTheSameMoves(CATALOG.game(name));
    }
  }

  @Test
  void everySearchingLevelKeepsA30MillisecondBudgetOverTwelveMoves() {
    for (String name : List.of("colorfield")) {
      LEVELS.everySearchKeepsItsTimeBudget(CATALOG.game(name), Duration.ofMillis(30), 12);
    }
  }
}
