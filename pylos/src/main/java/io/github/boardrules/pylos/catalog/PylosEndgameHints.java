package io.github.boardrules.pylos.catalog;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver;
import java.util.Optional;

/**
 * The catalogue's solver for Pylos endgames: the retrograde analysis ({@link
 * PylosSolver#solveExactly}) of positions with few balls left in the two reserves, whose exact
 * value (win or loss in n plies, or a draw by endless play) the hint gives and the top level plays.
 * Elsewhere, or where the analysis meets more positions than its cap, it gives up and the search
 * answers.
 *
 * <p>The thresholds were chosen by measurement ({@code pylos/results/endgame-reach.csv}, made by
 * the test program {@code PylosEndgameReach}): the most balls left at which the analysis, within
 * its position cap, decided (nearly) every sampled position of random games, mostly in a tenth of
 * a second and at worst in about a second. In the children's game every move adds a ball or
 * raises one, so late positions reach few others; with take-backs a late position either reaches
 * few (at most some 53,000 in {@code retrograde-reach.csv}) or very many, which a smaller cap
 * gives up on sooner.
 * As for every solver, the value is that of the pure rule set: a ply limit or repetition draw of
 * the configured game is not part of it, except that a proof longer than the plies left before a
 * ply limit is not given.
 */
final class PylosEndgameHints {
  private PylosEndgameHints() {}

  /** The most positions one analysis of a rule set may enumerate (some 250 bytes each). */
  static int mostPositions(PylosRuleSet ruleSet) {
    return switch (ruleSet) {
      case CHILDREN -> 200_000;
      case STANDARD, MATURE -> 100_000;
    };
  }

  /** The most balls left in the two reserves together at which a rule set's analysis is tried. */
  static int mostBallsLeft(PylosRuleSet ruleSet) {
    return switch (ruleSet) {
      case CHILDREN -> 10;
      case STANDARD -> 5;
      case MATURE -> 4;
    };
  }

  /** The solver for a configured game's rules. */
  static PositionSolver<PylosState, PylosMove> of(Pylos rules) {
    // The smallest transposition table: the retrograde analysis does not use it.
    PylosSolver solver = PylosSolver.of(rules, 10);
    int mostBallsLeft = mostBallsLeft(rules.ruleSet());
    int mostPositions = mostPositions(rules.ruleSet());
    int plyLimit = rules.drawOptions().plyLimit().orElse(0);
    return state -> {
      if (state.reserve(Player.FIRST) + state.reserve(Player.SECOND) > mostBallsLeft) {
        return Optional.empty();
      }
      PylosSolver.Result result = solver.solveExactly(state, mostPositions);
      if (plyLimit > 0 && state.plies() + result.plies() > plyLimit) {
        return Optional.empty();
      }
      return PylosTableHints.hint(result);
    };
  }
}
