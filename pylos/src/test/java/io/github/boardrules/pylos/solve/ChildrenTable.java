package io.github.boardrules.pylos.solve;

import io.github.boardrules.pylos.Pylos;
import java.io.IOException;
import java.nio.file.Path;

// The code of docs/games/pylos.md; PylosSolveGuideTest runs it.
// snippet:pylos-table-compute
final class ChildrenTable {
  static PylosTable solve(Path file, int lowestLayer) throws IOException, InterruptedException {
    // lowestLayer 0 solves the whole game; 28 stops after the top layer (to be resumed later)
    return PylosTable.compute(Pylos.children(), file, 2, lowestLayer, System.out::println);
  }
}
// end-snippet
