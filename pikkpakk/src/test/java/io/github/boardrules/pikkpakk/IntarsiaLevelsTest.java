package io.github.boardrules.pikkpakk;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotLevel;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The intarsia puzzle's top level is the solver's: it solves the booklet's puzzle in as many
 * rotations as the solver's solution has, and a puzzle scrambled by k rotations in at most k
 * (the scramble undone is a solution, and the solver's shortest search covers k ≤ 8); its hint
 * is the solver's first rotation with the solution's length.
 */
@Tag("search-heavy") // its time is a bot's search: the build gives it the optimising compiler (see the POM)
class IntarsiaLevelsTest {
  @SuppressWarnings("unchecked") // the catalogue's intarsia game is of these types
  private static ConfiguredGame<IntarsiaState, Rotation> game(String name) {
    return (ConfiguredGame<IntarsiaState, Rotation>) GameCatalog.load().game(name);
  }

  /** Plays the top level to the end; returns its moves. */
  private static List<Rotation> solve(ConfiguredGame<IntarsiaState, Rotation> game, IntarsiaState start) {
    Bot<IntarsiaState, Rotation> best = Bots.of(game, 5);
    List<Rotation> moves = new ArrayList<>();
    IntarsiaState state = start;
    while (!game.rules().legalMoves(state).isEmpty() && moves.size() <= IntarsiaSolver.MAX_SOLUTION_LENGTH) {
      Rotation move = best.chooseMove(state);
      moves.add(move);
      state = game.rules().play(state, move);
    }
    assertThat(game.rules().status(state).winner()).as("%s after %s", game, moves).contains(Player.FIRST);
    return moves;
  }

  @Test
  void theTopLevelFollowsTheSolversSolutionOfTheBookletsPuzzle() {
    ConfiguredGame<IntarsiaState, Rotation> game = game("intarsia");
    assertThat(game.level(5).engine()).isEqualTo(BotLevel.Engine.PERFECT);
    List<Rotation> solution = IntarsiaSolver.solve(Pattern.spiral(), Pattern.chessboard());
    // The proven optimum from the spiral to the chessboard (README "Performance"): 12 rotations.
    assertThat(solution).hasSize(12);
    assertThat(solve(game, game.rules().initialState())).isEqualTo(solution);
    Hint<Rotation> hint = Bots.hint(game, game.rules().initialState(), Duration.ofMillis(10));
    assertThat(hint.move()).isEqualTo(solution.get(0));
    // Proven shortest by the solver: exact.
    assertThat(hint.value()).isEqualTo(PositionValue.win(12, true));
    assertThat(hint.text(game.notation())).endsWith(": WIN in 12 plies");
  }

  @Test
  void aScrambleOfKRotationsIsSolvedInAtMostKAndTheHintIsExact() {
    // The halves turned by k random rotations start a catalogue puzzle whose goal is the halves
    // (a scramble that comes back to the halves is drawn again: that puzzle is solved already).
    SplittableRandom random = new SplittableRandom(26);
    for (int k = 1; k <= 4; k++) {
      Pattern start;
      do {
        List<Rotation> scramble = new ArrayList<>();
        for (int i = 0; i < k; i++) {
          scramble.add(Rotation.all().get(random.nextInt(Rotation.COUNT)));
        }
        start = Pattern.halves().rotated(scramble);
      } while (start.equals(Pattern.halves()));
      ConfiguredGame<IntarsiaState, Rotation> game = game("intarsia(start=" + start + ",goal=halves)");
      IntarsiaState state = game.rules().initialState();
      assertThat(game.rules().legalMoves(state)).as("scramble of %d", k).isNotEmpty();
      List<Rotation> played = solve(game, state);
      assertThat(played.size()).as("scramble of %d", k).isBetween(1, k);
      Hint<Rotation> hint = Bots.hint(game, state, Duration.ofMillis(10));
      assertThat(hint.move()).as("scramble of %d", k).isEqualTo(played.get(0));
      assertThat(hint.value()).as("scramble of %d", k).isEqualTo(PositionValue.win(played.size(), true));
    }
  }
}
