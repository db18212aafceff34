package io.github.boardrules.pylos.solve;

import io.github.boardrules.bots.RandomBot;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosState;
import java.io.IOException;
import java.nio.file.Path;

// The code of docs/games/pylos.md; PylosSolveGuideTest runs it.
// snippet:pylos-table-read
final class TableValue {
  static void print(Path file, String position) throws IOException {
    PylosTable table = PylosTable.open(file);                 // the layers are memory-mapped
    PylosState state = table.rules().positions().decode(position);
    PylosSolver.Result result = table.solve(state);           // at once: a few table reads
    System.out.println(result.verdict() + " " + result.plies() + " " + result.isBound()
        + " " + result.bestMove().orElseThrow());
    Bot<PylosState, PylosMove> perfect = PerfectPylosBot.of(table, RandomBot.of(table.rules(), 1));
    System.out.println(perfect.chooseMove(state));            // the table's move
  }
}
// end-snippet
