package io.github.boardrules.pylos.solve;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.io.IOException;
import java.nio.file.Path;

// The code of docs/bots.md; PylosTableTest runs it.
// snippet:bots-table
final class PerfectChildren {
  static Bot<?, ?> bot(Path tableFile) throws IOException {
    ConfiguredGame<?, ?> pylos = GameCatalog.load().game("pylos(ruleSet=children)")
        .withTable(tableFile);          // the file of: solve 'pylos(ruleSet=children)' --table children.pylos
    return Bots.of(pylos, 5);           // the table's move wherever the table decides the position
  }
}
// end-snippet
