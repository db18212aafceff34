package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The move-accuracy table of the Pylos page is the stored results. */
class PylosAccuracyTableTest {
  @Test
  void thePageShowsTheStoredResults() throws IOException {
    List<String> table = MoveAccuracy.markdownTable(
        MoveAccuracy.readCsv(Path.of("results/pylos-children-accuracy.csv")), PylosAccuracy.GAME);
    assertThat(table).hasSize(2 + 5);
    List<String> page = Files.readAllLines(Path.of("../docs/games/pylos.md"));
    int marker = page.indexOf("<!-- accuracy:" + PylosAccuracy.GAME + " -->");
    assertThat(marker).isNotNegative();
    assertThat(page.subList(marker + 1, Math.min(page.size(), marker + 1 + table.size()))).isEqualTo(table);
  }
}
