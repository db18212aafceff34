package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.BotLevelsCheck;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's bot levels of ZÈRTZ: every level plays legal moves to the end from the start
 * and from random positions (1 ms a move: legality, not strength), and the same seed plays the
 * same moves.
 */
class ZertzLevelsTest {
  private static final BotLevelsCheck LEVELS = BotLevelsCheck.of(Bots::of);
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyLevelPlaysLegalMovesFromTheStartAndFromRandomPositions() {
    for (String name : List.of("zertz", "zertz(board=48)")) {
      LEVELS.everyLevelOfTheLadderPlaysLegalMoves(CATALOG.game(name), Duration.ofMillis(1), 200, 2);
    }
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoOnTwoThreads() {
    for (String name : List.of("zertz", "zertz(board=48)")) {
      LEVELS.theSameSeedPlaysTheSameMoves(CATALOG.game(name));
    }
  }

  @Test
  void theTopLevelWithA50MillisecondBudgetAnswersWithinItOverThirtyMoves() {
    // Level 5 (alpha-beta) deepens until the budget is spent or it proves the result, so it may
    // answer early but not late: the clock is read every 1,024 positions. Timed in the search
    // thread's CPU time (see moveTimes), with loose bounds: mean within 50 + 25 ms, the slowest of
    // 30 within 50 + 300 ms.
    List<Duration> times = LEVELS.moveTimes(
        CATALOG.game("zertz"), BotSettings.level(5).timePerMove(Duration.ofMillis(50)), 30);
    long total = times.stream().mapToLong(Duration::toNanos).sum();
    assertThat(Duration.ofNanos(total / times.size())).isLessThanOrEqualTo(Duration.ofMillis(75));
    assertThat(times.stream().max(Duration::compareTo).orElseThrow()).isLessThan(Duration.ofMillis(350));
  }

  /** The budgets of the page's table of levels: 1.3 to 1.9 s of CPU a move on every board (Xeon host). */
  @Test
  void theTopLevelSearchesFewerPositionsOnTheLargerBoards() {
    for (String board : List.of("37", "48", "61")) {
      String expected = switch (board) {
        case "37" -> "3,500,000";
        case "48" -> "2,800,000";
        default -> "3,000,000";
      };
      for (String set : List.of("basic", "tournament")) {
        assertThat(CATALOG.game("zertz(board=" + board + ",marbleSet=" + set + ")").level(5).description())
            .as("%s rings, %s set", board, set)
            .isEqualTo("alpha-beta search with the game's evaluation, deepening to " + expected + " positions a move");
      }
    }
  }

  @Test
  void everySearchingLevelKeepsA30MillisecondBudgetOverTwelveMoves() {
    for (String name : List.of("zertz")) {
      LEVELS.everySearchKeepsItsTimeBudget(CATALOG.game(name), Duration.ofMillis(30), 12);
    }
  }
}
