package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.PylosState;
import java.io.IOException;
import java.nio.file.Path;

// The code of docs/games/pylos.md; PylosSolveGuideTest runs it.
// snippet:pylos-opening
final class OpeningLookup {
  static PylosSolver.Result solve(Path file, PylosState state) throws IOException {
    PylosOpeningTable opening = PylosOpeningTable.read(file);   // e.g. standard-opening-12.pylos.gz
    return opening.solve(state);   // at most opening.maxBalls() balls on the board
  }
}
// end-snippet
