package io.github.boardrules.pikkpakk.catalog;

import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaPuzzle;
import io.github.boardrules.pikkpakk.intarsia.IntarsiaState;
import io.github.boardrules.pikkpakk.intarsia.Pattern;
import io.github.boardrules.pikkpakk.intarsia.Rotation;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolution;
import io.github.boardrules.pikkpakk.intarsia.solve.IntarsiaSolver;
import java.util.List;
import java.util.Optional;

/**
 * The intarsia puzzle's top level: follows {@link IntarsiaSolver#solve}'s solution. It solves
 * once and then plays the solution's rotations while the position is the one the solution
 * expects; from any other position it solves again (a few seconds). Not thread-safe (it keeps
 * its plan): one per game, as every bot.
 */
final class IntarsiaSolutionBot implements Bot<IntarsiaState, Rotation> {
  private final IntarsiaPuzzle rules;
  private List<Rotation> plan = List.of();
  private int next;
  private Pattern expected;

  IntarsiaSolutionBot(IntarsiaPuzzle rules) {
    this.rules = rules;
    this.expected = rules.goal();
  }

  @Override
  public Rotation chooseMove(IntarsiaState state) {
    if (rules.legalMoves(state).isEmpty()) {
      throw new IllegalStateException(
          "The game is over, there is no move to choose: " + rules.status(state).description());
    }
    if (next >= plan.size() || !state.pattern().equals(expected)) {
      plan = IntarsiaSolver.solve(state.pattern(), rules.goal());
      next = 0;
      expected = state.pattern();
    }
    Rotation move = plan.get(next++);
    expected = expected.rotated(move);
    return move;
  }

  /**
   * The solver's hint: the first rotation of its solution and a win in the solution's length,
   * exact when the solver proves it shortest ({@link IntarsiaSolution#isProvenShortest()}), else
   * "within". Empty when a ply limit comes before the solution's end: the solver does not know
   * whether a shorter one fits.
   */
  static Optional<Hint<Rotation>> hint(IntarsiaPuzzle rules, IntarsiaState state) {
    IntarsiaSolution solved = IntarsiaSolver.solution(state.pattern(), rules.goal());
    List<Rotation> solution = solved.rotations();
    if (solution.isEmpty()
        || (rules.plyBound().isPresent() && state.moves() + solution.size() > rules.plyBound().getAsInt())) {
      return Optional.empty();
    }
    return Optional.of(new Hint<>(solution.get(0),
        PositionValue.win(solution.size(), solved.isProvenShortest())));
  }
}
