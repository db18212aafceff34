package io.github.boardrules.pylos.catalog;

import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionSolver;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.solve.PylosSolver;
import io.github.boardrules.pylos.solve.PylosTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A {@link PylosTable} file as the catalogue's table ({@code ConfiguredGame.withTable}): the
 * table's move and value of every position it decides, with the distance exact from a children's
 * table and a bound ("within") from a standard or mature one. A table answers for its own rule
 * set with the default end reading; the ply limit and repetition options are not part of its
 * values, as for every solver.
 */
final class PylosTableHints {
  private PylosTableHints() {}

  /** Opens a table file for a configured game, refusing a table of another rule set or end reading. */
  static PositionSolver<PylosState, PylosMove> open(Pylos rules, Path file) throws IOException {
    if (rules.raiseWithEmptyReserve()) {
      throw new IllegalArgumentException("table: " + file + ": tables solve the rules' own end (running out"
          + " of balls loses), not raiseWithEmptyReserve=true");
    }
    PylosTable table = PylosTable.open(file);
    if (table.rules().ruleSet() != rules.ruleSet()) {
      throw new IllegalArgumentException("table: " + file + " holds the " + table.rules().ruleSet()
          + " rule set's table, not the " + rules.ruleSet() + " one");
    }
    return state -> hint(table.solve(state));
  }

  /** The hint of a table's result: empty where the table does not decide the position. */
  static Optional<Hint<PylosMove>> hint(PylosSolver.Result result) {
    if (result.bestMove().isEmpty()) {
      return Optional.empty();
    }
    PylosMove move = result.bestMove().get();
    boolean exact = !result.isBound();
    return switch (result.verdict()) {
      case WIN -> Optional.of(new Hint<>(move, PositionValue.win(result.plies(), exact)));
      case LOSS -> Optional.of(new Hint<>(move, PositionValue.loss(result.plies(), exact)));
      case DRAW -> Optional.of(new Hint<>(move, PositionValue.draw()));
      case UNKNOWN -> Optional.empty();
    };
  }
}
