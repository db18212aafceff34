package io.github.boardrules.nim;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.nim.solve.GridNimSolver;
import io.github.boardrules.nim.solve.NimSolver;
import io.github.boardrules.testkit.BotLevelsCheck;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's bot levels of grid NIM and heap Nim: every level plays legal moves to the end from the start
 * and from random positions (1 ms a move: legality, not strength), and the same seed plays the
 * same moves.
 */
class NimLevelsTest {
  private static final BotLevelsCheck LEVELS = BotLevelsCheck.of(Bots::of);
  private static final GameCatalog CATALOG = GameCatalog.load();

  @Test
  void everyLevelPlaysLegalMovesFromTheStartAndFromRandomPositions() {
    for (String name : List.of("nim", "heapnim")) {
      LEVELS.everyLevelOfTheLadderPlaysLegalMoves(CATALOG.game(name), Duration.ofMillis(1), 200, 2);
    }
  }

  @Test
  void theSameSeedPlaysTheSameMovesAlsoOnTwoThreads() {
    for (String name : List.of("nim", "heapnim")) {
      LEVELS.theSameSeedPlaysTheSameMoves(CATALOG.game(name));
    }
  }

  @Test
  void theTopLevelAndTheHintAgreeWithTheSolver() {
    // Grid NIM is solved: level 5 is the perfect player and the hint is the solver's verdict.
    ConfiguredGame<?, ?> anyGame = CATALOG.game("nim");
    @SuppressWarnings("unchecked") // the catalogue's nim is grid NIM
    ConfiguredGame<GridNimState, GridNimMove> game = (ConfiguredGame<GridNimState, GridNimMove>) anyGame;
    NimSolver<GridNimState, GridNimMove> solver = GridNimSolver.of((GridNim) game.rules());
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    int winning = 0;
    for (int g = 0; g < 40; g++) {
      GridNimState state = game.rules().initialState();
      for (int ply = random.nextInt(6); ply > 0 && !game.rules().legalMoves(state).isEmpty(); ply--) {
        List<GridNimMove> moves = game.rules().legalMoves(state);
        state = game.rules().play(state, moves.get(random.nextInt(moves.size())));
      }
      if (game.rules().legalMoves(state).isEmpty()) {
        continue;
      }
      boolean wins = solver.isWinForPlayerToMove(state);
      assertThat(Bots.hint(game, state, Duration.ofMillis(50)).value().kind())
          .isEqualTo(wins ? PositionValue.Kind.WIN : PositionValue.Kind.LOSS);
      if (wins) {
        winning++;
        GridNimState after = game.rules().play(state, Bots.of(game, 5).chooseMove(state));
        assertThat(solver.isWinForPlayerToMove(after)).as("after the perfect move the opponent loses").isFalse();
      }
    }
    assertThat(winning).isPositive();
  }

  @Test
  void everySearchingLevelKeepsA30MillisecondBudgetOverTwelveMoves() {
    for (String name : List.of("nim")) {
      LEVELS.everySearchKeepsItsTimeBudget(CATALOG.game(name), Duration.ofMillis(30), 12);
    }
  }
}
