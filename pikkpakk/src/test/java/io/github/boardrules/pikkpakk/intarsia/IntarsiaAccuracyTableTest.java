package io.github.boardrules.pikkpakk.intarsia;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The move-accuracy table of the intarsia page is the stored results, and those say what the
 * rules and the solver imply: a puzzle is never lost (every rotation can be undone), so every move
 * keeps the value, and the solver's own level loses nothing.
 */
class IntarsiaAccuracyTableTest {
  private static final Path RESULTS = Path.of("results/intarsia-accuracy.csv");

  @Test
  void thePageShowsTheStoredResults() throws IOException {
    List<String> table = MoveAccuracy.markdownTable(MoveAccuracy.readCsv(RESULTS), IntarsiaAccuracy.GAME);
    assertThat(table).hasSize(2 + 5);
    List<String> page = Files.readAllLines(Path.of("../docs/games/intarsia.md"));
    int marker = page.indexOf("<!-- accuracy:" + IntarsiaAccuracy.GAME + " -->");
    assertThat(marker).isNotNegative();
    assertThat(page.subList(marker + 1, Math.min(page.size(), marker + 1 + table.size()))).isEqualTo(table);
  }

  @Test
  void everyMoveKeepsTheValueAndTheSolversLevelLosesNothing() throws IOException {
    List<List<String>> rows = MoveAccuracy.readCsv(RESULTS);
    List<String> columns = List.of(MoveAccuracy.COLUMNS.split(","));
    int positions = IntarsiaAccuracy.POSITIONS_PER_DISTANCE * IntarsiaAccuracy.MOST_ROTATIONS;
    assertThat(rows).hasSize(5);
    for (List<String> row : rows) {
      assertThat(row.get(columns.indexOf("positions"))).isEqualTo(Integer.toString(positions));
      assertThat(row.get(columns.indexOf("kept"))).isEqualTo(Integer.toString(positions));
    }
    assertThat(rows.get(4).get(columns.indexOf("mean_plies_lost"))).isEqualTo("0.00");
  }
}
