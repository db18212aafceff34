package io.github.boardrules.pikkpakk;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.BotLevelsCheck;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's bot levels of the Pikk-Pakk family: every level plays legal moves to the end
 * from the start and from a random position (1 ms a move: legality, not strength; five games), and
 * the same seed plays the same moves.
 */
class PikkPakkLevelsTest {
  private static final BotLevelsCheck LEVELS = BotLevelsCheck.of(Bots::of);
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyLevelPlaysLegalMovesFromTheStartAndFromRandomPositions() {
    for (String name : List.of("pikkpakk", "pushfour", "fiveshift", "squareabalone", "intarsia")) {
      LEVELS.everyLevelOfTheLadderPlaysLegalMoves(CATALOG.game(name), Duration.ofMillis(1), 200, 1);
    }
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoOnTwoThreads() {
    for (String name : List.of("pikkpakk", "pushfour", "fiveshift", "squareabalone", "intarsia")) {
      LEVELS.theSameSeedPlaysTheSameMoves(CATALOG.game(name));
    }
  }

  @Test
  void everySearchingLevelKeepsA30MillisecondBudgetOverTwelveMoves() {
    for (String name : List.of("pikkpakk", "pushfour", "fiveshift", "squareabalone")) {
      LEVELS.everySearchKeepsItsTimeBudget(CATALOG.game(name), Duration.ofMillis(30), 12);
    }
  }
}
